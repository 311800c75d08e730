import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetVisitor } from '../../events/analytics/forget.ts';
import { compactAnalytics } from '../../events/analytics/retention.ts';
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

  it.each([
    ['after it folded the log', /pg_get_indexdef/, '2026-01-10'],
    ['while it writes the shadow', /^INSERT INTO "rebuild_shadow"\./, '2026-01-11'],
  ])('leaves out a visitor forgotten, and visits removed by retention, %s: nothing comes back, nothing counts twice', async (_when, pausedAt, day) => {
    const forgotten = `forget-me-${day}`;
    await browse(store, forgotten, '2026-02-25', [{ path: '/', seconds: 5 }, { path: '/contact' }]);
    const retired = [`retired-1-${day}`, `retired-2-${day}`];
    for (const session of retired) await browse(store, session, day, [{ path: '/products', seconds: 8 }, { path: '/' }]);
    const visitsOf = async (sessions: string[]) =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM page_visits WHERE session_id = ANY($1::text[])', [sessions]))[0]!.n;
    const retiredDay = async () => {
      const [raw] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM page_visits WHERE visited_at::date = $1::date", [day]);
      const [summarized] = await db.query<{ n: number }>("SELECT coalesce(sum(visits), 0)::int AS n FROM analytics_day_summaries WHERE day = $1::date", [day]);
      return raw!.n + summarized!.n;
    };
    expect(await visitsOf([forgotten, ...retired])).toBe(6);
    const visitsThatDay = await retiredDay();

    // The rebuild has read what it rebuilds from (the whole log, or at least the visitors' part) when the
    // visitor is forgotten and retention runs.
    let rewritten = false;
    const paused = withHook(db, pausedAt, async () => {
      if (rewritten) return;
      rewritten = true;
      await forgetVisitor(db, forgotten, { actor: 'visitor', time: '2026-03-01T09:00:00.000Z' });
      const { days } = await compactAnalytics(db, { retentionDays: 30, now: new Date('2026-03-01T10:00:00.000Z') });
      expect(days.map((day) => day.day)).toContain(day);
    });
    const result = await rebuildReadModels(paused, {});
    expect(rewritten).toBe(true);

    expect(await visitsOf([forgotten, ...retired])).toBe(0);
    expect(await retiredDay()).toBe(visitsThatDay);
    expect(result.digest).toBe((await replayIntoSchema(db, { schema: `rebuild_check_${day.replaceAll('-', '_')}` })).digest);
  }, 60_000);
});
