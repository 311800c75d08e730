/**
 * `npm run events:export -- [--format ndjson|csv] [--out file] [--types A,B] [--stream id] [--from time]
 * [--to time] [--after position] [--until position] [--as-stored]`: the log, streamed to stdout or a file, each
 * event in its current version (upcast), or with --as-stored as it is stored.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { exportRequestSchema, writeExport, type ExportRequest } from '../events/maintenance/export.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';

const text = { type: 'string' } as const;

let request: ExportRequest;
let out: string | undefined;
try {
  const { values } = parseArgs({
    options: { out: text, format: text, types: text, stream: text, from: text, to: text, after: text, until: text, 'as-stored': { type: 'boolean' } },
  });
  const { out: file, 'as-stored': asStored, ...filters } = values;
  out = file;
  const parsed = exportRequestSchema.safeParse({ ...filters, asStored });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
  request = parsed.data;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = loadConfig();
let failed = false;
const db = await openCliDatabase(config);
try {
  await applyMigrations(db);
  await writeExport(db, request, out ? createWriteStream(out) : process.stdout);
  if (out) console.error(`wrote ${out}`);
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await db.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and on PostgreSQL a pool the
// migration runner opened keeps the process alive for its 10 s idle timeout.
process.exit(failed ? 1 : 0);
