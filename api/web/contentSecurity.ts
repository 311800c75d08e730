import { createHash } from 'node:crypto';
import { PERSPECTIVE_BOOT_SCRIPT } from '../../web/perspective/perspectiveBootScript.ts';

/** CSP source for one inline script: its exact text's SHA-256, so nothing else inline may run. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Script sources of the site: its own files and the perspective script in every page's <head>. */
export const scriptSources = ["'self'", inlineScriptSource(PERSPECTIVE_BOOT_SCRIPT)];
