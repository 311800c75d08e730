import { createHash } from 'node:crypto';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { MemoryState } from '../store/memoryState.ts';
import { readEvents, type ReadOptions } from '../store/readEvents.ts';
import { registry } from '../registry.ts';
import { SHADOW_SCHEMA } from './shadowSchema.ts';
import { positionAtTime } from '../store/positionAtTime.ts';

export interface ReplayOptions {
  batchSize?: number;
  until?: bigint;
  untilTime?: string;
  onProgress?: (replayed: number, total: number) => void;
}

export interface ReplayResult {
  events: number;
  lastPosition: bigint;
  milliseconds: number;
  digest: string;
}

const earliest = (a: bigint | undefined, b: bigint) => (a === undefined || b < a ? b : a);

/** Folds the log, read in batches, into in-memory read models through the projections' ops. */
export async function foldLog(db: SqlExecutor, options: ReplayOptions = {}): Promise<{ state: MemoryState; events: number; lastPosition: bigint }> {
  const batchSize = options.batchSize ?? 5000;
  const until = options.untilTime === undefined ? options.until : earliest(options.until, await positionAtTime(db, options.untilTime));
  const [{ total }] = (await db.query<{ total: bigint }>(
    'SELECT count(*)::int8 AS total FROM events WHERE ($1::int8 IS NULL OR global_position <= $1::int8)',
    [until === undefined ? null : String(until)],
  )) as [{ total: bigint }];
  const state = new MemoryState(registry.tables);
  const read: ReadOptions = { limit: batchSize, until };
  let after = 0n;
  let count = 0;
  for (;;) {
    const batch = await readEvents(db, registry, { ...read, after });
    for (const event of batch) {
      for (const op of registry.opsFor(event)) state.apply(op);
    }
    count += batch.length;
    after = batch.at(-1)?.globalPosition ?? after;
    options.onProgress?.(count, Number(total));
    if (batch.length < batchSize) break;
  }
  return { state, events: count, lastPosition: after };
}

/** Rebuilds every read model from the log in one transaction: readers see the old state until it commits. */
export async function replayIntoLiveModels(db: Database, options: ReplayOptions = {}): Promise<ReplayResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${registry.tables.names.map((table) => `"${table}"`).join(', ')}`);
    const { state, events, lastPosition } = await foldLog(tx, options);
    await state.flush(tx);
    const digest = await readModelDigest(tx);
    return { events, lastPosition, milliseconds: performance.now() - started, digest };
  });
}

export interface SchemaReplayResult extends ReplayResult {
  schema: string;
}

const REPLAY_SCHEMA_MARK = 'chb read models replayed from the event log';
const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Builds the read models as they were at a point of the log into their own schema, beside the live ones
 * (named replay_<last position> unless given). A schema an earlier replay made is replaced; any other is refused.
 */
export async function replayIntoSchema(db: Database, options: ReplayOptions & { schema?: string } = {}): Promise<SchemaReplayResult> {
  const started = performance.now();
  if (options.schema !== undefined && (!schemaName.test(options.schema) || options.schema === 'public' || options.schema.startsWith('pg_'))) {
    throw new Error(`schema: "${options.schema}" is not allowed; use lower-case letters, digits and _ (not public or pg_*)`);
  }
  if (options.schema === SHADOW_SCHEMA) {
    throw new Error(`schema: "${SHADOW_SCHEMA}" is where npm run replay rebuilds the live read models; choose another --schema`);
  }
  const { state, events, lastPosition } = await foldLog(db, options);
  const schema = options.schema ?? `replay_${lastPosition}`;
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ mark: string | null }>(
      "SELECT obj_description(oid, 'pg_namespace') AS mark FROM pg_namespace WHERE nspname = $1",
      [schema],
    );
    if (existing && existing.mark !== REPLAY_SCHEMA_MARK) {
      throw new Error(`schema: "${schema}" already exists and was not made by a replay; choose another --schema`);
    }
    if (existing) await tx.query(`DROP SCHEMA "${schema}" CASCADE`);
    await tx.query(`CREATE SCHEMA "${schema}"`);
    await tx.query(`COMMENT ON SCHEMA "${schema}" IS '${REPLAY_SCHEMA_MARK}'`);
    for (const table of registry.tables.names) {
      await tx.query(`CREATE TABLE "${schema}"."${table}" (LIKE public."${table}" INCLUDING ALL)`);
    }
    await state.flush(tx, schema);
    const digest = await readModelDigest(tx, schema);
    return { schema, events, lastPosition, milliseconds: performance.now() - started, digest };
  });
}

/** A hash of every read-model row, in primary-key order: equal digests mean equal read models. */
export async function readModelDigest(db: SqlExecutor, schema = 'public'): Promise<string> {
  const hash = createHash('sha256');
  for (const table of registry.tables.names) {
    const order = registry.tables.primaryKey(table).map((column) => `"${column}"`).join(', ');
    const [row] = await db.query<{ digest: string | null; rows: bigint }>(
      `SELECT md5(string_agg(to_jsonb(t)::text, E'\\n' ORDER BY ${order})) AS digest, count(*)::int8 AS rows FROM "${schema}"."${table}" t`,
    );
    hash.update(`${table}:${row?.rows ?? 0}:${row?.digest ?? ''}\n`);
  }
  return hash.digest('hex');
}
