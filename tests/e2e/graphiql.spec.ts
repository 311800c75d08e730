import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support.ts';

const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';

/** Issue 14, item 11: GraphiQL works under its own strict Content-Security-Policy. */
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

  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.waitFor();
  const run = async (text: string) => {
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
    await page.locator('.graphiql-execute-button').click();
  };
  await run('{ images(limit: 1) { total } }');
  await expect(page.locator('.graphiql-response')).toContainText('"total"');

  // graphql-ws on the same origin: a download made meanwhile arrives live
  await run(`subscription { imageChanged(id: "${IMAGE_ID}") { downloadCount } }`);
  await expect(async () => {
    expect((await page.request.post(`/api/creative/images/${IMAGE_ID}/download`)).ok()).toBe(true);
    await expect(page.locator('.graphiql-response')).toContainText('"downloadCount"', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(errors).toEqual([]);
});
