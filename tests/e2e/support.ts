import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PERSPECTIVE_STORAGE_KEY } from '../../web/perspective/perspectiveStorage.ts';
import type { Perspective } from '../../web/generated/vocabulary.ts';

export const MOBILE_VIEWPORT = { width: 375, height: 812 };

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the page with the rules asked for, run in the page itself (axe's legacy mode). The default mode runs axe in every
 * frame and then finishes in a blank page it opens and sends the partial results to: measured 1.7-2x the
 * time (/contact 2.0-2.4 s against 1.2-1.3 s, /creative-process 5.8-7.3 s against 3.4-4.0 s, the same
 * passes and violations). What only the default mode adds is cross-origin frames, which the site has none of.
 */
export function axeOf(page: Page, rules: 'WCAG AA' | 'WCAG AA and best practice' | 'every rule'): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules === 'every rule') return builder;
  return builder.withTags(rules === 'WCAG AA' ? WCAG_AA_TAGS : [...WCAG_AA_TAGS, 'best-practice']);
}

/** Starts the page with a perspective already stored, as a returning visitor would have it. */
export async function storePerspective(page: Page, value: Perspective | string): Promise<void> {
  await page.addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [PERSPECTIVE_STORAGE_KEY, value] as const);
}

/** Console errors and uncaught exceptions seen by the page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Resolves once a perspective switch has finished (flag lowered, fade over). */
export async function waitForPerspective(page: Page, perspective: Perspective): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.documentElement.dataset.perspective === expected &&
      !document.documentElement.classList.contains('perspective-transition') &&
      document.querySelector('main')?.getAttribute('aria-busy') !== 'true',
    perspective,
  );
}

export function themeVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
}

/** Resolves once the page has hydrated: the Semi launcher joins the page only then. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.getByTestId('semi-chat-launcher').waitFor();
}

/** Opens a prerendered page and waits until it has hydrated, so that no click on it is lost. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}
