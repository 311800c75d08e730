import { expect, test, type Page } from '@playwright/test';
import { imageDemo } from '../../web/content/imageDemo.ts';
import { axeOf, gotoHydrated } from './support.ts';

const copy = imageDemo;

async function generate(page: Page): Promise<Buffer> {
  const results = page.getByTestId('demo-result');
  const before = await results.count();
  await page.getByRole('button', { name: copy.controls.generate }).click();
  await expect(results).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(page.getByText(copy.toasts.success.title)).toBeVisible();
  const src = await results.first().locator('img').getAttribute('src');
  const response = await page.request.get(src ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('image/');
  return response.body();
}

test.describe('Image demo', () => {
  test('shows every control with the defaults of the specification', async ({ page }) => {
    await gotoHydrated(page, '/image-demo');
    await expect(page.getByText(copy.badge)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const slider = page.getByRole('slider');
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    await expect(slider).toHaveAttribute('step', '10');
    await expect(page.getByText(copy.controls.minimalismMin)).toBeVisible();
    await expect(page.getByText(copy.controls.minimalismMax)).toBeVisible();
    await expect(page.getByLabel(copy.controls.background)).toHaveValue('transparent');
    await expect(page.getByLabel(copy.controls.palette)).toHaveValue('vibrant');
    await expect(page.getByLabel(copy.controls.aspectRatio)).toHaveValue('16:9');
    await expect(page.getByLabel(copy.controls.seed)).toHaveValue('42');
    await expect(page.getByLabel(copy.controls.prompt)).toHaveValue(/Garden of Eden/);
  });

  test('generates an image for the defaults, the same image again for the same seed and prompt, and another for another seed', async ({ page }) => {
    await gotoHydrated(page, '/image-demo');
    const first = await generate(page);
    const again = await generate(page);
    expect(again.equals(first)).toBe(true);
    await expect(page.getByTestId('demo-result').first().getByText(copy.results.seed(42))).toBeVisible();

    await page.getByLabel(copy.controls.seed).fill('7');
    const other = await generate(page);
    expect(other.equals(first)).toBe(false);
    await expect(page.getByTestId('demo-result').first().getByText(copy.results.seed(7))).toBeVisible();
  });

  test('a seed of zero falls back to 42', async ({ page }) => {
    await gotoHydrated(page, '/image-demo');
    await page.getByLabel(copy.controls.seed).fill('0');
    await generate(page);
    await expect(page.getByTestId('demo-result').first().getByText(copy.results.seed(42))).toBeVisible();
  });

  test("'show sample' prepends the sample of the current perspective", async ({ page }) => {
    await gotoHydrated(page, '/image-demo');
    await page.getByRole('button', { name: copy.controls.showSample }).click();
    await expect(page.getByText(copy.toasts.sample.title)).toBeVisible();
    await expect(page.getByText(copy.toasts.sample.description('Startup Founders'))).toBeVisible();
    const first = page.getByTestId('demo-result').first();
    await expect(first).toHaveAttribute('data-kind', 'sample');
    const src = await first.locator('img').getAttribute('src');
    expect((await page.request.get(src ?? '')).ok()).toBe(true);
  });

  test('axe finds no serious or critical violation on /image-demo, with results shown', async ({ page }) => {
    await gotoHydrated(page, '/image-demo');
    await page.getByRole('button', { name: copy.controls.showSample }).click();
    await expect(page.getByTestId('demo-result')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const results = await axeOf(page, 'WCAG AA').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  });
});
