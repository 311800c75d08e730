import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels, RebuildRunningError } from '../../events/maintenance/rebuild.ts';
import { readModelDigest, replayIntoLiveModels, replayIntoSchema } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { registry } from '../../events/registry.ts';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { browse } from '../support/visits.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database as a rebuild sees it, with a hook that runs before each statement matching the pattern
 * (inside transactions too): a test holds the rebuild there, at a chosen point of a chosen phase.
 */
function withHook(db: Database, pattern: RegExp, hook: (text: string) => Promise<void>): Database {
  const hooked = (executor: SqlExecutor): SqlExecutor['query'] =>
    (async (text: string, values?: unknown[]) => {
      if (pattern.test(text)) await hook(text);
      return executor.query(text, values);
    }) as SqlExecutor['query'];
  return new Proxy(db, {
    get(target, property) {
      if (property === 'query') return hooked(target);
      if (property === 'transaction') {
        return (fn: (tx: SqlExecutor) => Promise<unknown>) => target.transaction((tx) => fn(new Proxy(tx, { get: (t, p) => (p === 'query' ? hooked(t) : Reflect.get(t, p)) })));
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A promise with its resolve outside. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.each(databaseKinds)('a rebuild beside other work on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind);
    db = opened.db;
    store = new EventStore(db, registry);
    for (let i = 0; i < 5; i++) await browse(store, `seed-${i}`, '2026-01-05', [{ path: '/', seconds: 3 }, { path: '/products' }]);
    await replayIntoLiveModels(db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('keeps its shadow marked through the index creation, so a second rebuild meanwhile is refused instead of dropping it', async () => {
    const staleAfterMs = 600;
    const indexing = gate();
    let held = false;
    // The first index of the shadow takes several staleness periods, as on a large log.
    const slow = withHook(db, /^CREATE (UNIQUE )?INDEX .* ON "rebuild_shadow"\./, async () => {
      if (held) return;
      held = true;
      indexing.open();
      await sleep(staleAfterMs * 4);
    });
    const first = rebuildReadModels(slow, { staleAfterMs });
    first.catch(() => undefined); // awaited below; a failure must not go unhandled while the second runs
    await indexing.opened;
    await sleep(staleAfterMs * 2);
    await expect(rebuildReadModels(db, { staleAfterMs })).rejects.toBeInstanceOf(RebuildRunningError);
    const result = await first;
    expect(result.digest).toBe(await readModelDigest(db));
    expect(result.digest).toBe((await replayIntoSchema(db, { schema: 'rebuild_check' })).digest);
    expect(await db.query("SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_shadow'")).toHaveLength(0);
  }, 60_000);
});
