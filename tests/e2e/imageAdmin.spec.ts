import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeOf } from './support.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

/** A browser context already signed in (through the real login endpoint). */
async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return context.newPage();
}

const card = (page: Page, id: string) => page.locator(`article[data-image-id="${id}"]`);

test.describe('image administration', () => {
  test('a wrong password is refused, the right one opens the page, and Logout signs out for good', async ({ page }) => {
    await page.goto('/image-admin');
    await expect(page.getByRole('button', { name: 'Access Admin' })).toBeVisible();
    // The name field comes first and names the account 'admin' unless changed.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('admin');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'username');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await expect(page.getByText('Invalid password')).toBeVisible();

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Image Administration' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Creative Process/ })).toHaveAttribute('href', '/creative-process');
    await expect(page.getByTestId('admin-account')).toHaveText('Signed in as admin');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Access Admin' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ADMIN_SESSION_STORAGE_KEY)).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Access Admin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Image Administration' })).toHaveCount(0);
  });

  test('an inline description edit saves and appears in a second signed-in browser within 2 seconds', async ({ browser, baseURL }) => {
    const id = 'img-founders-early-circuit-sunrise';
    const first = await signedInPage(browser, baseURL);
    const second = await signedInPage(browser, baseURL);
    await first.goto('/image-admin?q=Circuit');
    await second.goto('/image-admin?q=Circuit');
    await expect(card(first, id)).toBeVisible();
    await expect(card(second, id)).toBeVisible();
    // The second browser's subscription is open before the edit.
    await second.waitForLoadState('networkidle');

    const text = `Circuit board sunrise, edited at ${Date.now()}`;
    await card(first, id).getByRole('button', { name: 'Edit Circuit Sunrise' }).click();
    await card(first, id).getByLabel('Description').fill(`  ${text}  `);
    await card(first, id).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Image updated successfully')).toBeVisible();
    await expect(card(first, id).getByText(text)).toBeVisible();
    await expect(card(second, id).getByText(text)).toBeVisible({ timeout: 2000 });
    await first.context().close();
    await second.context().close();
  });

  test('cancel restores the card and presets fill the rejection reason', async ({ browser, baseURL }) => {
    const id = 'img-creators-early-lonely-lighthouse';
    const page = await signedInPage(browser, baseURL);
    await page.goto('/image-admin?q=Lonely');
    const target = card(page, id);
    await target.getByRole('button', { name: 'Edit Lonely Lighthouse' }).click();
    const presets = target.getByRole('group', { name: 'Quick reasons' }).getByRole('button');
    await expect(presets).toHaveCount(3);
    await expect(presets.first()).toHaveText('too much text overla…');
    await presets.first().click();
    await expect(target.getByLabel('Rejection Reason')).toHaveValue('too much text overlay obscures image');
    await target.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(target.getByLabel('Rejection Reason')).toHaveCount(0);
    await page.context().close();
  });

  test('a bulk rejection reason changes all three selected images, or none when one fails', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL);
    await page.goto('/image-admin?perspective=memory_capturers');
    const cards = page.locator('article[data-image-id]');
    await expect(cards.first()).toBeVisible();
    const ids = await Promise.all([0, 1, 2].map((index) => cards.nth(index).getAttribute('data-image-id')));

    // Click the first, Shift-click the third: a range of three.
    await cards.nth(0).getByRole('checkbox').click();
    await cards.nth(2).getByRole('checkbox').click({ modifiers: ['Shift'] });
    await expect(page.getByText('3 selected')).toBeVisible();
    for (const id of ids) await expect(card(page, id!).getByRole('checkbox')).toBeChecked();

    const panel = page.getByRole('region', { name: 'Bulk Edit' });
    const update = panel.getByRole('button', { name: 'Update 3 Images' });
    await expect(update).toBeDisabled();
    await expect(panel.getByRole('group', { name: 'Quick reasons' }).getByRole('button')).toHaveCount(6);
    const reason = `bulk reason ${Date.now()}`;
    await panel.getByLabel('Rejection Reason').fill(reason);

    // One forced failure: the request also names an image that does not exist, so the server refuses all.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: { ids?: string[] } };
      if (body.operationName !== 'AdminSetRejectionReason') return route.continue();
      return route.continue({ postData: JSON.stringify({ ...body, variables: { ...body.variables, ids: [...(body.variables?.ids ?? []), 'img-does-not-exist'] } }) });
    });
    await update.click();
    await expect(page.getByText('Failed to update images')).toBeVisible();
    await expect(page.getByText('3 selected')).toBeVisible();
    for (const id of ids) {
      await expect(card(page, id!).getByRole('checkbox')).toBeChecked();
      await expect(card(page, id!).getByText(reason)).toHaveCount(0);
    }
    await page.unroute('**/graphql');

    await update.click();
    await expect(page.getByText('Updated 3 images successfully')).toBeVisible();
    await expect(page.getByText('Updated 3 images successfully')).toHaveCount(1);
    for (const id of ids) await expect(card(page, id!).getByText(reason)).toBeVisible();
    await expect(page.getByText('0 selected')).toBeVisible();
    await page.context().close();
  });

  test('select all on the page, then all matching across pages', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL);
    await page.goto('/image-admin');
    await expect(page.locator('article[data-image-id]').first()).toBeVisible();
    const filtered = page.getByText(/^\d+ filtered$/);
    await expect(filtered).not.toHaveText('0 filtered');
    const total = Number((await filtered.textContent())!.split(' ')[0]);
    await page.getByRole('button', { name: /^Select All \(\d+\)$/ }).click();
    await page.getByRole('button', { name: `Select all ${total} matching` }).click();
    await expect(page.getByText(`${total} selected`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Update ${total} Images` })).toBeDisabled();
    await page.getByRole('button', { name: `Clear (${total})` }).click();
    await expect(page.getByRole('region', { name: 'Bulk Edit' })).toHaveCount(0);
    await page.context().close();
  });

  test('filters are debounced into the URL and an empty result says so', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL);
    await page.goto('/image-admin');
    await page.getByPlaceholder('Search titles, descriptions, prompts, tags...').fill('zzzz-nothing-matches');
    await expect(page).toHaveURL(/q=zzzz-nothing-matches/);
    await expect(page.getByText('No images found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
    await page.reload();
    await expect(page.getByPlaceholder('Search titles, descriptions, prompts, tags...')).toHaveValue('zzzz-nothing-matches');
    await page.context().close();
  });

  test('Scan Usage updates the tiles and Usage by Page', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL);
    await page.goto('/image-admin');
    const usage = page.getByRole('region', { name: 'Usage Tracking' });
    await expect(usage.getByTestId('usage-total')).toHaveText(/\d+/);
    await usage.getByRole('button', { name: 'Scan Usage' }).click();
    await expect(page.getByText('Usage tracking updated successfully')).toBeVisible();
    await expect(usage.getByTestId('usage-in-use')).not.toHaveText('0');
    const total = Number(await usage.getByTestId('usage-total').textContent());
    const inUse = Number(await usage.getByTestId('usage-in-use').textContent());
    const unused = Number(await usage.getByTestId('usage-unused').textContent());
    expect(inUse + unused).toBe(total);
    const pages = usage.getByRole('list', { name: 'Usage by Page' }).getByRole('listitem');
    await expect(pages.first()).toBeVisible();
    await expect(usage.getByRole('list', { name: 'Usage by Page' })).toContainText('/chb-case-study');
    await page.context().close();
  });

  test('the login form and the signed-in page have no serious or critical axe violation', async ({ browser, baseURL, page }) => {
    // Two axe runs, one over a full grid of cards: 36 s in a clean-clone run on the shared machine.
    test.setTimeout(120_000);
    const check = async (target: Page) => {
      await target.waitForLoadState('networkidle');
      const results = await axeOf(target, 'WCAG AA and best practice').analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    };
    await page.goto('/image-admin');
    await expect(page.getByRole('button', { name: 'Access Admin' })).toBeVisible();
    expect(await check(page)).toEqual([]);

    const admin = await signedInPage(browser, baseURL);
    await admin.goto('/image-admin');
    await expect(admin.locator('article[data-image-id]').first()).toBeVisible();
    await admin.locator('article[data-image-id]').first().getByRole('checkbox').click();
    await admin.locator('article[data-image-id]').nth(1).getByRole('button', { name: /^Edit / }).click();
    expect(await check(admin)).toEqual([]);
    await admin.context().close();
  });
});
