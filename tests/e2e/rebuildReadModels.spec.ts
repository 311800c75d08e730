import { expect, test } from '@playwright/test';
import { ADMIN_SESSION_STORAGE_KEY } from '../../web/auth/adminSession.ts';
import { gotoHydrated } from './support.ts';

/** The password tests/e2e/serve.ts starts the server with. */
const ADMIN_PASSWORD = 'e2e admin password';

test('the event explorer rebuilds the read models while the site serves, shows the progress and the result, and the rebuild arrives in the log', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/admin/auth', { data: { password: ADMIN_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ADMIN_SESSION_STORAGE_KEY, sessionId] as const);
  const page = await context.newPage();
  await gotoHydrated(page, '/image-admin/events');

  const panel = page.getByRole('region', { name: 'Rebuild read models' });
  await panel.getByRole('button', { name: 'Rebuild read models' }).click();
  await expect(panel.getByText('Done', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(/^Rebuilt from [\d,]+ events; the live read models waited \d+ ms for the swap\./)).toBeVisible();
  // the site kept serving: a public page answers at once
  expect((await context.request.get('/api/creative/images')).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('cell', { name: 'ReadModelsRebuilt' }).first()).toBeVisible();
  await context.close();
});
