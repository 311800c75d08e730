/**
 * The site as an operator runs it (at proxyURL): nginx with deploy/nginx-site.conf as it is
 * (tests/e2e/serveProxy.ts) in front of the WORKERS=2 site on PostgreSQL configured by
 * deploy/chb.env.example (tests/e2e/serveWorkers.ts). The proxy checks are shared with
 * tests/production/proxyConfig.int.spec.ts, which shows that they fail on a configuration that lost
 * the WebSocket upgrade or the forwarded address.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loadConfig } from '../../api/config.ts';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { readEnvironmentFile } from '../production/deployFiles.ts';
import { decodedOnce, headerValues, limitsPerForwardedClient, metricsHidden, rawRequest, webSocketThrough } from '../production/proxyChecks.ts';
import { proxyURL } from './ports.ts';
import { collectPageErrors, gotoHydrated, waitForHydration } from './support.ts';

/** The password tests/e2e/serveWorkers.ts starts the site with. */
const ADMIN_PASSWORD = 'e2e admin password';
const site = loadConfig(readEnvironmentFile());

test.use({ baseURL: proxyURL });

test.describe('behind nginx configured by deploy/', () => {
  test('pages load and hydrate in Chromium through nginx, without errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/');
    expect(response?.headers().server).toMatch(/^nginx/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await gotoHydrated(page, '/creative-process');
    await expect(page.getByTestId('image-card').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a download sent as GraphQL over HTTP reaches an open page live over the WebSocket upgrade', async ({ page, request, baseURL }) => {
    expect(await webSocketThrough(baseURL!)).toEqual({ passed: true });
    // Not the first image, which workers.spec.ts downloads on the same site meanwhile.
    const [, image] = (await (await request.get('/api/creative/images')).json()) as { id: string; downloadCount: number }[];
    if (!image) throw new Error('the catalog has fewer than two images');

    const socketOpen = page.waitForEvent('websocket');
    await page.goto('/creative-process');
    const socket = await socketOpen;
    await socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('connection_ack') });
    const count = page.locator(`[data-testid="image-card"][data-image-id="${image.id}"]`).getByTestId('card-downloads');
    await expect(count).toHaveText(creativeJourney.card.downloads(image.downloadCount));

    const download = await request.post('/graphql', {
      data: { query: 'mutation ($id: ID!) { downloadImage(id: $id) { downloadCount } }', variables: { id: image.id } },
    });
    expect(await download.json()).toEqual({ data: { downloadImage: { downloadCount: image.downloadCount + 1 } } });
    await expect(count).toHaveText(creativeJourney.card.downloads(image.downloadCount + 1), { timeout: 3000 });
  });

  test('an administrator uploads a 20 MB image through nginx', async ({ request }) => {
    test.setTimeout(120_000);
    const signIn = await request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const { sessionId } = (await signIn.json()) as { sessionId: string };
    // Noise does not compress: 2,650 × 2,650 RGB pixels make a PNG just over 20 MB.
    const side = 2650;
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
    expect(png.length).toBeGreaterThan(20 * 1024 * 1024);

    const upload = await request.post('/api/creative/images', {
      headers: { authorization: `Bearer ${sessionId}` },
      multipart: {
        title: 'Noise through the proxy',
        prompt: 'twenty megabytes of noise, uploaded through nginx',
        perspective: 'startup_founders',
        journeyStage: 'perspective_mastery',
        sessionId: 'session-perspective-mastery',
        learningStatus: 'happy_accident',
        complexityLevel: '5',
        tags: '["noise"]',
        file: { name: 'noise.png', mimeType: 'image/png', buffer: png },
      },
      timeout: 110_000,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    expect(await upload.json()).toMatchObject({ title: 'Noise through the proxy' });
  });

  test('the write limits count each client by the address nginx forwards', async ({ baseURL }) => {
    const budget = { writesPerMinute: site.WRITE_LIMIT_PER_MINUTE, processes: site.WORKERS };
    expect(await limitsPerForwardedClient(baseURL!, budget, '127.0.0.2', '127.0.0.3')).toEqual({ passed: true });
  });

  test('/metrics stays private, answers are compressed once, and hashed assets are cached as immutable', async ({ baseURL }) => {
    expect(await metricsHidden(baseURL!)).toEqual({ passed: true });

    const home = await rawRequest(`${baseURL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(decodedOnce(home, (text) => text.includes('<html'))).toEqual({ passed: true });
    const query = await rawRequest(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ images { items { id title description prompt } } }' }),
    });
    expect(decodedOnce(query, (text) => (JSON.parse(text) as { data: { images: { items: unknown[] } } }).data.images.items.length > 0)).toEqual({ passed: true });

    const [script] = /\/assets\/[\w.-]+\.js/.exec((await rawRequest(`${baseURL}/`)).body.toString()) ?? [];
    if (!script) throw new Error('the home page names no script under /assets/');
    const asset = await rawRequest(`${baseURL}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(decodedOnce(asset, (text) => text.length > 0)).toEqual({ passed: true });
    expect(headerValues(asset, 'cache-control')).toEqual(['public, max-age=31536000, immutable']);
  });
});
