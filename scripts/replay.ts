/**
 * `npm run replay`: rebuild every read model from the event log, while the site keeps serving (a shadow
 * schema swapped in at the end), and print a digest.
 * `npm run replay -- --until <global position | ISO time> [--schema <name>]`: build the read models as they
 * were then into their own schema, leaving the live ones alone.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../api/config.ts';
import { parseLogPoint, type LogPoint } from '../events/store/logPoint.ts';
import { rebuildReadModels } from '../events/maintenance/rebuild.ts';
import { replayIntoSchema, type ReplayOptions } from '../events/maintenance/replay.ts';
import { EventStore } from '../events/store/store.ts';
import type { Database } from '../prisma/database.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';
import { registry } from '../events/registry.ts';

let point: LogPoint | undefined;
let schema: string | undefined;
try {
  const { values } = parseArgs({ options: { until: { type: 'string' }, schema: { type: 'string' } } });
  point = values.until === undefined ? undefined : parseLogPoint(values.until);
  if (values.schema !== undefined && !point) throw new Error('--schema: only with --until (a full replay rebuilds the live read models)');
  schema = values.schema;
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** Replaying past the end of the log is allowed; say so, since the result is then simply the present. */
async function noteBeyondTheLog(db: Database, target: LogPoint): Promise<void> {
  const last = await new EventStore(db, registry).lastPosition();
  if ('until' in target && target.until > last) console.log(`note: the log ends at position ${last}; replaying all of it`);
  if ('untilTime' in target && Date.parse(target.untilTime) > Date.now()) console.log(`note: ${target.untilTime} is in the future; replaying the whole log`);
}

const config = loadConfig();
let failed = false;
const db = await openCliDatabase(config);
const bar = process.stdout.isTTY
  ? new cliProgress.SingleBar({ format: 'replay [{bar}] {value}/{total} events' }, cliProgress.Presets.shades_classic)
  : undefined;
try {
  await applyMigrations(db);
  if (point) await noteBeyondTheLog(db, point);
  bar?.start(0, 0);
  const options: ReplayOptions = {
    ...point,
    onProgress: (done, total) => {
      bar?.setTotal(total);
      bar?.update(done);
    },
  };
  const result = point
    ? await replayIntoSchema(db, { ...options, schema })
    : await rebuildReadModels(db, { onProgress: ({ events, total }) => options.onProgress?.(events, total) });
  bar?.stop();
  const seconds = result.milliseconds / 1000;
  console.log(`database:      ${db.kind}`);
  if ('schema' in result) console.log(`schema:        ${result.schema}`);
  console.log(`events:        ${result.events}`);
  console.log(`last position: ${result.lastPosition}`);
  console.log(`time:          ${seconds.toFixed(2)} s (${Math.round(result.events / Math.max(seconds, 1e-9))} events/s)`);
  if ('swapMilliseconds' in result) console.log(`swap:          ${Math.round(result.swapMilliseconds)} ms (the live read models waited this long)`);
  console.log(`digest:        ${result.digest}`);
} catch (error) {
  bar?.stop();
  console.error((error as Error).message);
  failed = true;
} finally {
  bar?.stop();
  await db.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and on PostgreSQL a pool the
// migration runner opened keeps the process alive for its 10 s idle timeout.
process.exit(failed ? 1 : 0);
