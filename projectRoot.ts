import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root (the folder of package.json), from the sources (tsx, tests) and from the
 * compiled server in dist/server alike, so files read at run time (migrations, the knowledge base,
 * the client build) are found from either.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the checkout, given relative to its root. */
export const projectPath = (...segments: string[]) => join(projectRoot, ...segments);
