import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { gotoHydrated } from './support.ts';

const card = (page: Page, id: string) => page.locator(`[data-testid="image-card"][data-image-id="${id}"]`);
const acknowledged = (socket: WebSocket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') });

test.describe('Live feeds across a dropped socket', () => {
  test('downloads made while the socket is down show after it reconnects, without reload or refetch', async ({ browser, request }) => {
    const [image] = (await (await request.get('/api/creative/images')).json()) as { id: string; title: string; downloadCount: number }[];
    if (!image) throw new Error('the catalog is empty');
    const watcher = await (await browser.newContext()).newPage();
    const socketOpen = watcher.waitForEvent('websocket');
    await watcher.goto('/creative-process');
    const socket = await socketOpen;
    await acknowledged(socket);
    const watched = card(watcher, image.id).getByTestId('card-downloads');
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount));

    // One download seen live gives the page a position to resume from.
    expect((await request.post(`/api/creative/images/${image.id}/download`)).ok()).toBe(true);
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount + 1), { timeout: 5000 });

    const closed = socket.waitForEvent('close', { timeout: 15_000 });
    await watcher.context().setOffline(true);
    await closed;

    const downloader = await (await browser.newContext()).newPage();
    await gotoHydrated(downloader, '/creative-process');
    await card(downloader, image.id).getByRole('button', { name: image.title }).click();
    const dialog = downloader.getByRole('dialog');
    for (let i = 1; i <= 3; i++) {
      const saved = downloader.waitForEvent('download');
      await dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount + i) }).click();
      await saved;
      await expect(dialog.getByRole('button', { name: creativeJourney.dialog.download(image.downloadCount + i + 1) })).toBeVisible();
    }
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount + 1));

    const queries: string[] = [];
    watcher.on('request', (sent) => {
      if (sent.url().includes('/graphql') && sent.method() === 'POST') queries.push(sent.postData() ?? '');
    });
    const reopened = watcher.waitForEvent('websocket', { timeout: 30_000 });
    await watcher.context().setOffline(false);
    const again = await reopened;
    const resubscribed = again.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"subscribe"'), timeout: 30_000 });
    expect(String((await resubscribed).payload)).toMatch(/"after":"\d+"/);
    await expect(watched).toHaveText(creativeJourney.card.downloads(image.downloadCount + 4), { timeout: 10_000 });
    // The feed resumed from its position: nothing shown was fetched again.
    expect(queries).toEqual([]);
    await downloader.context().close();
    await watcher.context().close();
  });
});
