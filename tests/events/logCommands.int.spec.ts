import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelDigest } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { ImageDetailsEdited, imageStream } from '../../events/images/events.ts';
import { catalogImages } from '../../seed/catalog.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';
import { scriptCommand } from '../support/serverProcess.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a script as `npm run` would, against the given database; resolves with its exit code and output. */
async function run(script: string, args: string[], database: TestDatabase) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(database.url ? { DATABASE_URL: database.url } : {}) };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...scriptCommand(script), ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const digestOf = async (database: TestDatabase) => {
  const db = await database.open();
  try {
    return await readModelDigest(db);
  } finally {
    await db.close();
  }
};

describe.each(databaseKinds)('the log commands on %s', (kind) => {
  let source: TestDatabase;
  let target: TestDatabase;

  beforeAll(async () => {
    // The target is a database never opened: the import migrates it first, as on a new site.
    [source, target] = [await createTestDatabase(kind, { migrated: true }), await createTestDatabase(kind)];
    const db = await source.open();
    await applyMigrations(db);
    const store = new EventStore(db, registry);
    await seedCatalog(store, '2026-01-01T00:00:00.000Z');
    const imageId = catalogImages[0]!.id;
    for (const description of ['first', 'second']) {
      await store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description }, previous: {} })], {
        metadata: { actor: 'admin:test', requestId: description, time: '2026-02-01T00:00:00.000Z' },
      });
    }
    await db.close();
  });
  afterAll(async () => {
    await source.drop();
    await target.drop();
  });

  it('exports to a file and imports it into an empty database with the same read models', async () => {
    const file = join(source.dataDir, 'log.ndjson');
    const exported = await run('scripts/exportEvents.ts', ['--out', file], source);
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(catalogImages.length + 3 + 2);

    const imported = await run('scripts/importEvents.ts', [file], target);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`digest:        ${await digestOf(source)}`);
    expect(await digestOf(target)).toBe(await digestOf(source));

    const again = await run('scripts/importEvents.ts', [file], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the event log is not empty: import only into an empty database');
  });

  it('replays until a position into its own schema and says what it built', async () => {
    const replay = await run('scripts/replay.ts', ['--until', String(catalogImages.length + 3 + 1)], source);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain(`schema:        replay_${catalogImages.length + 4}`);
    expect(replay.stdout).toMatch(/digest: +[0-9a-f]{64}/);
  });

  it('exits with 1 and a message for a bad --until or export filter', async () => {
    const replay = await run('scripts/replay.ts', ['--until', 'last tuesday'], source);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain('--until: "last tuesday" is neither a global position nor an ISO time');
    const exported = await run('scripts/exportEvents.ts', ['--format', 'xml'], source);
    expect(exported.code).toBe(1);
    expect(exported.stderr).toContain('--format: must be ndjson or csv');
  });
});
