import type { Database, Row, SqlExecutor } from '../../prisma/database.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { MemoryState } from '../store/memoryState.ts';
import { opToSql } from '../store/sqlOps.ts';
import { readModelDigest } from './replay.ts';
import { SHADOW_SCHEMA } from './shadowSchema.ts';
import { registry } from '../registry.ts';
import { dropRowsOfRewrittenVisitorEvents, logRewriteEventTypes } from '../analytics/logRewrite.ts';

export type RebuildPhase = 'folding' | 'writing' | 'catching up' | 'swapping';
/** The phases, and the moment just after the swap has committed (the live tables are the rebuilt ones). */
export type RebuildPause = RebuildPhase | 'swapped';

export interface RebuildProgress {
  phase: RebuildPhase;
  /** Events folded so far (the catch-up's included). */
  events: number;
  /** Events in the log when the rebuild started. */
  total: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /**
   * How long one swap attempt may wait for the live tables before it lets go and tries again (default 100 ms).
   * While the swap waits for its lock every read and append of those tables queues behind it, so this is
   * the longest a swap that cannot get the lock can hold the site up.
   */
  lockTimeoutMs?: number;
  /** How long the swap keeps trying (quiet moments looked for, attempts, pauses between) before it gives up (default 10 minutes). */
  swapDeadlineMs?: number;
  /**
   * Awaited as each phase begins, and once just after the swap has committed: a test holds the rebuild
   * there (reads and appends must go on meanwhile).
   */
  onPhase?: (phase: RebuildPause) => void | Promise<void>;
  /** A shadow schema marked longer ago than this is a rebuild that stopped, which another may drop (default 60 s). */
  staleAfterMs?: number;
}

export interface RebuildResult {
  events: number;
  lastPosition: bigint;
  milliseconds: number;
  /** How long the live read models were locked for the swap. */
  swapMilliseconds: number;
  digest: string;
}

const SHADOW_MARK = 'chb read models being rebuilt';
/** A rebuild marks its shadow schema this often (or a sixth of the staleness, if shorter); a mark older than STALE_AFTER_MS is a rebuild that stopped. */
const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 60_000;
/** Events applied to the shadow per catch-up transaction: each holds a transaction id, which holds back every settled follower (and so a writer's read-your-writes) until it commits. */
const CATCH_UP_CHUNK = 100;
/** Events folded between two turns of the event loop. */
const FOLD_SLICE = 500;
/** A transaction holding a lock on a live table for longer than this is a long one the swap's lock request would queue behind. */
const LONG_HOLDER_MS = 20;

/**
 * Lets timers and sockets run between two steps. PGlite answers in the same thread without ever leaving
 * the microtask queue, so a rebuild inside the server would otherwise hold every request until it ends.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Commit-safe position in the log, as the live follower keeps it: (transaction id, global position). */
interface Cursor {
  transactionId: string;
  position: bigint;
}

/**
 * Rebuilds every read model without stopping the site. The log is folded in batches of short reads, the
 * result written into a shadow schema in short statements, then the events appended meanwhile are
 * applied to the shadow until it has caught up, and one short transaction applies the last few,
 * swaps the shadow tables in and drops the old ones. Reads and appends go on throughout; they wait only
 * for the swap. The live tables keep their names, indexes and constraints, as the migrations made them.
 *
 * What used to stall the site (issue 32): a swap whose ACCESS EXCLUSIVE request waited behind a long
 * transaction on one live table (up to lock_timeout, 2 s, five times) had every later read and append of
 * the live tables queue behind it, while the swap it then reported counted only the time after it got the
 * lock; and catch-up transactions of up to 5,000 events held a transaction id for seconds, so every settled
 * follower, and the writers waiting to read their own write through it (a download), waited for them. Now
 * the catch-up commits every CATCH_UP_CHUNK events, the lock is requested only when no long transaction holds
 * a live table, with a short lock_timeout, and retried after a short pause until swapDeadlineMs.
 */
export async function rebuildReadModels(db: Database, options: RebuildOptions = {}): Promise<RebuildResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 5000;
  const [{ total }] = (await db.query<{ total: bigint }>('SELECT count(*)::int8 AS total FROM events')) as [{ total: bigint }];
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  let reached: RebuildPhase | undefined;
  const progress = async (phase: RebuildPhase, events: number) => {
    if (phase !== reached) {
      reached = phase;
      await options.onPhase?.(phase);
    }
    options.onProgress?.({ phase, events, total: Number(total) });
  };

  // Forgetting a visitor and retention rewrite the log in place (events/analytics/logRewrite.ts): what the
  // fold read of a visitor may be gone by the time the shadow is written, and catching up reads only newer
  // events. A rewrite records itself with an event; one from a transaction that had not ended when the rebuild
  // began may have come after the fold read what it rewrote, and the shadow then loses those rows again.
  const [{ began }] = (await db.query<{ began: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS began')) as [{ began: string }];
  let rewrittenMeanwhile = false;
  const noteRewrites = (rows: readonly { type: string; xid: string }[]) => {
    if (rows.some((row) => logRewriteEventTypes.has(row.type) && BigInt(row.xid) >= BigInt(began))) rewrittenMeanwhile = true;
  };
  const dropRewritten = async (executor: SqlExecutor) => {
    if (!rewrittenMeanwhile) return;
    rewrittenMeanwhile = false;
    await dropRowsOfRewrittenVisitorEvents(executor, SHADOW_SCHEMA);
  };

  const state = new MemoryState(registry.tables);
  let cursor: Cursor = { transactionId: '0', position: 0n };
  let events = 0;
  let lastPosition = 0n;
  const fold = (batch: RecordedEvent[], apply: (event: RecordedEvent) => void) => {
    for (const event of batch) {
      apply(event);
      if (event.globalPosition > lastPosition) lastPosition = event.globalPosition;
    }
    events += batch.length;
  };
  /** Catches the shadow up in short transactions (see CATCH_UP_CHUNK) until nothing settled is left. */
  const catchUp = async (phase: RebuildPhase) => {
    for (;;) {
      const { batch, next, rows } = await readSettledAfter(db, cursor, CATCH_UP_CHUNK);
      if (!batch.length) break;
      noteRewrites(rows);
      await db.transaction(async (tx) => {
        for (const event of batch) await applyToShadow(tx, event);
        await dropRewritten(tx);
      });
      cursor = next;
      fold(batch, () => undefined);
      await progress(phase, events);
      await yieldToEventLoop();
    }
  };

  await progress('folding', 0);
  for (;;) {
    const { batch, next, rows } = await readSettledAfter(db, cursor, batchSize);
    cursor = next;
    noteRewrites(rows);
    // In slices: inside the server (PGlite) a 5,000-event fold would hold every request for its duration.
    for (let from = 0; from < batch.length; from += FOLD_SLICE) {
      fold(batch.slice(from, from + FOLD_SLICE), (event) => registry.opsFor(event).forEach((op) => state.apply(op)));
      if (from + FOLD_SLICE < batch.length) await yieldToEventLoop();
    }
    await progress('folding', events);
    await yieldToEventLoop();
    if (batch.length < batchSize) break;
  }

  const live = await liveStructure(db);
  await createShadow(db, staleAfterMs);
  // From here until the swap has dropped the shadow, whatever a phase is doing (a long bulk insert, an index
  // on a large table, a swap waiting for its lock), the mark stays fresh: another rebuild must not take it for
  // one that stopped.
  let swapMilliseconds = 0;
  const heartbeat = startHeartbeat(db, Math.max(10, Math.min(HEARTBEAT_MS, Math.floor(staleAfterMs / 6))));
  try {
    await progress('writing', events);
    await state.flush(db, SHADOW_SCHEMA, 2000, yieldToEventLoop);
    for (const statement of live.indexStatements) {
      await db.query(statement);
      await yieldToEventLoop();
    }

    // Planner statistics for the new tables: without them the live queries' first plans after the swap are guesses.
    for (const table of registry.tables.names) await db.query(`ANALYZE "${SHADOW_SCHEMA}"."${table}"`);

    await progress('catching up', events);
    await dropRewritten(db);
    await catchUp('catching up');

    await progress('swapping', events);
    const lockTimeoutMs = Math.max(1, Math.round(options.lockTimeoutMs ?? 100));
    const deadline = performance.now() + (options.swapDeadlineMs ?? 600_000);
    for (let attempt = 1; ; attempt++) {
      // What was appended meanwhile is applied outside the lock, so the locked part stays a few statements;
      // and the lock is requested only at a quiet moment, checked just before: while a long transaction holds
      // a live table, an ACCESS EXCLUSIVE request waiting for it makes every later read and append wait too.
      for (;;) {
        await catchUp('swapping');
        if ((await liveTablesQuiet(db)) || performance.now() > deadline) break;
        await sleep(25 + Math.random() * 25);
      }
      // A failed attempt rolled back what it applied to the shadow: the next one starts from here again.
      const before: { cursor: Cursor; events: number; rewrittenMeanwhile: boolean } = { cursor, events, rewrittenMeanwhile };
      try {
        await db.transaction(async (tx) => {
          await tx.query(`SET LOCAL lock_timeout = '${lockTimeoutMs}ms'`);
          await tx.query(`LOCK TABLE ${registry.tables.names.map((table) => `public."${table}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
          const lockedAt = performance.now();
          // Every append that wrote a read model has committed (it held a lock the LOCK waited for), and
          // new ones wait: what is after the cursor now is all the shadow still lacks.
          for (;;) {
            const { batch, next, rows } = await readCommittedAfter(tx, cursor, batchSize);
            noteRewrites(rows);
            for (const event of batch) await applyToShadow(tx, event);
            cursor = next;
            fold(batch, () => undefined);
            if (batch.length < batchSize) break;
          }
          // A rewrite that commits after this lock waits for it, then deletes from the swapped-in tables.
          await dropRewritten(tx);
          for (const table of registry.tables.names) await tx.query(`DROP TABLE public."${table}" CASCADE`);
          for (const table of registry.tables.names) await tx.query(`ALTER TABLE "${SHADOW_SCHEMA}"."${table}" SET SCHEMA public`);
          for (const { table, name, definition } of live.foreignKeys) {
            await tx.query(`ALTER TABLE public."${table}" ADD CONSTRAINT "${name}" ${definition} NOT VALID`);
          }
          await tx.query(`DROP SCHEMA "${SHADOW_SCHEMA}"`);
          swapMilliseconds = performance.now() - lockedAt;
        });
        break;
      } catch (error) {
        // Busy live tables (lock_timeout, or a deadlock with a statement that took them in another order):
        // the shadow is intact; wait a little, catch up again and retry.
        const code = (error as { code?: string }).code;
        if ((code !== '55P03' && code !== '40P01') || performance.now() > deadline) throw error;
        ({ cursor, events, rewrittenMeanwhile } = before);
        await sleep(Math.min(1000, 20 * attempt) + Math.random() * 50);
      }
    }
  } finally {
    await heartbeat.stop();
  }
  await options.onPhase?.('swapped');
  // Checked after the swap, outside its lock: validating scans the tables but blocks neither reads nor writes.
  for (const { table, name } of live.foreignKeys) await db.query(`ALTER TABLE public."${table}" VALIDATE CONSTRAINT "${name}"`);
  const digest = await readModelDigest(db);
  return { events, lastPosition, milliseconds: performance.now() - started, swapMilliseconds, digest };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * No transaction that has been running longer than LONG_HOLDER_MS holds a lock on a live read-model table
 * (PGlite has one connection: nothing else can hold one). pg_locks lists every database of the server, whose
 * tables may have the same oids (databases made from one template): only this database's count.
 */
async function liveTablesQuiet(db: Database): Promise<boolean> {
  if (db.kind !== 'postgresql') return true;
  const [{ busy }] = (await db.query<{ busy: number }>(
    `SELECT count(*)::int AS busy FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND l.relation = ANY($1::regclass[]) AND l.pid <> pg_backend_pid()
       AND a.xact_start < clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
    [registry.tables.names.map((table) => `public."${table}"`), LONG_HOLDER_MS],
  )) as [{ busy: number }];
  return busy === 0;
}

async function applyToShadow(tx: SqlExecutor, event: RecordedEvent): Promise<void> {
  for (const op of registry.opsFor(event)) {
    const { text, values } = opToSql(op, 0, SHADOW_SCHEMA);
    await tx.query(text, values);
  }
}

const EVENT_COLUMNS = `global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata,
  transaction_id::text AS xid`;

/** The next events in commit-safe order, only of transactions older than every open one (as the live follower reads). */
async function readSettledAfter(db: SqlExecutor, cursor: Cursor, limit: number) {
  return readAfter(db, cursor, limit, 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())');
}

/** The next committed events in commit-safe order (inside the swap, where nothing that matters is still open). */
async function readCommittedAfter(db: SqlExecutor, cursor: Cursor, limit: number) {
  return readAfter(db, cursor, limit, '');
}

async function readAfter(
  db: SqlExecutor,
  cursor: Cursor,
  limit: number,
  settled: string,
): Promise<{ batch: RecordedEvent[]; next: Cursor; rows: { type: string; xid: string }[] }> {
  const rows = await db.query<Row & { xid: string }>(
    `SELECT ${EVENT_COLUMNS} FROM events
     WHERE (transaction_id, global_position) > ($1::xid8, $2::int8) ${settled}
     ORDER BY transaction_id, global_position LIMIT ${limit}`,
    [cursor.transactionId, String(cursor.position)],
  );
  const last = rows.at(-1);
  const next = last ? { transactionId: last.xid, position: BigInt(last.global_position as bigint) } : cursor;
  return { batch: rows.map(registry.toRecorded), next, rows: rows.map((row) => ({ type: String(row.type), xid: row.xid })) };
}

interface LiveStructure {
  /** Each live index re-created on the shadow table under its own name (index names are per schema). */
  indexStatements: string[];
  foreignKeys: { table: string; name: string; definition: string }[];
}

/** The live tables' indexes, primary and unique keys and foreign keys, read from the catalog as the migrations made them. */
async function liveStructure(db: SqlExecutor): Promise<LiveStructure> {
  const indexes = await db.query<{ table: string; name: string; definition: string; constraint: string | null }>(
    `SELECT t.relname AS "table", i.relname AS name, pg_get_indexdef(i.oid) AS definition, c.contype::text AS "constraint"
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     LEFT JOIN pg_constraint c ON c.conindid = i.oid AND c.contype IN ('p', 'u')
     WHERE n.nspname = 'public' AND t.relname = ANY($1::text[])
     ORDER BY t.relname, i.relname`,
    [registry.tables.names],
  );
  const indexStatements = indexes.flatMap(({ table, name, definition, constraint }) => {
    const create = definition.replace(` ON public.${table} `, ` ON "${SHADOW_SCHEMA}"."${table}" `);
    if (create === definition) throw new Error(`rebuild: cannot place index ${name} on the shadow table: ${definition}`);
    if (constraint === null) return [create];
    const kind = constraint === 'p' ? 'PRIMARY KEY' : 'UNIQUE';
    return [create, `ALTER TABLE "${SHADOW_SCHEMA}"."${table}" ADD CONSTRAINT "${name}" ${kind} USING INDEX "${name}"`];
  });
  const foreignKeys = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT t.relname AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     JOIN pg_class t ON t.oid = c.conrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = 'public' AND t.relname = ANY($1::text[])
     ORDER BY t.relname, c.conname`,
    [registry.tables.names],
  );
  return { indexStatements, foreignKeys };
}

/** Another process is rebuilding right now (its shadow schema was marked less than a minute ago). */
export class RebuildRunningError extends Error {
  override name = 'RebuildRunningError';
  constructor() {
    super('another rebuild of the read models is running; wait for it to finish');
  }
}

/**
 * Marks the shadow schema now and every `everyMs` until stopped. One mark at a time: a mark waiting (for
 * the swap's lock, say) is not joined by more. A failed mark is not the rebuild's failure: once the swap
 * has dropped the schema there is nothing to mark, and a rebuild that lost its shadow fails on its own.
 */
function startHeartbeat(db: SqlExecutor, everyMs: number): { stop(): Promise<void> } {
  let marking: Promise<void> | undefined;
  const beat = () => {
    marking ??= markShadow(db)
      .catch(() => undefined)
      .finally(() => (marking = undefined));
  };
  const timer = setInterval(beat, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await marking;
    },
  };
}

async function markShadow(db: SqlExecutor): Promise<void> {
  await db.query(`COMMENT ON SCHEMA "${SHADOW_SCHEMA}" IS '${SHADOW_MARK} ${Date.now()}'`);
}

/** An empty shadow schema with the live tables' columns, defaults and checks (indexes come after the bulk load). */
async function createShadow(db: Database, staleAfterMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ mark: string | null }>("SELECT obj_description(oid, 'pg_namespace') AS mark FROM pg_namespace WHERE nspname = $1", [
      SHADOW_SCHEMA,
    ]);
    if (existing) {
      const beat = existing.mark?.startsWith(`${SHADOW_MARK} `) ? Number(existing.mark.slice(SHADOW_MARK.length + 1)) : NaN;
      if (Number.isNaN(beat)) throw new Error(`rebuild: schema ${SHADOW_SCHEMA} exists and was not made by a rebuild`);
      if (Date.now() - beat < staleAfterMs) throw new RebuildRunningError();
      // Left by a rebuild that stopped half-way: nothing reads it.
      await tx.query(`DROP SCHEMA "${SHADOW_SCHEMA}" CASCADE`);
    }
    await tx.query(`CREATE SCHEMA "${SHADOW_SCHEMA}"`);
    await markShadow(tx);
    for (const table of registry.tables.names) {
      await tx.query(`CREATE TABLE "${SHADOW_SCHEMA}"."${table}" (LIKE public."${table}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED)`);
    }
  });
}
