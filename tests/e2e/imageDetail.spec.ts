import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeOf } from './support.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return { page: await context.newPage(), token: sessionId };
}

const history = (page: Page) => page.getByRole('list', { name: 'History' }).getByTestId('history-entry');

test.describe('image detail', () => {
  test('without a session the page asks for admin access', async ({ page }) => {
    await page.goto('/image-detail/img-founders-early-circuit-sunrise');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByText('This page is restricted to authorized administrators only')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Image Administration' })).toHaveAttribute('href', '/image-admin');
  });

  test('an unknown image shows Image Not Found with a way back', async ({ browser, baseURL }) => {
    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-detail/img-no-such-image');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Creative Process' })).toHaveAttribute('href', '/creative-process');
    await page.context().close();
  });

  test('invalid tags JSON shows an error and saves nothing; a valid edit shows in the history and can be undone', async ({ browser, baseURL }) => {
    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-detail/img-creators-early-jagged-constellation');
    await expect(page.getByRole('heading', { level: 1, name: 'Jagged Constellation' })).toBeVisible();
    await expect(page.getByText('Licensing & Usage Rights')).toBeVisible();
    await expect(page.getByText('No edits yet.')).toBeVisible();
    const tagsPanel = page.getByRole('region', { name: 'Tags & Keywords' });
    const tagsBefore = await tagsPanel.getByRole('listitem').allTextContents();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('["stars", ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/Tags must be valid JSON/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tags', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('No edits yet.')).toBeVisible();
    expect(await tagsPanel.getByRole('listitem').allTextContents()).toEqual(tagsBefore);

    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('["stars", "e2e-tag"]');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(tagsPanel.getByText('e2e-tag')).toBeVisible();
    await expect(history(page)).toHaveCount(1);
    await expect(history(page).first()).toContainText('Tags');
    await expect(history(page).first()).toContainText('stars, e2e-tag');
    // The e2e server's account is 'admin': the history names the account, not a token id.
    await expect(history(page).first()).toContainText(/\bby admin\b/);

    await history(page).first().getByRole('button', { name: /^Undo the Tags change/ }).click();
    await expect(page.getByText('Edit undone')).toBeVisible();
    await expect(history(page)).toHaveCount(2);
    await expect(history(page).first()).toContainText('Undo of an earlier edit');
    await expect(tagsPanel.getByText('e2e-tag')).toHaveCount(0);
    expect(await tagsPanel.getByRole('listitem').allTextContents()).toEqual(tagsBefore);
    await page.context().close();
  });

  test('saving with no change just closes edit mode', async ({ browser, baseURL }) => {
    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-detail/img-founders-early-sunrise-bridge-postcard');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Bridge Postcard' })).toBeVisible();
    const historyPanel = page.getByRole('region', { name: 'History' });
    await expect(historyPanel.getByText('Loading history...')).toHaveCount(0);
    const entriesBefore = await historyPanel.getByTestId('history-entry').count();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByText('Image updated successfully')).toHaveCount(0);
    await expect(historyPanel.getByTestId('history-entry')).toHaveCount(entriesBefore);
    await page.context().close();
  });

  test('the history shows the newest 100 edits and pages back to the oldest', async ({ browser, baseURL }) => {
    const { page, token } = await signedInPage(browser, baseURL);
    const id = 'img-founders-semicolon-mountain-lake';
    for (let i = 1; i <= 101; i++) {
      const edit = await page.request.patch(`/api/creative/images/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { searchKeywords: `paging keyword ${i}` } });
      expect(edit.ok(), await edit.text()).toBe(true);
    }
    await page.goto(`/image-detail/${id}`);
    await expect(history(page)).toHaveCount(100);
    await expect(history(page).first()).toContainText('paging keyword 101');
    await page.getByRole('button', { name: 'Show older edits' }).click();
    await expect(history(page)).toHaveCount(101);
    await expect(history(page).last()).toContainText('paging keyword 1');
    await expect(page.getByRole('button', { name: 'Show older edits' })).toHaveCount(0);
    await page.context().close();
  });

  test('two administrators edit one description: the second is told, chooses, and both texts stay in the history', async ({ browser, baseURL }) => {
    const path = '/image-detail/img-creators-early-ampersand-tide';
    const { page: first } = await signedInPage(browser, baseURL);
    const { page: second } = await signedInPage(browser, baseURL);
    await first.goto(path);
    await second.goto(path);
    for (const page of [first, second]) {
      await expect(page.getByRole('heading', { level: 1, name: 'Ampersand Tide' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
    }
    await second.waitForLoadState('networkidle');
    const firstText = `First administrator's text ${Date.now()}`;
    const secondText = `Second administrator's text ${Date.now()}`;
    await second.getByLabel('Description', { exact: true }).fill(secondText);
    await first.getByLabel('Description', { exact: true }).fill(firstText);
    await first.getByRole('button', { name: 'Save Changes' }).click();
    await expect(first.getByText('Image updated successfully')).toBeVisible();

    const notice = second.getByRole('alert').filter({ hasText: 'Another administrator changed this image' });
    await expect(notice).toBeVisible({ timeout: 2000 });
    await expect(notice).toContainText(firstText);
    await expect(second.getByLabel('Description', { exact: true })).toHaveValue(secondText);
    await notice.getByRole('button', { name: 'Keep mine' }).click();
    await second.getByRole('button', { name: 'Save Changes' }).click();
    await expect(second.getByText('Image updated successfully')).toBeVisible();

    for (const page of [first, second]) {
      const entries = history(page).filter({ hasText: 'Description' });
      await expect(entries.filter({ hasText: firstText })).toHaveCount(2);
      await expect(entries.filter({ hasText: secondText })).toHaveCount(1);
    }
    await first.context().close();
    await second.context().close();
  });

  test('a stale save is refused as a conflict and the form offers their value', async ({ browser, baseURL }) => {
    const id = 'img-families-early-crowded-family-tree';
    const { page, token } = await signedInPage(browser, baseURL);
    // This page never receives live notifications, so only the save can tell it about the other edit.
    await page.routeWebSocket(/graphql/, () => undefined);
    await page.goto(`/image-detail/${id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const version = await page.evaluate(async (imageId) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: 'query($id: ID!) { image(id: $id) { version } }', variables: { id: imageId } }),
      });
      return ((await response.json()) as { data: { image: { version: number } } }).data.image.version;
    }, id);
    const theirs = `Changed elsewhere ${Date.now()}`;
    const answer = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      data: {
        query: 'mutation($id: ID!, $v: Int) { editImage(id: $id, input: { title: $t }, expectedVersion: $v) { version } }'.replace('$t', JSON.stringify(theirs)),
        variables: { id, v: version },
      },
    });
    expect(answer.ok()).toBe(true);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('My title');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Another administrator changed this image' });
    await expect(notice).toContainText(theirs);
    await notice.getByRole('button', { name: 'Take theirs' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(theirs);
    await page.context().close();
  });

  test('an expired session brings back the login form and keeps the unsaved text', async ({ browser, baseURL }) => {
    const { page, token } = await signedInPage(browser, baseURL);
    await page.goto('/image-detail/img-founders-early-city-grid-overload');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const text = `Unsaved description ${Date.now()}`;
    await page.getByLabel('Description', { exact: true }).fill(text);
    // The server forgets the session (as on expiry); the browser still holds its marker. The page's live
    // feeds end with the session, which brings the form back at once (else the save's 401 does).
    await page.request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });

    const dialog = page.getByRole('dialog', { name: 'Admin Access' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has expired');
    await dialog.getByLabel('Password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Access Admin' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(text);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Image updated successfully')).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await page.context().close();
  });

  test('the detail page has no serious or critical axe violation, in view and edit mode', async ({ browser, baseURL, page: anonymous }) => {
    const check = async (target: Page) => {
      await target.waitForLoadState('networkidle');
      const results = await axeOf(target, 'WCAG AA and best practice').analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    };
    await anonymous.goto('/image-detail/img-founders-early-circuit-sunrise');
    await expect(anonymous.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    expect(await check(anonymous)).toEqual([]);

    const { page } = await signedInPage(browser, baseURL);
    await page.goto('/image-detail/img-founders-early-circuit-sunrise');
    await expect(page.getByRole('heading', { level: 1, name: 'Circuit Sunrise' })).toBeVisible();
    expect(await check(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await check(page)).toEqual([]);
    await page.context().close();
  });
});
