import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeOf } from './support.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';
// Images no other end-to-end test edits or downloads, one per test (the tests run in parallel).
const AS_OF_IMAGE = 'img-families-verse-tree';
const FILTERED_IMAGE = 'img-families-tree-ring-record';
const CHECKED_IMAGE = 'img-families-walled-garden-home';
const DOWNLOADED_IMAGE = 'img-creators-early-exclamation-stars';

interface SignedIn {
  readonly page: Page;
  readonly token: string;
}

async function signedIn(browser: Browser, baseURL: string | undefined): Promise<SignedIn> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return { page: await context.newPage(), token: sessionId };
}

/** The newest event of a type, read through the admin GraphQL API. */
async function newestPosition(request: APIRequestContext, token: string, type: string): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query: `{ eventLog(types: [${type}], limit: 1, newestFirst: true) { globalPosition } }` },
  });
  const body = (await response.json()) as { data: { eventLog: { globalPosition: string }[] } };
  return body.data.eventLog[0]!.globalPosition;
}

async function editDescription(request: APIRequestContext, token: string, imageId: string, description: string): Promise<string> {
  const response = await request.patch(`/api/creative/images/${imageId}`, { headers: { authorization: `Bearer ${token}` }, data: { description } });
  expect(response.ok(), await response.text()).toBe(true);
  return newestPosition(request, token, 'ImageDetailsEdited');
}

const rows = (page: Page) => page.locator('table tbody tr[data-position]');

test.describe('event log explorer', () => {
  test('the administrator signs in, opens the explorer from the admin page and reads an event in full', async ({ page }) => {
    await page.goto('/image-admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await page.getByRole('link', { name: 'Event log' }).click();
    await expect(page).toHaveURL(/\/image-admin\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Log' })).toBeVisible();
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const position = (await first.getAttribute('data-position'))!;
    await page.getByRole('button', { name: `Details of event ${position}` }).click();
    await expect(page.locator(`#event-details-${position}`)).toContainText('"actor"');
    await expect(page.getByRole('button', { name: `Hide details of event ${position}` })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a download made elsewhere appears live at the top, announced, without a reload', async ({ browser, baseURL }) => {
    const { page, token } = await signedIn(browser, baseURL);
    await page.goto('/image-admin/events');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('Following new events', { exact: true })).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', () => navigations++);

    // The subscription opens just after the page renders: a download before that is not pushed, so try again.
    await expect(async () => {
      const response = await page.request.post(`/api/creative/images/${DOWNLOADED_IMAGE}/download`);
      expect(response.ok()).toBe(true);
      const position = await newestPosition(page.request, token, 'ImageDownloaded');
      await expect(rows(page).first()).toHaveAttribute('data-position', position, { timeout: 2000 });
      // The status names the newest event: check it now, before another event (a page visit) replaces it.
      await expect(page.getByRole('status').filter({ hasText: `New event ImageDownloaded at position ${position}` })).toBeAttached({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(rows(page).locator(`text=image-downloads:${DOWNLOADED_IMAGE}`).first()).toBeVisible();
    expect(navigations).toBe(0);
    await page.context().close();
  });

  test('the type filter keeps only that type and lives in the URL; paging goes older and back', async ({ browser, baseURL }) => {
    const { page, token } = await signedIn(browser, baseURL);
    await editDescription(page.request, token, FILTERED_IMAGE, `Tree rings, filtered at ${Date.now()}`);
    await page.goto('/image-admin/events');
    await page.getByRole('checkbox', { name: 'ImageDetailsEdited' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/types=ImageDetailsEdited/);
    await expect(rows(page).first()).toBeVisible();
    const types = await rows(page).locator('td:nth-child(3)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['ImageDetailsEdited']));
    // An administrator's edit names the account ('admin' on the e2e server), with an 'admin' hint.
    const actor = rows(page).first().locator('td:nth-child(5)');
    await expect(actor).toHaveText(/^admin\s*admin$/);
    await expect(actor).toHaveAttribute('title', 'admin:admin');

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'ImageDetailsEdited' })).toBeChecked();

    // the whole log has more than a page: older, then newer again
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/image-admin\/events$/);
    const newestPage = await rows(page).first().getAttribute('data-position');
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page).toHaveURL(/upTo=\d+/);
    await expect(rows(page).first()).not.toHaveAttribute('data-position', newestPage!);
    await expect(page.getByText('Not following', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Newest' }).click();
    await expect(page.getByText('Following new events', { exact: true })).toBeVisible();

    // a range that ends before it starts is explained, not shown as an empty log
    await page.goto('/image-admin/events?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z');
    await expect(page.getByRole('alert')).toContainText('to: must not be before from');
    await page.context().close();
  });

  test("'as of this event' shows the older description next to the current one", async ({ browser, baseURL }) => {
    const { page, token } = await signedIn(browser, baseURL);
    const stamp = Date.now();
    const older = `Verse tree, first edit ${stamp}`;
    const newer = `Verse tree, second edit ${stamp}`;
    const olderPosition = await editDescription(page.request, token, AS_OF_IMAGE, older);
    await editDescription(page.request, token, AS_OF_IMAGE, newer);

    await page.goto(`/image-admin/events?stream=image:${AS_OF_IMAGE}`);
    await page.getByRole('button', { name: `Show the image as of event ${olderPosition}` }).click();
    const panel = page.getByRole('region', { name: 'Image as of' });
    const description = panel.locator('tr[data-field="description"]');
    await expect(description.locator('[data-column="then"]')).toHaveText(older);
    await expect(description.locator('[data-column="now"]')).toContainText(newer);
    await expect(description).toContainText('changed');
    await expect(panel.getByLabel('Image id')).toHaveValue(AS_OF_IMAGE);

    await panel.getByLabel('Position or ISO time').fill('last tuesday');
    await panel.getByRole('button', { name: 'Show' }).click();
    await expect(panel.getByRole('alert')).toContainText('at: must be a global position');
    await page.context().close();
  });

  test('the export buttons fetch the current filters with the bearer token and save the file', async ({ browser, baseURL }) => {
    const { page, token } = await signedIn(browser, baseURL);
    let seen: { url: URL; authorization: string | undefined } | undefined;
    // The export endpoint belongs to another change: stand in for it to check what the page sends.
    await page.route('**/api/admin/events/export?*', (route) => {
      seen = { url: new URL(route.request().url()), authorization: route.request().headers().authorization };
      return route.fulfill({ status: 200, contentType: 'application/x-ndjson', headers: { 'content-disposition': 'attachment; filename="events.ndjson"' }, body: '{"globalPosition":"1"}\n' });
    });
    await page.goto('/image-admin/events?types=ImageDownloaded');
    await expect(page.getByRole('heading', { level: 1, name: 'Event Log' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download NDJSON' }).click();
    expect((await download).suggestedFilename()).toBe('events.ndjson');
    expect(seen?.authorization).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(seen!.url.searchParams)).toEqual({ format: 'ndjson', types: 'ImageDownloaded' });

    await page.unroute('**/api/admin/events/export?*');
    await page.route('**/api/admin/events/export?*', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect(page.getByText('Export failed')).toBeVisible();
    await page.context().close();
  });

  test('the explorer has no serious or critical axe violation, with an event and the as-of panel open', async ({ browser, baseURL }) => {
    const { page, token } = await signedIn(browser, baseURL);
    const position = await editDescription(page.request, token, CHECKED_IMAGE, `Walled garden, checked at ${Date.now()}`);
    await page.goto(`/image-admin/events?stream=image:${CHECKED_IMAGE}`);
    await page.getByRole('button', { name: `Details of event ${position}` }).click();
    await page.getByRole('button', { name: `Show the image as of event ${position}` }).click();
    await expect(page.getByRole('region', { name: 'Image as of' }).locator('tr[data-field="description"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await axeOf(page, 'WCAG AA and best practice').analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
