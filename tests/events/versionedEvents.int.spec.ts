import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import { EventBus } from '../../events/store/bus.ts';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { exportChunks, exportRequestSchema } from '../../events/maintenance/export.ts';
import { importEvents } from '../../events/maintenance/import.ts';
import { LogFollower } from '../../events/store/logFollower.ts';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { readEvents } from '../../events/store/readEvents.ts';
import type { Database } from '../../prisma/database.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { ADMIN_PASSWORD } from '../support/app.ts';
import { createTestDatabase, databaseKinds, openMigratedDatabase, type TestDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';
import { scriptCommand } from '../support/serverProcess.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtureFile = 'tests/fixtures/events-v1.ndjson';

/**
 * A log written before AdminLoggedIn/AdminLoggedOut reached version 2: two sign-ins and a sign-out at
 * version 1 (a token id, and one { account } that development builds wrote under version 1), among
 * catalog, edit, usage, visit and download events that build every read model.
 */
const fixture = readFileSync(`${root}${fixtureFile}`, 'utf8');
const fixtureLines = fixture.split('\n').filter(Boolean);
/** Lines as JSON values: the database keeps no key order (jsonb), and readers give data in schema order. */
const parsed = (lines: string | readonly string[]) => (typeof lines === 'string' ? lines.split('\n') : lines).filter(Boolean).map((line) => JSON.parse(line));
const lastPosition = BigInt(fixtureLines.length);
const imageId = 'img-founders-early-city-grid-overload';
const signInTypes = new Set(['AdminLoggedIn', 'AdminLoggedOut']);

/**
 * The fixture as every reader sees it: sign-ins at version 2, naming the account ('admin' for a token id);
 * catalogued images at version 2, with no file yet (issue 30: before blobs, each server rendered its own PNG).
 */
const currentLines = fixtureLines.map((line) => {
  const event = JSON.parse(line);
  if (signInTypes.has(event.type)) Object.assign(event, { schemaVersion: 2, data: { account: event.data.account ?? 'admin' } });
  if (event.type === 'ImageCatalogued') Object.assign(event, { schemaVersion: 2, data: { ...event.data, file: null } });
  return JSON.stringify(event);
});

const signIns = (events: readonly RecordedEvent[]) =>
  events.filter((event) => signInTypes.has(event.type)).map(({ globalPosition, type, schemaVersion, data }) => ({ globalPosition, type, schemaVersion, data }));

const currentSignIns = [
  { globalPosition: 4n, type: 'AdminLoggedIn', schemaVersion: 2, data: { account: 'admin' } },
  { globalPosition: 16n, type: 'AdminLoggedOut', schemaVersion: 2, data: { account: 'admin' } },
  { globalPosition: 18n, type: 'AdminLoggedIn', schemaVersion: 2, data: { account: 'alice' } },
];

async function exportText(db: Database, query: Record<string, string | boolean> = {}): Promise<string> {
  let text = '';
  for await (const chunk of exportChunks(db, exportRequestSchema.parse(query), 5)) text += chunk;
  return text;
}

async function readModels(db: Database) {
  const query = (sql: string) => db.query(sql);
  return {
    images: await query('SELECT id, description, download_count FROM creative_images ORDER BY id'),
    downloads: await query('SELECT by_admin FROM image_downloads ORDER BY downloaded_at'),
    visits: await query('SELECT path, referrer, time_spent, by_admin FROM page_visits ORDER BY visited_at, path'),
    navigations: await query('SELECT from_path, to_path FROM navigations'),
    usage: await query('SELECT image_id, page, section FROM usage_locations'),
    sessions: await query('SELECT id FROM creative_sessions'),
    adminMarks: await query('SELECT session_id FROM admin_session_marks'),
  };
}

const expectedReadModels = {
  images: [
    { id: 'img-founders-early-city-grid-overload', description: 'Edited before named accounts.', download_count: 3 },
    { id: 'img-founders-early-dashboard-pink-flood', description: expect.any(String), download_count: 0 },
  ],
  downloads: [{ by_admin: false }, { by_admin: false }, { by_admin: true }],
  visits: [
    { path: '/', referrer: 'https://example.org/a/page?q=1', time_spent: 42, by_admin: false },
    { path: '/products', referrer: null, time_spent: 0, by_admin: false },
    { path: '/', referrer: null, time_spent: 0, by_admin: true },
  ],
  navigations: [{ from_path: '/', to_path: '/products' }],
  usage: [{ image_id: imageId, page: '/', section: 'hero' }],
  sessions: [{ id: 'session-early-experiments' }],
  adminMarks: [{ session_id: 'admin-browser' }],
};

describe.each(databaseKinds)('a log with older event versions on %s', (kind) => {
  let test: TestDatabase;
  let db: Database | undefined;
  let app: App | undefined;
  let server: FastifyInstance | undefined;
  let importedDigest: string;

  const cli = (script: string, ...args: string[]) => {
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(test.url ? { DATABASE_URL: test.url } : {}) };
    return promisify(execFile)(process.execPath, [...scriptCommand(script), ...args], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
  };

  beforeAll(async () => {
    test = await createTestDatabase(kind, { migrated: true });
    const imported = await cli('scripts/importEvents.ts', fixtureFile);
    expect(imported.stdout).toContain(`imported:      ${fixtureLines.length} events (last position ${lastPosition})`);
    db = await test.open();
    await applyMigrations(db);
    importedDigest = await readModelDigest(db);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await app?.close();
    await db?.close();
    await test.drop();
  });

  it('events:import keeps the version 1 events as they were stored', async () => {
    const stored = await db!.query<{ schema_version: number; data: unknown }>(
      "SELECT schema_version, data FROM events WHERE type IN ('AdminLoggedIn', 'AdminLoggedOut') ORDER BY global_position",
    );
    expect(stored).toEqual([
      { schema_version: 1, data: { tokenId: '3fa85f64c2b1' } },
      { schema_version: 1, data: { tokenId: '3fa85f64c2b1' } },
      { schema_version: 1, data: { account: 'alice' } },
    ]);
  });

  it('builds the expected read models, and a replay of the log builds the same', async () => {
    expect(await readModels(db!)).toEqual(expectedReadModels);
    const replayed = await replayIntoLiveModels(db!);
    expect(replayed).toMatchObject({ events: fixtureLines.length, lastPosition, digest: importedDigest });
    expect(await readModels(db!)).toEqual(expectedReadModels);
  });

  it('gives every reader the current version: the store and the live feed', async () => {
    expect(signIns(await readEvents(db!, registry, { limit: 1000 }))).toEqual(currentSignIns);

    const follower = new LogFollower(db!, registry);
    const delivered: RecordedEvent[] = [];
    const received = new Promise<void>((resolve) =>
      follower.subscribe((events) => {
        delivered.push(...events);
        resolve();
      }),
    );
    await follower.start(new EventBus());
    try {
      // As an older process would still write it.
      await db!.query(
        `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         VALUES ('admin-live-test', 1, gen_random_uuid(), 'AdminLoggedOut', 1, '{"tokenId":"0123abcd"}', '{"actor":"admin:0123abcd","time":"2025-06-02T00:00:00.000Z"}')`,
      );
      follower.poke();
      await received;
      expect(delivered.map(({ type, schemaVersion, data }) => ({ type, schemaVersion, data }))).toEqual([
        { type: 'AdminLoggedOut', schemaVersion: 2, data: { account: 'admin' } },
      ]);
    } finally {
      await follower.stop();
      await db!.query("DELETE FROM events WHERE stream_id = 'admin-live-test'").catch(() => undefined);
    }
  });

  it('exports the current version by default and the stored form with asStored, and both import to the same read models', async () => {
    const [current, stored] = [await exportText(db!, { until: String(lastPosition) }), await exportText(db!, { until: String(lastPosition), asStored: true })];
    expect(parsed(current)).toEqual(parsed(currentLines));
    expect(parsed(stored)).toEqual(parsed(fixture));

    for (const text of [current, stored]) {
      const target = await openMigratedDatabase(kind);
      try {
        await importEvents(target.db, Readable.from(text.split('\n')));
        expect(await readModelDigest(target.db)).toBe(importedDigest);
        expect(signIns(await readEvents(target.db, registry, { limit: 1000 }))).toEqual(currentSignIns);
      } finally {
        await target.close();
      }
    }
  }, 60_000);

  it('npm run events:export -- --as-stored writes the stored form: the fixture, line for line', async () => {
    await db!.close();
    db = undefined;
    const { stdout } = await cli('scripts/exportEvents.ts', '--as-stored', '--until', String(lastPosition));
    expect(parsed(stdout)).toEqual(parsed(fixture));
  }, 60_000);

  it('shows the current version in the event explorer, and the admin export takes asStored=true', async () => {
    const config = loadConfig({
      DATA_DIR: test.dataDir,
      DATABASE_URL: test.url,
      ADMIN_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'false',
    });
    app = await createApp(config, createLogger(config));
    server = await buildServer(app);
    await server.ready();
    const signedIn = await server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD } });
    const headers = { authorization: `Bearer ${signedIn.json().sessionId}` };

    const explored = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: { query: `{ eventLog(types: [AdminLoggedIn, AdminLoggedOut], before: "${lastPosition + 1n}") { globalPosition type schemaVersion data } }` },
    });
    expect(explored.json().data.eventLog).toEqual(currentSignIns.map((event) => ({ ...event, globalPosition: String(event.globalPosition) })));

    const stored = await server.inject({ url: `/api/admin/events/export?asStored=true&until=${lastPosition}`, headers });
    expect(parsed(stored.body)).toEqual(parsed(fixture));
    const current = await server.inject({ url: `/api/admin/events/export?until=${lastPosition}`, headers });
    expect(parsed(current.body)).toEqual(parsed(currentLines));
    const wrong = await server.inject({ url: '/api/admin/events/export?asStored=yes', headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('asStored');
  }, 60_000);
});
