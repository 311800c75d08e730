import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support.ts';

const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';

/** Issue 14, item 11: GraphiQL works under its own strict Content-Security-Policy (here running its example tabs). */
test('GraphiQL runs a query and a subscription under its strict policy, with no policy violation', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  const response = await page.goto('/graphql', { waitUntil: 'load' });
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

  const run = async (tab: string) => {
    await page.locator('.graphiql-tab-button', { hasText: tab }).click();
    // GraphiQL takes the switched-to tab's operation name a moment after showing its document: run at once, it sent
    // the new document under the previous tab's name ('Cannot infer operation ImagesPage', 1 run in 4 without a
    // trace recording between the clicks). A person does not click that fast: run once GraphiQL has saved the switch.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const saved = JSON.parse(localStorage.getItem('graphiql:tabState') ?? 'null') as { activeTabIndex: number; tabs: { operationName: string | null }[] } | null;
          return saved?.tabs[saved.activeTabIndex]?.operationName;
        }),
      )
      .toBe(tab);
    await page.locator('.graphiql-execute-button').click();
  };
  // the opening tab runs as it is, with its own variables (perspective startup_founders)
  await page.locator('.graphiql-execute-button').click();
  await expect(page.locator('.graphiql-response')).toContainText('"perspective": "startup_founders"');
  await expect(page.locator('.graphiql-response')).not.toContainText('content_creators');

  // graphql-ws on the same origin: a download made meanwhile arrives live (the tab watches IMAGE_ID)
  await run('ImageChanged');
  await expect(async () => {
    expect((await page.request.post(`/api/creative/images/${IMAGE_ID}/download`)).ok()).toBe(true);
    await expect(page.locator('.graphiql-response')).toContainText('"imageChanged"', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

/** Issue 20, item 2: a playground that teaches opens with its example operations, one tab each. */
test('GraphiQL opens with the five example tabs, a click switches tabs, and the history tab has a placeholder Authorization header', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-tab-button')).toHaveText(['ImagesPage', 'ImageWithHistory', 'DownloadImage', 'ImageChanged', 'AdminEventLog']);
  await expect(page.locator('.graphiql-query-editor')).toContainText('A page of gallery images');

  await page.locator('.graphiql-tab-button', { hasText: 'ImageWithHistory' }).click();
  await expect(page.locator('.graphiql-tab-active .graphiql-tab-button')).toHaveText('ImageWithHistory');
  await page.getByRole('button', { name: 'Headers' }).click();
  await expect(page.locator('.graphiql-editor-tool')).toContainText('"Authorization": "Bearer <sessionId from adminLogin>"');
  expect(errors).toEqual([]);
});
