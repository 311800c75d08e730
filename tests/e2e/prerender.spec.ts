import { expect, test, type Page } from '@playwright/test';
import { caseStudy } from '../../web/content/caseStudy.ts';
import { contact } from '../../web/content/contact.ts';
import { creativeJourney } from '../../web/content/creativeJourney.ts';
import { creatorsDeepDive, familiesDeepDive, foundersDeepDive } from '../../web/content/deepDives.ts';
import { home } from '../../web/content/home.ts';
import { imageDemo } from '../../web/content/imageDemo.ts';
import { productsPage } from '../../web/content/products.ts';
import { roadmap } from '../../web/content/roadmap.ts';
import { footer, mobileMenu, pagesInProgress, routeMeta } from '../../web/content/site.ts';
import { publicRoutes, type PublicRoute } from '../../web/ssr/publicRoutes.ts';
import { collectPageErrors, MOBILE_VIEWPORT, storePerspective } from './support.ts';

/** A public route's first heading and a text from far down the page: both must be in the HTML itself. */
const copy: Record<PublicRoute, { readonly heading: string; readonly later: string }> = {
  '/': { heading: home.hero.startup_founders.title, later: home.closing.title.startup_founders },
  '/products': { heading: productsPage.title, later: productsPage.workTogether.title },
  '/chb-case-study': {
    heading: caseStudy.byPerspective.startup_founders.hero.title,
    later: caseStudy.byPerspective.startup_founders.closingCta.title,
  },
  '/roadmap': { heading: roadmap.title, later: roadmap.closingCta.title },
  '/contact': { heading: contact.hero.startup_founders.title, later: contact.faq.items[0]!.question },
  '/startup-founders-deep-dive': { heading: foundersDeepDive.hero.title, later: foundersDeepDive.closing.title },
  '/content-creators-deep-dive': { heading: creatorsDeepDive.hero.title, later: creatorsDeepDive.closing.title },
  '/memory-capturers-deep-dive': { heading: familiesDeepDive.hero.title, later: familiesDeepDive.closing.title },
  '/creative-process': { heading: pagesInProgress['/creative-process'].title, later: footer.copyright },
  '/image-gallery': { heading: pagesInProgress['/image-gallery'].title, later: footer.copyright },
  '/image-demo': { heading: imageDemo.title, later: imageDemo.results.title },
};

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route} shows its full copy, title and description`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[route].heading);
      await expect(page.getByText(copy[route].later, { exact: true }).first()).toBeAttached();
      await expect(page).toHaveTitle(routeMeta[route].title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeMeta[route].description);
    });
  }

  test('the navigation is made of real links that work without JavaScript', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.title);
  });

  test('controls that cannot work without JavaScript are disabled: the menus, the journey tabs and the demo form', async ({ page }) => {
    await page.goto('/creative-process');
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.gallery })).toBeDisabled();
    await page.goto('/image-demo');
    await expect(page.getByRole('button', { name: /Choose perspective/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: imageDemo.controls.generate })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: imageDemo.controls.prompt })).toBeDisabled();
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expect(page.getByRole('button', { name: mobileMenu.openLabel })).toBeDisabled();
  });

  test('the hero image is a <picture> of the files served by hash (AVIF, WebP, fallback), preloaded in the head in the best format, with explicit dimensions', async ({ page, request }) => {
    await page.goto('/chb-case-study');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const picture = page.locator('main picture').first();
    const hero = picture.locator('img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{64}\.(jpg|png) 480w, /);
    await expect(hero).toHaveAttribute('sizes', /.+/);
    const avif = picture.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{64}\.avif 480w, /);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /^\/media\/[0-9a-f]{64}\.webp 480w, /);
    expect(await preload.getAttribute('type')).toBe('image/avif');
    expect(await preload.getAttribute('imagesrcset')).toBe(await avif.getAttribute('srcset'));
    expect(await preload.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'));
    // The prerendered page names files the server serves (a seed blob missing yet is rendered on demand).
    const served = await request.get((await hero.getAttribute('src')) ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
  });

  test('the page is themed by its stylesheet alone, in the default perspective colours', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-perspective', 'startup_founders');
    expect(await backgroundColour(page)).toBe('rgb(248, 250, 252)');
  });
});

function backgroundColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** What the page looked like at its first frame with a body: recorded before any of the site's scripts run. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = () => {
      const state = {
        perspective: document.documentElement.getAttribute('data-perspective'),
        background: getComputedStyle(document.body).backgroundColor,
        heading: document.querySelector('h1')?.textContent ?? null,
      };
      Object.assign(window, { firstFrame: state });
    };
    const onFrame = () => (document.body ? record() : requestAnimationFrame(onFrame));
    requestAnimationFrame(onFrame);
  });
}

test('a visitor with Content Creators stored sees no flash of the founders theme', async ({ page }) => {
  const errors = collectPageErrors(page);
  await storePerspective(page, 'content_creators');
  await recordFirstFrame(page);
  await page.goto('/');
  const firstFrame = await page.waitForFunction(() => (window as { firstFrame?: unknown }).firstFrame).then((handle) => handle.jsonValue());
  // Creators' background (#FAF5FF) from the first frame on; the prerendered copy is the founders' until hydration.
  expect(firstFrame).toMatchObject({ perspective: 'content_creators', background: 'rgb(250, 245, 255)' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.content_creators.title);
  await expect(page.getByRole('button', { name: /Choose perspective/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe('hydration', () => {
  for (const route of publicRoutes) {
    test(`${route} hydrates without console errors, also with a stored perspective`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await storePerspective(page, 'memory_capturers');
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-perspective', 'memory_capturers');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('a page opened with a query string renders the state it names over the prerendered default', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/creative-process?tab=gallery');
    await expect(page.getByRole('tab', { name: creativeJourney.tabs.gallery })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the hydrated page is interactive: the perspective menu switches the copy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Choose perspective/ }).click();
    await page.getByRole('menuitemradio', { name: /Content Creators/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.content_creators.title);
  });
});

test('sitemap.xml lists every public route as an absolute URL and nothing private', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locations.sort()).toEqual([...publicRoutes].sort());
});

test('robots.txt keeps crawlers out of the admin, detail and analytics pages and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /image-admin');
  expect(text).toContain('Disallow: /image-detail/');
  expect(text).toContain('Disallow: /analytics');
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test.describe('caching and compression', () => {
  test('pages are sent brotli-compressed, must be revalidated, and revalidate with their ETag', async ({ request }) => {
    const response = await request.get('/products', { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['etag']).toBeTruthy();
    expect(await response.text()).toContain('<h1');

    const revalidated = await request.get('/products', { headers: { 'if-none-match': headers['etag']! } });
    expect(revalidated.status()).toBe(304);
  });

  test('hashed assets are immutable for a year and sent brotli-compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a client that accepts no compression gets the page as it is', async ({ request }) => {
    const response = await request.get('/roadmap', { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers()['content-encoding']).toBeUndefined();
    expect(await response.text()).toContain(roadmap.title);
  });
});
