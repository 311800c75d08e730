/**
 * Smoke of `WORKERS=2` on PostgreSQL (server: tests/e2e/serveWorkers.ts, at workersURL): the pages,
 * the live download count and a live admin edit work when two server processes share the port, and both answer.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { healthOnFreshConnection } from '../support/health.ts';
import { workersURL } from './ports.ts';
import { collectPageErrors, gotoHydrated } from './support.ts';

/** The worker that answers GET /healthz on a new connection. */
const answeringWorker = async (baseURL: string) => (await healthOnFreshConnection(baseURL)).worker;

/** The password tests/e2e/serveWorkers.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  return context.newPage();
}

test.use({ baseURL: workersURL });

test.describe('WORKERS=2 on PostgreSQL', () => {
  test('both workers answer, and the home and creative journey pages load and hydrate without errors', async ({ page, baseURL }) => {
    const workers = new Set<string>();
    for (let index = 0; index < 20 && workers.size < 2; index++) workers.add(await answeringWorker(baseURL!));
    expect(workers.size).toBe(2);

    const errors = collectPageErrors(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await gotoHydrated(page, '/creative-process');
    await expect(page.getByTestId('image-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a download in one browser raises the count shown in another, without reload', async ({ browser, request }) => {
    const [image] = (await (await request.get('/api/creative/images')).json()) as { id: string; title: string; downloadCount: number }[];
    if (!image) throw new Error('the catalog is empty');
    const downloader = await (await browser.newContext()).newPage();
    const watcher = await (await browser.newContext()).newPage();
    const socketOpen = watcher.waitForEvent('websocket');
    await watcher.goto('/creative-process');
    const socket = await socketOpen;
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') });
    const card = (page: Page) => page.locator(`[data-testid="image-card"][data-image-id="${image.id}"]`);
    const watched = card(watcher).getByTestId('card-downloads');
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount));

    await gotoHydrated(downloader, '/creative-process');
    await card(downloader).getByRole('button', { name: image.title }).click();
    const dialog = downloader.getByRole('dialog');
    const saved = downloader.waitForEvent('download');
    await dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount) }).click();
    await saved;
    await expect(dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount + 1) })).toBeVisible();
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount + 1), { timeout: 3000 });
    await downloader.context().close();
    await watcher.context().close();
  });

  test('an admin edit in one browser appears live in another signed-in browser', async ({ browser, baseURL }) => {
    const id = 'img-founders-early-circuit-sunrise';
    const card = (page: Page) => page.locator(`article[data-image-id="${id}"]`);
    const first = await signedInPage(browser, baseURL);
    const second = await signedInPage(browser, baseURL);
    await first.goto('/image-admin?q=Circuit');
    await second.goto('/image-admin?q=Circuit');
    await expect(card(first)).toBeVisible();
    await expect(card(second)).toBeVisible();
    // The second browser's subscription is open before the edit.
    await second.waitForLoadState('networkidle');

    const text = `Circuit board sunrise, edited under two workers at ${Date.now()}`;
    await card(first).getByRole('button', { name: 'Edit Circuit Sunrise' }).click();
    await card(first).getByLabel('Description').fill(text);
    await card(first).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByText('Image updated successfully')).toBeVisible();
    await expect(card(second).getByText(text)).toBeVisible({ timeout: 3000 });
    await first.context().close();
    await second.context().close();
  });
});
