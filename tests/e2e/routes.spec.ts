import { expect, test } from '@playwright/test';
import { caseStudy } from '../../web/content/caseStudy.ts';
import { contact } from '../../web/content/contact.ts';
import { creatorsDeepDive, familiesDeepDive, foundersDeepDive } from '../../web/content/deepDives.ts';
import { home } from '../../web/content/home.ts';
import { productsPage } from '../../web/content/products.ts';
import { roadmap } from '../../web/content/roadmap.ts';
import { analyticsPage, footer, notFoundPage, pagesInProgress, routeMeta, type RoutePath } from '../../web/content/site.ts';
import { adminLogin } from '../../web/content/imageAdmin.ts';
import { imageDetail } from '../../web/content/imageDetail.ts';
import { collectPageErrors, gotoHydrated } from './support.ts';

/** Every registered route of the site (but /analytics), with the heading it shows first (admin pages: signed out). */
const routes: readonly { readonly url: string; readonly route: RoutePath; readonly heading: string }[] = [
  { url: '/', route: '/', heading: home.hero.startup_founders.title },
  { url: '/products', route: '/products', heading: productsPage.title },
  { url: '/chb-case-study', route: '/chb-case-study', heading: caseStudy.byPerspective.startup_founders.hero.title },
  { url: '/roadmap', route: '/roadmap', heading: roadmap.title },
  { url: '/contact', route: '/contact', heading: contact.hero.startup_founders.title },
  { url: '/startup-founders-deep-dive', route: '/startup-founders-deep-dive', heading: foundersDeepDive.hero.title },
  { url: '/content-creators-deep-dive', route: '/content-creators-deep-dive', heading: creatorsDeepDive.hero.title },
  { url: '/memory-capturers-deep-dive', route: '/memory-capturers-deep-dive', heading: familiesDeepDive.hero.title },
  { url: '/creative-process', route: '/creative-process', heading: pagesInProgress['/creative-process'].title },
  { url: '/image-gallery', route: '/image-gallery', heading: pagesInProgress['/image-gallery'].title },
  { url: '/image-demo', route: '/image-demo', heading: pagesInProgress['/image-demo'].title },
  { url: '/image-admin', route: '/image-admin', heading: adminLogin.title },
  {
    url: '/image-detail/img-founders-hero-geometric-lighthouse',
    route: '/image-detail/:id',
    heading: imageDetail.accessRequired.title,
  },
];

test.describe('every registered route', () => {
  for (const { url, route, heading } of routes) {
    test(`${url} renders its page, title and description without console errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(routeMeta[route].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeMeta[route].description);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('an unknown path shows the 404 text', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundPage.title);
  await expect(page.getByText(notFoundPage.body)).toBeVisible();
  await expect(page).toHaveTitle(routeMeta['*'].title);
});

test('/analytics shows only the development-only text in production', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.locator('main')).toHaveText(analyticsPage.text);
});

test('a route change scrolls to the top and highlights the active link', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.startup_founders.title);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roadmap.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const headerNav = page.getByRole('banner').getByRole('navigation');
  await expect(headerNav.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('aria-current', 'page');
  await expect(headerNav.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current', 'page');
});

test('the header opens Hash in a new tab and the footer carries the copyright and the philosophy link', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const tryHash = page.getByRole('banner').getByRole('link', { name: /Try Hash/ });
  await expect(tryHash).toHaveAttribute('target', '_blank');
  await expect(tryHash).toHaveAttribute('rel', /noopener/);
  const pageFooter = page.getByRole('contentinfo');
  await expect(pageFooter).toContainText(footer.copyright);
  await expect(pageFooter.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/);
  await pageFooter.getByRole('link', { name: 'Philosophy' }).click();
  await expect(page).toHaveURL(/\/#ecosystem$/);
  await expect(page.locator('#ecosystem')).toBeInViewport();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/products');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
