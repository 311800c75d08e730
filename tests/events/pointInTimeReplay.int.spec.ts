import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../../events/maintenance/rebuild.ts';
import { readModelDigest, replayIntoSchema } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { ImageDetailsEdited, ImageDownloaded, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import type { Database } from '../../prisma/database.ts';
import { catalogImages } from '../../seed/catalog.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import { createTestDatabase, databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { scriptCommand } from '../support/serverProcess.ts';
import { registry } from '../../events/registry.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RESERVED = 'schema: "rebuild_shadow" is where npm run replay rebuilds the live read models; choose another --schema';
const shadowSchemas = (db: Database) => db.query("SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_shadow'");

describe.each(databaseKinds)('replay to a point in time on %s', (kind) => {
  const imageId = catalogImages[0]!.id;
  let db: Database;
  let store: EventStore;
  let close: () => Promise<void>;
  /** The log position right after each edit, and the edit's time. */
  const edits: { position: bigint; time: string; description: string }[] = [];

  const descriptionIn = async (schema: string) => {
    const [row] = await db.query<{ description: string; download_count: number }>(
      `SELECT description, download_count FROM "${schema}".creative_images WHERE id = $1`,
      [imageId],
    );
    return row;
  };

  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase(kind));
    store = new EventStore(db, registry);
    await seedCatalog(store, '2026-01-01T00:00:00.000Z');
    for (let i = 1; i <= 3; i++) {
      const time = `2026-02-0${i}T12:00:00.000Z`;
      const description = `description as of edit ${i}`;
      const metadata = { actor: 'admin:test', requestId: `edit-${i}`, time };
      const [edit] = (await store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description }, previous: {} })], { metadata })).events;
      edits.push({ position: edit!.globalPosition, time, description });
      await store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { metadata: { ...metadata, requestId: `download-${i}` } });
    }
  });
  afterAll(() => close());

  it('shows the description an image had at a middle position while the live read models keep the latest', async () => {
    const liveDigest = await readModelDigest(db);
    const middle = edits[1]!;

    const result = await replayIntoSchema(db, { until: middle.position });

    expect(result.schema).toBe(`replay_${middle.position}`);
    expect(result.lastPosition).toBe(middle.position);
    expect(result.events).toBe(Number(middle.position));
    expect(await descriptionIn(result.schema)).toEqual({ description: middle.description, download_count: 1 });
    expect(result.digest).toBe(await readModelDigest(db, result.schema));
    expect(await descriptionIn('public')).toEqual({ description: edits[2]!.description, download_count: 3 });
    expect(await readModelDigest(db)).toBe(liveDigest);
  });

  it('replays until an ISO time into a schema of the caller’s choosing', async () => {
    const result = await replayIntoSchema(db, { untilTime: '2026-02-01T23:59:59Z', schema: 'as_of_february_first' });

    expect(result.schema).toBe('as_of_february_first');
    expect(result.lastPosition).toBe(edits[0]!.position + 1n);
    expect(await descriptionIn('as_of_february_first')).toEqual({ description: edits[0]!.description, download_count: 1 });
  });

  it('replaces a schema an earlier replay made, and the whole log replayed equals the live read models', async () => {
    await replayIntoSchema(db, { until: edits[0]!.position, schema: 'replay_again' });
    const result = await replayIntoSchema(db, { until: await store.lastPosition(), schema: 'replay_again' });

    expect(await descriptionIn('replay_again')).toEqual({ description: edits[2]!.description, download_count: 3 });
    expect(result.digest).toBe(await readModelDigest(db));
  });

  it('refuses the live schema and any schema it did not make', async () => {
    await db.query('CREATE SCHEMA someone_elses');
    await expect(replayIntoSchema(db, { until: 1n, schema: 'public' })).rejects.toThrow('schema: "public" is not allowed');
    await expect(replayIntoSchema(db, { until: 1n, schema: 'Bad-Name' })).rejects.toThrow('is not allowed');
    await expect(replayIntoSchema(db, { until: 1n, schema: 'someone_elses' })).rejects.toThrow('already exists and was not made by a replay');
  });

  it('refuses the rebuild’s shadow schema, so the next rebuild still runs', async () => {
    await expect(replayIntoSchema(db, { until: 1n, schema: 'rebuild_shadow' })).rejects.toThrow(RESERVED);
    expect(await shadowSchemas(db)).toHaveLength(0);
    const rebuilt = await rebuildReadModels(db);
    expect(rebuilt.lastPosition).toBe(await store.lastPosition());
  });

  it('replays until a time to the log as it stood then: an edit stamped earlier but appended after a later-stamped one is left out, and all after it', async () => {
    const append = (description: string, time: string) =>
      store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description }, previous: {} })], { metadata: { actor: 'admin:test', time } });
    const before = await store.lastPosition();
    await append('stamped on the 6th, appended first', '2026-02-06T12:00:00.000Z');
    await append('stamped on the 5th, appended second', '2026-02-05T12:00:00.000Z');

    const result = await replayIntoSchema(db, { untilTime: '2026-02-05T18:00:00Z', schema: 'as_of_february_fifth' });

    expect(result.lastPosition).toBe(before);
    expect((await descriptionIn('as_of_february_fifth'))?.description).toBe(edits[2]!.description);
  });
});

describe.each(databaseKinds)('npm run replay on %s', (kind) => {
  it('exits 1 naming the reserved schema rebuild_shadow, changes nothing, and a rebuild runs after', async () => {
    const target = await createTestDatabase(kind, { migrated: true });
    try {
      const seeded = await target.open();
      try {
        await seedCatalog(new EventStore(seeded, registry), '2026-01-01T00:00:00.000Z');
      } finally {
        await seeded.close();
      }
      const { DATABASE_URL: _inherited, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(target.url ? { DATABASE_URL: target.url } : {}) };
      const replay = (...args: string[]) =>
        promisify(execFile)(process.execPath, [...scriptCommand('scripts/replay.ts'), ...args], { cwd: root, env }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );

      const refused = await replay('--until', '1', '--schema', 'rebuild_shadow');
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toBe(RESERVED);
      const db = await target.open();
      try {
        expect(await shadowSchemas(db)).toHaveLength(0);
      } finally {
        await db.close();
      }

      const rebuilt = await replay();
      expect(rebuilt.code, rebuilt.stderr).toBe(0);
      expect(rebuilt.stdout).toContain('digest:');
    } finally {
      await target.drop();
    }
  });
});
