import { createHash } from 'node:crypto';
import { PERSPECTIVE_BOOT_SCRIPT } from '../../web/perspective/perspectiveBootScript.ts';
import { AFTER_PAINT_LOADER_SCRIPT } from '../../web/ssr/afterPaintLoader.ts';

/** CSP source for one inline script: its exact text's SHA-256, so nothing else inline may run. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Script sources of the site: its own files, the perspective script in every page's <head> and the
 * prerendered pages' after-paint loader.
 */
export const scriptSources = ["'self'", inlineScriptSource(PERSPECTIVE_BOOT_SCRIPT), inlineScriptSource(AFTER_PAINT_LOADER_SCRIPT)];
