import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by the client build (build/inlineScriptHashesPlugin.ts) beside index.html. */
export const INLINE_SCRIPT_HASHES_FILE = 'inline-script-hashes.json';

const inlineScriptHashesSchema = z.object({ scriptSources: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)) });

/**
 * The CSP sources of the inline scripts the client build put into its pages. Without a build there
 * are no pages, so no inline script is allowed at all.
 */
export function readInlineScriptSources(clientBuildDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(clientBuildDir, INLINE_SCRIPT_HASHES_FILE), 'utf8');
  } catch {
    return [];
  }
  return inlineScriptHashesSchema.parse(JSON.parse(text)).scriptSources;
}
