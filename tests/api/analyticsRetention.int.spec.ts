import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactAnalytics } from '../../events/analytics/retention.ts';
import { randomUUID } from 'node:crypto';
import { analyticsStream, PageVisited, VisitorSessionMarkedAsAdmin } from '../../events/analytics/events.ts';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { loadConfig } from '../../api/config.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { browse, DASHBOARD, digestOfReimportedExport } from '../support/visits.ts';

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const OLD = dayAgo(40);
const OLDER = dayAgo(41);
const RECENT = dayAgo(3);

describe.each(databaseKinds)('analytics retention on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind, { ANALYTICS_RETENTION_DAYS: '30' });
    admin = { authorization: `Bearer ${await t.login()}` };
    const store = t.app.store;
    await browse(store, 'old-one', OLDER, [{ path: '/', seconds: 10 }, { path: '/products', seconds: 20 }, { path: '/contact' }], 'Firefox');
    await browse(store, 'old-two', OLD, [{ path: '/products', seconds: 30 }, { path: '/' }]);
    await browse(store, 'old-three', OLD, [{ path: '/', seconds: 7 }, { path: '/products' }]);
    await browse(store, 'old-bot', OLD, [{ path: '/', seconds: 5 }], 'Bot');
    await browse(store, 'old-admin', OLD, [{ path: '/' }, { path: '/image-admin', seconds: 40, actor: 'admin:admin' }]);
    await browse(store, 'old-marked', OLD, [{ path: '/contact' }]);
    await store.append(analyticsStream('old-marked'), [VisitorSessionMarkedAsAdmin({ sessionId: 'old-marked' })], {
      metadata: { actor: 'admin:admin', time: `${OLD}T11:00:00.000Z` },
    });
    await browse(store, 'recent-one', RECENT, [{ path: '/', seconds: 4 }, { path: '/roadmap' }]);
  });
  afterAll(() => t.close());

  const dashboard = async (from: string, to: string, fromPath = '/') => {
    const body = await t.graphql(DASHBOARD, { from, to, fromPath }, admin);
    expect(body.errors).toBeUndefined();
    return body.data!.analyticsDashboard as { visits: number };
  };
  const visitorEvents = async (before?: string) => {
    const [row] = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'visitor:%' AND ($1::text IS NULL OR (metadata->>'time')::timestamptz < $1::timestamptz)`,
      [before ?? null],
    );
    return row!.n;
  };

  it('is off unless ANALYTICS_RETENTION_DAYS is set, and refuses a value that is not a whole number of days', () => {
    expect(loadConfig({}).ANALYTICS_RETENTION_DAYS).toBeUndefined();
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS: must be at least 1/);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: 'a month' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('removes visits older than 30 days from the log while the dashboard keeps every figure of those days', async () => {
    const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const ranges: [string, string][] = [[OLD, OLD], [OLDER, OLD], [OLDER, RECENT], [RECENT, RECENT]];
    const before = await Promise.all(ranges.map(([from, to]) => dashboard(from, to)));
    const drill = await dashboard(OLDER, RECENT, '/products');
    const recentEvents = (await visitorEvents()) - (await visitorEvents(cutoff));
    expect(await visitorEvents(cutoff)).toBeGreaterThan(0);

    const result = await t.app.retention.run();
    expect(result?.days.map((day) => day.day)).toEqual([OLDER, OLD]);
    expect(result?.days.map((day) => day.sessions)).toEqual([1, 5]);

    expect(await visitorEvents(cutoff)).toBe(0);
    expect(await visitorEvents()).toBe(recentEvents);
    for (const session of ['old-one', 'old-two', 'old-bot', 'old-marked']) {
      const [row] = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events t WHERE t::text LIKE $1`, [`%${session}%`]);
      expect(row!.n).toBe(0);
    }
    expect(await t.app.db.prisma.pageVisit.count()).toBe(2);
    expect(await t.eventCount('AnalyticsDaySummarized')).toBe(2);

    expect(await Promise.all(ranges.map(([from, to]) => dashboard(from, to)))).toEqual(before);
    expect(await dashboard(OLDER, RECENT, '/products')).toEqual(drill);
  });

  it('leaves nothing to do for a second run, also when two run at once', async () => {
    const visits = (await dashboard(OLD, OLD)).visits;
    await browse(t.app.store, 'old-late', OLD, [{ path: '/' }]);
    const now = new Date();
    const [a, b] = await Promise.all([
      compactAnalytics(t.app.db, { retentionDays: 30, now }),
      compactAnalytics(t.app.db, { retentionDays: 30, now }),
    ]);
    expect([...a.days, ...b.days]).toEqual([{ day: OLD, sessions: 1, events: 1 }]);
    expect((await t.app.retention.run())?.days).toEqual([]);
    expect(await t.eventCount('AnalyticsDaySummarized')).toBe(3);
    expect((await dashboard(OLD, OLD)).visits).toBe(visits + 1);
  });

  it('gives the same read-model digest after a replay as the live models', async () => {
    const live = await readModelDigest(t.app.db);
    expect((await replayIntoLiveModels(t.app.db)).digest).toBe(live);
  });

  it('exports a log that imports into an empty database with the same read models', async () => {
    expect(await digestOfReimportedExport(t, admin, kind)).toBe(await readModelDigest(t.app.db));
  });
});

/** Resolves once the append has finished or waits on a lock in the database (pg_stat_activity), within 10 s. */
describe.each(databaseKinds)('analytics retention of a day with more time than 32 bits hold, on %s', (kind) => {
  it('compacts the day: its seconds are summed and stored as 64-bit numbers', async () => {
    const t = await startTestApp(kind, { ANALYTICS_RETENTION_DAYS: '30' });
    try {
      await browse(t.app.store, 'long-reader', OLD, [{ path: '/', seconds: 86_400 }]);
      // A client that sent 24,900 visits of a day each (what the API allows, at its write budget, in a few hours): the
      // read model's rows stand for them, the session's one visit in the log for the session.
      await t.app.db.query(
        `INSERT INTO page_visits (id, session_id, path, referrer, user_agent, time_spent, visited_at, by_admin)
         SELECT gen_random_uuid(), 'long-reader', '/', NULL, 'Firefox', 86400, $1::timestamptz, false FROM generate_series(1, 24900)`,
        [`${OLD}T12:00:00.000Z`],
      );
      const result = await compactAnalytics(t.app.db, { retentionDays: 30, now: new Date() });
      expect(result.days).toEqual([{ day: OLD, sessions: 1, events: 2 }]);
      const [summary] = await t.app.db.query<{ seconds: string }>('SELECT time_spent::text AS seconds FROM analytics_day_summaries WHERE day = $1::date', [OLD]);
      expect(summary!.seconds).toBe(String(24_901 * 86_400));
    } finally {
      await t.close();
    }
  });
});

async function finishedOrWaitingOnLock(append: Promise<unknown>, db: Database): Promise<'finished' | 'waiting'> {
  let finished = false;
  void append.then(() => (finished = true), () => (finished = true));
  for (const until = Date.now() + 10_000; Date.now() < until; ) {
    if (finished) return 'finished';
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()");
    if (row!.n > 0) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the append neither finished nor waited on a lock');
}

describe.runIf(databaseKinds.includes('postgresql'))('analytics retention beside a visitor writing, on postgresql', () => {
  it("keeps a visit a sleeping tab sends to its expiring session while retention removes that session: the visit waits, then starts the session anew", async () => {
    const t = await startTestApp('postgresql', { ANALYTICS_RETENTION_DAYS: '30' });
    try {
      await browse(t.app.store, 'waking-tab', OLD, [{ path: '/' }]);
      const visitId = randomUUID();
      let appending: Promise<unknown> | undefined;
      let outcome: string | undefined;
      const intercepted = <T extends object>(target: T, query: (text: string, params?: readonly unknown[]) => Promise<unknown>) =>
        new Proxy(target, {
          get(object, key) {
            if (key === 'query') return query;
            const value: unknown = Reflect.get(object, key, object);
            return typeof value === 'function' ? value.bind(object) : value;
          },
        });
      // The tab's visit is sent just as retention, its figures taken, deletes the session's events.
      const db = new Proxy(t.app.db, {
        get(target, key) {
          if (key === 'transaction') {
            return (fn: (tx: SqlExecutor) => Promise<unknown>) =>
              target.transaction((tx) =>
                fn(
                  intercepted(tx, async (text, params) => {
                    if (!appending && text.includes('WITH gone AS (DELETE FROM events')) {
                      appending = t.app.store.append(analyticsStream('waking-tab'), [PageVisited({ visitId, sessionId: 'waking-tab', path: '/products', referrer: null, userAgent: 'Chrome' })], {
                        metadata: { actor: 'visitor', time: new Date().toISOString() },
                      });
                      outcome = await finishedOrWaitingOnLock(appending, t.app.db);
                    }
                    return tx.query(text, params as unknown[]);
                  }),
                ),
              );
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Database;

      const result = await compactAnalytics(db, { retentionDays: 30, now: new Date() });
      await appending;
      expect(await t.app.db.prisma.pageVisit.count({ where: { id: visitId } })).toBe(1);
      const [stream] = await t.app.db.query<{ version: bigint }>('SELECT version FROM streams WHERE stream_id = $1', [analyticsStream('waking-tab')]);
      expect(Number(stream!.version)).toBe(1);
      expect(result.days).toEqual([{ day: OLD, sessions: 1, events: 1 }]);
      expect(outcome).toBe('waiting');
    } finally {
      await t.close();
    }
  });
});
