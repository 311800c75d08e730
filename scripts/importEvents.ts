/** `npm run events:import -- <file.ndjson>`: an exported log and the read models built from it, into an empty database, all or nothing. */
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadConfig } from '../api/config.ts';
import { importEvents } from '../events/maintenance/import.ts';
import { readModelDigest } from '../events/maintenance/replay.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length) {
  console.error('usage: npm run events:import -- <file.ndjson>');
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`${file}: no such file`);
  process.exit(1);
}

/** Opens the file only when the import starts reading: readline drops lines emitted before anyone iterates. */
async function* linesOf(path: string): AsyncGenerator<string> {
  yield* createInterface({ input: createReadStream(path), crlfDelay: Infinity });
}

const config = loadConfig();
let failed = false;
const db = await openCliDatabase(config);
try {
  await applyMigrations(db);
  const imported = await importEvents(db, linesOf(file));
  console.log(`imported:      ${imported.events} events (last position ${imported.lastPosition})`);
  console.log(`digest:        ${await readModelDigest(db)}`);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  failed = true;
} finally {
  await db.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and on PostgreSQL a pool the
// migration runner opened keeps the process alive for its 10 s idle timeout.
process.exit(failed ? 1 : 0);
