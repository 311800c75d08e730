import { expect, test, type Page } from '@playwright/test';
import { contact } from '../../web/content/contact.ts';
import { deepDiveByPerspective, foundersDeepDive } from '../../web/content/deepDives.ts';
import { home } from '../../web/content/home.ts';
import { perspectiveInfo } from '../../web/content/perspectives.ts';
import { deepDiveRoutes, mobileMenu } from '../../web/content/site.ts';
import { perspectiveValues as perspectives } from '../../web/generated/vocabulary.ts';
import { themeVar } from '../../web/perspective/themeVariables.ts';
import { gotoHydrated, MOBILE_VIEWPORT, storePerspective, themeVariable, waitForPerspective } from './support.ts';

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('choosing Content Creators changes the hero, the calls to action and the theme, and survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(heroHeading(page)).toHaveText(home.hero.startup_founders.title);
  expect(await themeVariable(page, themeVar.spacing)).toBe('2rem');
  await expect(page.getByRole('link', { name: home.closing.mail.startup_founders.label })).toBeVisible();

  await page.getByRole('button', { name: /Choose perspective/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: perspectiveInfo.startup_founders.label })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: perspectiveInfo.content_creators.label }).click();
  await expect(menu).toBeHidden();
  await waitForPerspective(page, 'content_creators');

  await expect(heroHeading(page)).toHaveText(home.hero.content_creators.title);
  await expect(page.getByRole('link', { name: home.closing.mail.content_creators.label })).toBeVisible();
  await expect(page.getByRole('link', { name: home.closing.mail.startup_founders.label })).toHaveCount(0);
  expect(await themeVariable(page, themeVar.spacing)).toBe('3rem');
  expect(await themeVariable(page, themeVar.headlineWeight)).toBe('600');
  expect(await themeVariable(page, themeVar.bodySize)).toBe('1rem');
  expect(await themeVariable(page, themeVar.containerMaxWidth)).toBe('1100px');
  expect(await themeVariable(page, themeVar.colorPrimary)).toBe('#FE299E');

  await page.reload();
  await expect(heroHeading(page)).toHaveText(home.hero.content_creators.title);
  await expect(page.locator('html')).toHaveAttribute('data-perspective', 'content_creators');
  await expect(page.getByRole('button', { name: /Choose perspective/ })).toContainText(perspectiveInfo.content_creators.label);

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('link', { name: contact.hero.content_creators.ctaText }).first()).toBeVisible();
});

test('an invalid stored perspective falls back to Startup Founders', async ({ page }) => {
  await storePerspective(page, 'time_travellers');
  await gotoHydrated(page, '/');
  await expect(heroHeading(page)).toHaveText(home.hero.startup_founders.title);
  await expect(page.locator('html')).toHaveAttribute('data-perspective', 'startup_founders');
  expect(await themeVariable(page, themeVar.spacing)).toBe('2rem');
});

test('the perspective menu works from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/');
  const trigger = page.getByRole('button', { name: /Choose perspective/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: perspectiveInfo.startup_founders.label })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitemradio', { name: perspectiveInfo.memory_capturers.label })).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPerspective(page, 'memory_capturers');
  await expect(trigger).toBeFocused();
  await expect(heroHeading(page)).toHaveText(home.hero.memory_capturers.title);
});

test('the mobile menu opens, switches perspective and closes after the choice', async ({ page }) => {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: /Choose perspective/ })).toBeHidden();
  const toggle = page.getByRole('button', { name: mobileMenu.openLabel });
  await expect(toggle).toBeEnabled();
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: mobileMenu.closeLabel })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: mobileMenu.perspectiveHeading })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Try Hash/ })).toHaveAttribute('target', '_blank');

  await panel.getByRole('button', { name: perspectiveInfo.memory_capturers.label }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: mobileMenu.openLabel })).toHaveAttribute('aria-expanded', 'false');
  await waitForPerspective(page, 'memory_capturers');
  await expect(heroHeading(page)).toHaveText(home.hero.memory_capturers.title);

  await page.getByRole('button', { name: mobileMenu.openLabel }).click();
  await expect(panel.getByRole('button', { name: perspectiveInfo.memory_capturers.label })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('link', { name: 'Roadmap' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/roadmap$/);
});

for (const perspective of perspectives) {
  test(`the home page's deep-dive link matches ${perspectiveInfo[perspective].label}`, async ({ page }) => {
    await storePerspective(page, perspective);
    await gotoHydrated(page, '/');
    const link = page.locator('#ecosystem').getByRole('link', { name: home.philosophy.byPerspective[perspective].deepDive.label });
    await expect(link).toHaveAttribute('href', deepDiveRoutes[perspective]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${deepDiveRoutes[perspective]}$`));
    await expect(heroHeading(page)).toHaveText(deepDiveByPerspective[perspective].hero.title);
  });
}

test('the founders deep dive has the comparison table with four rows', async ({ page }) => {
  await gotoHydrated(page, '/startup-founders-deep-dive');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([foundersDeepDive.comparison.capabilityHeading, ...foundersDeepDive.comparison.columns]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(table.getByRole('rowheader')).toHaveText(foundersDeepDive.comparison.rows.map((row) => new RegExp(row.capability, 'i')));
});

/** The main element's animation duration at the moment the next perspective fade starts. */
function fadeDurationOfNextSwitch(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.documentElement.classList.contains('perspective-transition')) return;
          observer.disconnect();
          resolve(getComputedStyle(document.querySelector('main')!).animationDuration);
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      }),
  );
}

async function choosePerspective(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Choose perspective/ }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
}

test('a switch fades the content for about a second, and not at all with reduced motion', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(heroHeading(page)).toHaveText(home.hero.startup_founders.title);

  const fade = fadeDurationOfNextSwitch(page);
  await choosePerspective(page, perspectiveInfo.content_creators.label);
  expect(await fade).toBe('1s');
  await waitForPerspective(page, 'content_creators');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reducedFade = fadeDurationOfNextSwitch(page);
  await choosePerspective(page, perspectiveInfo.memory_capturers.label);
  expect(Number.parseFloat(await reducedFade)).toBeLessThan(0.01);
});
