import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsStream, PageVisited } from '../../events/analytics/events.ts';
import { rebuildReadModels, type RebuildPause } from '../../events/maintenance/rebuild.ts';
import { readModelDigest, replayIntoSchema, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { registry } from '../../events/registry.ts';
import { openDatabase, type Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { browse } from '../support/visits.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when the promise has not settled within `ms`: the only timing here, a generous bound on what must not wait for a lock. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} still waiting after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A read of the live read models, on PostgreSQL with a statement timeout: a read queued behind a lock
 * request fails instead of waiting.
 */
async function read(db: Database, sessionId: string): Promise<number> {
  if (db.kind === 'pglite') {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM page_visits WHERE session_id = $1', [sessionId]);
    return row!.n;
  }
  return db.transaction(async (tx) => {
    await tx.query("SET LOCAL statement_timeout = '1000ms'");
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM page_visits WHERE session_id = $1', [sessionId]);
    return row!.n;
  });
}

/** One append (a page visit, written into the live page_visits by the append's own statement). */
async function append(store: EventStore, sessionId: string): Promise<void> {
  const metadata = { actor: 'visitor', time: new Date().toISOString() };
  await within(
    1500,
    'the append',
    store.append(analyticsStream(sessionId), [PageVisited({ visitId: randomUUID(), sessionId, path: '/', referrer: null, userAgent: 'Chrome' })], { metadata }),
  );
}

describe.each(databaseKinds)('a rebuild held at each of its phases on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind);
    db = opened.db;
    store = new EventStore(db, registry);
    for (let i = 0; i < 8; i++) await browse(store, `seed-${i}`, '2026-01-05', [{ path: '/', seconds: 3 }, { path: '/products' }]);
    await replayIntoLiveModels(db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('serves a read and an append at every pause, and the rebuilt models hold every append', async () => {
    const seen: { phase: RebuildPause; before: number; after: number }[] = [];
    const result = await rebuildReadModels(db, {
      batchSize: 4,
      // The rebuild waits for each of these promises: while one is pending it is paused in that phase.
      onPhase: async (phase) => {
        const session = `paused-${phase}`;
        const before = await within(1500, `the read while ${phase}`, read(db, session));
        await append(store, session);
        const after = await within(1500, `the read while ${phase}`, read(db, session));
        seen.push({ phase, before, after });
      },
    });
    expect(seen.map(({ phase }) => phase)).toEqual(['folding', 'writing', 'catching up', 'swapping', 'swapped']);
    // Each append is in the live tables at once (it writes them in its own statement), before and after the swap.
    for (const { before, after } of seen) expect([before, after]).toEqual([0, 1]);
    // And in the rebuilt ones: the appends during the first four pauses came in through the catch-up or the swap.
    for (const { phase } of seen) expect(await read(db, `paused-${phase}`)).toBe(1);
    const replayed = await replayIntoSchema(db, { schema: 'paused_check' });
    expect(await readModelDigest(db)).toBe(replayed.digest);
    expect(result.digest).not.toBe('');
  }, 60_000);

  // A lock queue is PostgreSQL's: PGlite has one connection, so no other transaction can hold a table.
  if (kind === 'postgresql')
    it(
    'does not make reads and appends queue behind its lock request while a long transaction holds a live table',
    async () => {
      // Another connection, as another server process: a transaction that reads the last live table the swap
      // locks and stays open. Reads and appends of the other tables are not blocked by it, only by a lock
      // request queued behind it.
      const other = await openDatabase({ databaseUrl: db.url!, poolSize: 2 });
      const last = registry.tables.names.at(-1)!;
      expect(registry.tables.names.indexOf('page_visits')).toBeLessThan(registry.tables.names.length - 1);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const longReader = other.transaction(async (tx) => {
        await tx.query(`SELECT count(*) FROM public."${last}"`);
        holding();
        await released;
      });
      await held;
      let swapping!: () => void;
      const reachedSwap = new Promise<void>((resolve) => (swapping = resolve));
      // onProgress, not onPhase: the same test runs against a rebuild without phase hooks.
      const rebuild = rebuildReadModels(db, { onProgress: ({ phase }) => phase === 'swapping' && swapping() });
      try {
        await reachedSwap;
        // The swap is now trying to take the live tables; the long transaction still holds one of them.
        for (let i = 0; i < 6; i++) {
          await sleep(250);
          expect(await within(1500, 'a read while the swap waits', read(db, `long-${i}`))).toBe(0);
          await append(store, `long-${i}`);
        }
        release();
        await longReader;
        const result = await rebuild;
        for (let i = 0; i < 6; i++) expect(await read(db, `long-${i}`)).toBe(1);
        expect(await readModelDigest(db)).toBe(result.digest);
      } finally {
        release();
        await longReader.catch(() => undefined);
        await rebuild.catch(() => undefined);
        await other.close();
      }
    },
    60_000,
  );
});
