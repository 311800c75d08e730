import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { ANALYTICS_SESSION_STORAGE_KEY } from '../../web/analytics/sessionId.ts';
import { gotoHydrated, waitForHydration } from './support.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

const sessionIdOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), ANALYTICS_SESSION_STORAGE_KEY);

async function firstSessionId(browser: Browser, baseURL: string | undefined): Promise<string | null> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const recorded = page.waitForRequest((request) => request.url().endsWith('/api/analytics/page-visit'));
  await page.goto('/roadmap');
  const sent = (await recorded).postDataJSON().sessionId as string;
  expect(await sessionIdOf(page)).toBe(sent);
  await context.close();
  return sent;
}

test('no response sets a cookie and the page keeps none, through browsing and the admin area', async ({ page, context }) => {
  test.setTimeout(90_000);
  const cookieHeaders: string[] = [];
  page.on('response', async (response: Response) => {
    const header = await response.headerValue('set-cookie').catch(() => null);
    if (header) cookieHeaders.push(`${response.url()}: ${header}`);
  });

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/image-admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.getByRole('link', { name: 'Analytics dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(cookieHeaders).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('the analytics session id lasts one browser session and is random across sessions', async ({ browser, baseURL, page }) => {
  await gotoHydrated(page, '/');
  const first = await sessionIdOf(page);
  expect(first).not.toBeNull();
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await page.reload();
  await waitForHydration(page);
  expect(await sessionIdOf(page)).toBe(first);

  const others = [await firstSessionId(browser, baseURL), await firstSessionId(browser, baseURL)];
  expect(new Set([first, ...others]).size).toBe(3);
  for (const id of [first, ...others]) expect(id).toMatch(/^session_[a-z0-9]+_\d+$/);
});
