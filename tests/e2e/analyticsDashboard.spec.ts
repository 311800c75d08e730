import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { axeOf } from './support.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

const isPost = (path: string) => (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;
const today = () => new Date().toISOString().slice(0, 10);

/** Other tests browse the same server at the same time: compare with the figures from before this test. */
async function excludedBots(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${sessionId}` },
    data: { query: 'query($d: String!) { analyticsDashboard(from: $d, to: $d) { excluded { botVisits } } }', variables: { d: today() } },
  });
  return (await response.json()).data.analyticsDashboard.excluded.botVisits as number;
}

/** Opens a page of the site from the header and waits until its visit is recorded. */
async function visit(page: Page, open: () => Promise<unknown>) {
  const recorded = page.waitForResponse((response) => isPost('/api/analytics/page-visit')(response.request()) && response.ok());
  await open();
  await recorded;
}

test('the dashboard shows a scripted browsing session and counts a bot request as excluded', async ({ browser, page, baseURL }) => {
  // Three browsers' worth of work plus an axe scan on a shared, busy machine.
  test.setTimeout(120_000);
  const botsBefore = await excludedBots(page.request);

  // A visitor in their own browser: an unknown page first (a path no other test visits), then two pages.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const startPath = `/dashboard-check-${Date.now()}`;
  await visit(visitorPage, () => visitorPage.goto(startPath));
  const navigated = visitorPage.waitForResponse((response) => isPost('/api/analytics/navigation')(response.request()) && response.ok());
  await visit(visitorPage, () => visitorPage.getByRole('banner').getByRole('link', { name: 'Products' }).click());
  await navigated;
  await visit(visitorPage, () => visitorPage.getByRole('banner').getByRole('link', { name: 'Roadmap' }).click());
  await visitor.close();

  const bot = await page.request.post('/api/analytics/page-visit', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    data: { sessionId: `session_googlebot_${Date.now()}`, path: '/', referrer: null },
  });
  expect(bot.ok()).toBe(true);

  await page.goto('/image-admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.getByRole('link', { name: 'Analytics dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today());
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByText(`Excluded: ${botsBefore + 1} bot visit`)).toBeVisible();
  // The administrator's own sign-in page view was marked when signing in.
  await expect(page.getByText(/Excluded: .* [1-9]\d* admin visits?\./)).toBeVisible();
  const visitsTile = page.locator('dt', { hasText: /^Visits$/ }).locator('xpath=following-sibling::dd');
  expect(Number(await visitsTile.first().textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('table', { name: 'Top pages' }).getByRole('cell', { name: '/products', exact: true })).toBeVisible();

  // Drill-down: from the visitor's first page they went to /products, once.
  await page.getByLabel('Where visitors went next from').fill(startPath);
  await page.getByRole('button', { name: 'Show next pages' }).click();
  const drillDown = page.getByRole('table', { name: `Where visitors went next from ${startPath}` });
  await expect(drillDown.getByRole('row')).toHaveCount(2);
  await expect(drillDown.getByRole('row').nth(1)).toHaveText(/\/products\s*1/);

  // The 7-day preset changes the range and keeps it in the address.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${today()}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  const results = await axeOf(page, 'every rule').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('a range without visits says so, and a backwards range is not sent', async ({ page }) => {
  const login = await page.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  await page.addInitScript(([key, token]) => window.localStorage.setItem(key, token), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  await page.goto('/image-admin/analytics?from=2020-01-01&to=2020-01-07');
  await expect(page.getByText('No visits in this range')).toBeVisible();
  await expect(page.getByText('Excluded: 0 bot visits, 0 admin visits.')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2020-02-01');
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(page).toHaveURL(/from=2020-01-01/);
});
