import { expect, test } from '@playwright/test';
import { collectPageErrors } from './support.ts';

/** Issue 20, item 3: the REST reference renders from our origin under the site's policy. */
test('the REST reference page lists the operations with no console error or policy violation', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  const response = await page.goto('/api/docs');
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/creative\/images\/\{id\}\/download$/ })).toBeVisible();
  await expect(page.locator('.opblock-tag-section')).toHaveCount(9);
  expect(errors).toEqual([]);
});
