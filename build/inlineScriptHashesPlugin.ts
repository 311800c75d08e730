/**
 * Vite plugin of the client build: writes inline-script-hashes.json beside index.html, the CSP
 * sources of the two scripts the build inlines into pages (the perspective script in every <head>,
 * the prerendered pages' after-paint loader). The server allows exactly these, without knowing the
 * client's code.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { INLINE_SCRIPT_HASHES_FILE } from '../api/site/inlineScriptHashes.ts';
import { AFTER_PAINT_LOADER_SCRIPT } from '../web/ssr/afterPaintLoader.ts';
import { PERSPECTIVE_BOOT_SCRIPT } from '../web/perspective/perspectiveBootScript.ts';

/** CSP source for one inline script: its exact text's SHA-256, so nothing else inline may run. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function writeInlineScriptHashes(): Plugin {
  return {
    name: 'chb-inline-script-hashes',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const scriptSources = [PERSPECTIVE_BOOT_SCRIPT, AFTER_PAINT_LOADER_SCRIPT].map(inlineScriptSource);
      this.emitFile({ type: 'asset', fileName: INLINE_SCRIPT_HASHES_FILE, source: `${JSON.stringify({ scriptSources }, null, 2)}\n` });
    },
  };
}
