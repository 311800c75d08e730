import { expect, test, type Page } from '@playwright/test';
import { perspectiveValues as perspectives, type Perspective } from '../../web/generated/vocabulary.ts';
import { axeOf, MOBILE_VIEWPORT, storePerspective } from './support.ts';

/** Every public route (the admin pages are checked with their own issue). */
const publicRoutes = [
  '/',
  '/products',
  '/chb-case-study',
  '/roadmap',
  '/contact',
  '/startup-founders-deep-dive',
  '/content-creators-deep-dive',
  '/memory-capturers-deep-dive',
  '/creative-process',
  '/image-gallery',
  '/image-demo',
  '/no-such-page',
];

const viewports = { desktop: { width: 1280, height: 900 }, mobile: MOBILE_VIEWPORT } as const;

async function seriousViolations(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const results = await axeOf(page, 'WCAG AA and best practice').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${name} size`, () => {
    test.use({ viewport });
    for (const url of publicRoutes) {
      test(`${url} has no serious or critical violation`, async ({ page }) => {
        expect(await seriousViolations(page, url)).toEqual([]);
      });
    }
  });
}

/** Contrast depends on the theme: the richest pages once more in the two other perspectives. */
const otherPerspectives: readonly Perspective[] = perspectives.filter((perspective) => perspective !== 'startup_founders');
for (const perspective of otherPerspectives) {
  for (const url of ['/', '/products', '/contact', '/startup-founders-deep-dive']) {
    test(`${url} as ${perspective} has no serious or critical violation`, async ({ page }) => {
      await storePerspective(page, perspective);
      expect(await seriousViolations(page, url)).toEqual([]);
    });
  }
}
