/**
 * How the embedded database is opened so that it holds little memory (issue 32, measured in
 * bench/REPORT.md's memory breakdown):
 * - PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory; a site's
 *   read models fit in a fraction of it, and the in-memory catalog answers most reads anyway.
 * - initdb, which PGlite runs on a first start, grows that WebAssembly memory by about 500 MB, which
 *   the process never gives back. A first start runs it in a short-lived child process instead: the
 *   server opens a data directory that already exists.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../projectRoot.ts';

/** PGlite's own defaults (its `--single` mode, no parallel workers) and a small buffer cache. */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Imports PGlite from the checkout (the child's working directory) and lets it create the directory given. */
const INITDB_SCRIPT = `const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;

/** Creates the PGlite data directory in a child process when it does not hold a database yet. */
export async function initPGliteDirectory(directory: string): Promise<void> {
  if (existsSync(join(directory, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT, directory], { cwd: projectRoot });
}
