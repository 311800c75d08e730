import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../events/store/store.ts';
import { PageVisited, analyticsStream } from '../../events/analytics/events.ts';
import { createPostgresClient, postgresExecutor, type Database } from '../../prisma/database.ts';
import { createTestDatabase, databaseKinds, serverUrl, type TestDatabase } from '../support/databases.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';
import { registry } from '../../events/registry.ts';

const password = 'outage test password';
const metadata = () => ({ actor: 'test', requestId: randomUUID(), time: new Date().toISOString() });
const visit = (sessionId: string) => PageVisited({ visitId: randomUUID(), sessionId, path: '/', referrer: null, userAgent: 'Firefox' });

describe.runIf(databaseKinds.includes('postgresql'))('the site while its PostgreSQL connections are cut', () => {
  let test: TestDatabase;
  let server: ServerProcess;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  beforeAll(async () => {
    test = await createTestDatabase('postgresql', { migrated: true });
    server = await startServer({ DATABASE_URL: test.url, DATA_DIR: test.dataDir, ADMIN_PASSWORD: password });
  });
  afterAll(async () => {
    await server?.stop();
    await admin.end();
    await test.drop();
  });

  it('answers 503 to writes while the database is away (the catalog still reads from memory), recovers by itself, and delivers every event once', async () => {
    const name = new URL(test.url!).pathname.slice(1);
    const { sessionId: token } = await (
      await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) })
    ).json();
    const client = wsClient(server.url, token);
    const feed = subscribe<{ globalPosition: string }>(client, `subscription { eventAppended { globalPosition type } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    // A writer whose connection outlives the cut, standing in for another server process.
    const writerSql = createPostgresClient(test.url!, 1);
    const writer = new EventStore({ kind: 'postgresql', ...postgresExecutor(writerSql) } as unknown as Database, registry);
    await writer.append(analyticsStream('before'), [visit('before')], { metadata: metadata() });
    const [{ pid }] = (await writerSql`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];

    await admin.unsafe(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.unsafe(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2`, [name, pid]);

    const during = await fetch(`${server.url}/api/creative/images/img-families-hero-garden-hearth/download`, { method: 'POST' });
    expect(during.status).toBe(503);
    expect(await during.text()).toBe('the database is unavailable right now; please try again in a moment');
    // The public catalog is read from memory: it still answers.
    expect((await fetch(`${server.url}/api/creative/images`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    for (let i = 0; i < 5; i++) await writer.append(analyticsStream('during'), [visit('during')], { metadata: metadata() });

    await admin.unsafe(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 20_000, interval: 250 }).toBe(200);
    const download = await fetch(`${server.url}/api/creative/images/img-families-hero-garden-hearth/download`, { method: 'POST' });
    expect(download.status).toBe(200);
    for (let i = 0; i < 3; i++) await writer.append(analyticsStream('after'), [visit('after')], { metadata: metadata() });

    const committed = (await writerSql`select global_position::text as p from events order by global_position`).map((row) => row.p as string);
    const firstWatched = committed.indexOf(String((await writerSql`select min(global_position)::text as p from events where stream_id = 'visitor:before'`)[0]!.p));
    const expected = committed.slice(firstWatched);
    // The feed may also carry events from before the watched ones (the sign-in, if the follower saw it after
    // the subscription began), so wait for the watched range itself rather than for a count.
    const watched = () =>
      feed.values
        .map((event) => event.globalPosition)
        .filter((p) => BigInt(p) >= BigInt(expected[0]!))
        .sort((a, b) => Number(BigInt(a) - BigInt(b)));
    await expect.poll(watched, { timeout: 20_000 }).toEqual(expected);
    const delivered = feed.values.map((event) => event.globalPosition);
    expect(new Set(delivered).size).toBe(delivered.length);
    feed.stop();
    await client.dispose();
    await writerSql.end();
  });
});
