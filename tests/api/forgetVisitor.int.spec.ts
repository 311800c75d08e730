import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsStream, VisitorSessionMarkedAsAdmin } from '../../events/analytics/events.ts';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { createTestDatabase, databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { browse, DASHBOARD, digestOfReimportedExport } from '../support/visits.ts';
import { registry } from '../../events/registry.ts';
import { scriptCommand } from '../support/serverProcess.ts';

const FORGET = `mutation Forget($sessionId: String!) { forgetVisitor(sessionId: $sessionId) { visits events } }`;
const FORGOTTEN = 'forget-me-5c1e9a';
const run = promisify(execFile);

describe.each(databaseKinds)('forgetting a visitor on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${await t.login()}` };
    const store = t.app.store;
    await browse(store, FORGOTTEN, '2026-05-04', [{ path: '/', seconds: 12 }, { path: '/products', seconds: 30 }, { path: '/contact' }], 'Firefox');
    await browse(store, 'counted-session', '2026-05-04', [{ path: '/', seconds: 8 }, { path: '/products' }]);
    await browse(store, 'kept-marked', '2026-05-05', [{ path: '/contact' }]);
    await store.append(analyticsStream('kept-marked'), [VisitorSessionMarkedAsAdmin({ sessionId: 'kept-marked' })], {
      metadata: { actor: 'admin:admin', time: '2026-05-05T11:00:00.000Z' },
    });
    // The forgotten session's own admin mark (a second browser tab) must go too.
    await store.append(analyticsStream(FORGOTTEN), [VisitorSessionMarkedAsAdmin({ sessionId: FORGOTTEN })], {
      metadata: { actor: 'admin:admin', time: '2026-05-04T09:00:00.000Z' },
    });
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const body = await t.graphql(DASHBOARD, { from: '2026-05-04', to: '2026-05-05', fromPath: '/' }, admin);
    expect(body.errors).toBeUndefined();
    return body.data!.analyticsDashboard as { visits: number; sessions: number; excluded: { adminVisits: number } };
  };
  const traces = async () => {
    const like = `%${FORGOTTEN}%`;
    const counts: Record<string, number> = {};
    for (const table of ['events', 'streams', ...registry.tables.names]) {
      const [row] = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" t WHERE t::text LIKE $1`, [like]);
      counts[table] = row!.n;
    }
    return counts;
  };
  const exported = async () => {
    const response = await t.server.inject({ method: 'GET', url: '/api/admin/events/export?format=ndjson', headers: admin });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('is for the administrator only, and refuses an unknown session without changing anything', async () => {
    const events = await t.eventCount();
    const anonymous = await t.graphql(FORGET, { sessionId: FORGOTTEN });
    expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const unknown = await t.graphql(FORGET, { sessionId: 'no-such-session' }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.eventCount()).toBe(events);
  });

  it('removes every trace of the session from the log, the read models and exports; the dashboard drops by exactly its visits', async () => {
    // The session is marked as the administrator's here, so it counts among the excluded admin visits.
    const before = await dashboard();
    expect(Object.values(await traces()).some((n) => n > 0)).toBe(true);
    expect(await exported()).toContain(FORGOTTEN);
    const events = await t.eventCount();

    const forgotten = await t.graphql(FORGET, { sessionId: FORGOTTEN }, admin);
    expect(forgotten.errors).toBeUndefined();
    expect(forgotten.data!.forgetVisitor).toEqual({ visits: 3, events: 8 });

    expect(await traces()).toEqual(Object.fromEntries(['events', 'streams', ...registry.tables.names].map((table) => [table, 0])));
    expect(await exported()).not.toContain(FORGOTTEN);
    // Every event keeps its place (erased, not deleted); one VisitorForgotten records how many, not whose.
    expect(await t.eventCount()).toBe(events + 1);
    expect(await t.eventCount('VisitorEventErased')).toBe(8);
    const [record] = await t.app.db.query<{ data: unknown; stream_id: string; stream_version: bigint }>(
      `SELECT data, stream_id, stream_version FROM events WHERE type = 'VisitorForgotten'`,
    );
    expect(record!.data).toEqual({ visits: 3, events: 8 });
    expect(record!.stream_id).toMatch(/^forgotten:[0-9a-f-]{36}$/);
    expect(Number(record!.stream_version)).toBe(9);

    const after = await dashboard();
    expect(after.excluded.adminVisits).toBe(before.excluded.adminVisits - 3);
    expect(after.visits).toBe(before.visits);
    expect(after.sessions).toBe(before.sessions);
  });

  it('drops the dashboard totals by exactly the visits of a counted session', async () => {
    const before = await dashboard();
    const forgotten = await t.graphql(FORGET, { sessionId: 'counted-session' }, admin);
    expect(forgotten.data!.forgetVisitor).toEqual({ visits: 2, events: 4 });
    const after = await dashboard();
    expect(after.visits).toBe(before.visits - 2);
    expect(after.sessions).toBe(before.sessions - 1);
  });

  it('gives the same read-model digest after a replay as the live models', async () => {
    const live = await readModelDigest(t.app.db);
    const replayed = await replayIntoLiveModels(t.app.db);
    expect(replayed.digest).toBe(live);
    expect(await traces()).toEqual(Object.fromEntries(['events', 'streams', ...registry.tables.names].map((table) => [table, 0])));
  });

  it('exports a log that imports into an empty database with the same read models', async () => {
    expect(await digestOfReimportedExport(t, admin, kind)).toBe(await readModelDigest(t.app.db));
  });

  it('refuses to forget the same session twice', async () => {
    const again = await t.graphql(FORGET, { sessionId: FORGOTTEN }, admin);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('works from the command line, and exits 1 with a message on a bad or unknown session', async () => {
    // Its own database: on PGlite the data directory belongs to one process, so the CLI runs while it is closed.
    const test = await createTestDatabase(kind, { migrated: true });
    let db = await test.open();
    try {
      await applyMigrations(db);
      await browse(new EventStore(db, registry), 'cli-session', '2026-05-06', [{ path: '/' }]);
      if (kind === 'pglite') await db.close();
      const { DATABASE_URL: _inherited, ...inherited } = process.env;
      const env = { ...inherited, LOG_LEVEL: 'silent', ...(kind === 'postgresql' ? { DATABASE_URL: test.url! } : { DATA_DIR: test.dataDir }) };
      const cli = (...args: string[]) => run(process.execPath, [...scriptCommand('scripts/forgetVisitor.ts'), ...args], { env }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      const missing = await cli();
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('usage: npm run events:forget -- --visitor <sessionId>');
      const unknown = await cli('--visitor', 'nobody-here');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('no analytics session nobody-here');
      const done = await cli('--visitor', 'cli-session');
      expect(done.code).toBe(0);
      expect(done.stdout).toContain('1 visits, 1 events erased');
      if (kind === 'pglite') db = await test.open();
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events t WHERE t::text LIKE '%cli-session%'`);
      expect(row!.n).toBe(0);
    } finally {
      await db.close();
      await test.drop();
    }
  }, 60_000);
});
