import { expect, test, type Request } from '@playwright/test';
import { ANALYTICS_SESSION_STORAGE_KEY } from '../../web/analytics/sessionId.ts';

const isAnalytics = (request: Request) => new URL(request.url()).pathname.startsWith('/api/analytics/');
const isPost = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;

test('a route change records a page visit, a navigation and the time spent', async ({ page }) => {
  const firstVisit = page.waitForRequest(isPost('/api/analytics/page-visit'));
  await page.goto('/');
  const first = (await firstVisit).postDataJSON();
  expect(first).toMatchObject({ path: '/', referrer: null, userAgent: expect.stringContaining('Chrome') });
  expect(first.sessionId).toMatch(/^session_[a-z0-9]+_\d+$/);
  const visitId = (await (await (await firstVisit).response())!.json()).id as string;
  expect(await page.evaluate((key) => sessionStorage.getItem(key), ANALYTICS_SESSION_STORAGE_KEY)).toBe(first.sessionId);

  await page.waitForTimeout(1_600);
  const navigation = page.waitForRequest(isPost('/api/analytics/navigation'));
  const secondVisit = page.waitForRequest(isPost('/api/analytics/page-visit'));
  const timeSpent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/analytics/page-visit/${visitId}`));
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();

  expect((await navigation).postDataJSON()).toEqual({ sessionId: first.sessionId, fromPath: '/', toPath: '/products' });
  expect((await secondVisit).postDataJSON()).toMatchObject({ sessionId: first.sessionId, path: '/products' });
  expect(Number((await timeSpent).postDataJSON().timeSpent)).toBeGreaterThanOrEqual(1);
  expect((await (await navigation).response())?.ok()).toBe(true);
});

test('leaving the page sends the time spent as a beacon', async ({ page }) => {
  const firstVisit = page.waitForRequest(isPost('/api/analytics/page-visit'));
  await page.goto('/roadmap');
  const visitId = (await (await (await firstVisit).response())!.json()).id as string;
  await page.waitForTimeout(1_600);
  const beacon = page.waitForRequest((request) => request.url().endsWith(`/api/analytics/page-visit/${visitId}/time`));
  // The event a real unload fires; the page stays open so the beacon request can be observed.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  const request = await beacon;
  expect(request.method()).toBe('POST');
  expect(JSON.parse(request.postData() ?? '{}').timeSpent).toMatch(/^[1-9]\d*$/);
  expect((await request.response())?.ok()).toBe(true);
});

test('with Global Privacy Control on, nothing is sent', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isAnalytics(request)) sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Roadmap' }).click();
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  expect(sent).toEqual([]);
});

test('with Do Not Track on, nothing is sent either', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isAnalytics(request)) sent.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});
