import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportChunks, exportRequestSchema } from '../../events/maintenance/export.ts';
import { importEvents } from '../../events/maintenance/import.ts';
import { ImportLineError } from '../../events/maintenance/importErrors.ts';
import { readModelDigest } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { PageVisited, TimeOnPageRecorded, analyticsStream } from '../../events/analytics/events.ts';
import { UsageScanCompleted, usageStream } from '../../events/usage/events.ts';
import type { Database } from '../../prisma/database.ts';
import { catalogImages } from '../../seed/catalog.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { createTestDatabase, databaseKinds, openMigratedDatabase, type TestDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';
import { scriptCommand } from '../support/serverProcess.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const visitIds = ['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'];

/** A log with every kind of row the projections build: catalog, usage, visits with their time on page. */
async function fillSource(db: Database): Promise<void> {
  const store = new EventStore(db, registry);
  await seedCatalog(store, '2026-01-01T00:00:00.000Z');
  const metadata = { actor: 'visitor', time: '2026-01-02T00:00:00.000Z' };
  const [first, second] = catalogImages;
  await store.append(
    usageStream,
    [UsageScanCompleted({ source: 'test', locations: [first!, second!].map((image) => ({ imageId: image.id, page: '/', section: 'hero', url: null })) })],
    { metadata: { ...metadata, actor: 'admin:test', requestId: 'scan' } },
  );
  for (const [index, visitId] of visitIds.entries()) {
    const sessionId = `session-${index}`;
    await store.append(analyticsStream(sessionId), [PageVisited({ visitId, sessionId, path: '/', referrer: null, userAgent: 'Firefox' })], { metadata });
    await store.append(analyticsStream(sessionId), [TimeOnPageRecorded({ visitId, timeSpent: 30 + index })], { metadata });
  }
}

async function exportedLines(db: Database): Promise<string[]> {
  let text = '';
  for await (const chunk of exportChunks(db, exportRequestSchema.parse({}))) text += chunk;
  return text.split('\n').filter(Boolean);
}

/** Every row the import could have left behind: events, streams, read models, and whether the sequence moved. */
async function leftovers(db: Database): Promise<Record<string, unknown>> {
  const counts: Record<string, unknown> = {};
  for (const table of ['events', 'streams', ...registry.tables.names]) {
    const [row] = await db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM "${table}"`);
    counts[table] = Number(row!.n);
  }
  const [sequence] = await db.query<{ is_called: boolean }>('SELECT is_called FROM events_global_position_seq');
  counts.sequenceUsed = sequence!.is_called;
  return counts;
}

const nothingLeft = { events: 0, streams: 0, ...Object.fromEntries(registry.tables.names.map((table) => [table, 0])), sequenceUsed: false };

interface ExportedLine {
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** The export with the nth event that `pick` selects changed; returns the lines and that line's 1-based number. */
function breakLine(lines: string[], pick: (event: ExportedLine) => boolean, change: (event: ExportedLine) => void, nth = 0) {
  const index = lines.map((text, i) => [JSON.parse(text), i] as const).filter(([event]) => pick(event))[nth]![1];
  const event = JSON.parse(lines[index]!);
  change(event);
  return { lines: lines.with(index, JSON.stringify(event)), line: index + 1 };
}

describe.each(databaseKinds)('an import whose events break the read models on %s', (kind) => {
  let source: TestDatabase;
  let lines: string[];
  let sourceDigest: string;

  beforeAll(async () => {
    source = await createTestDatabase(kind, { migrated: true });
    const db = await source.open();
    try {
      await applyMigrations(db);
      await fillSource(db);
      lines = await exportedLines(db);
      sourceDigest = await readModelDigest(db);
    } finally {
      await db.close();
    }
  });
  afterAll(() => source.drop());

  const brokenExports = () => [
    {
      what: 'a duplicate visit id',
      ...breakLine(lines, (event) => event.type === 'PageVisited', (event) => (event.data.visitId = visitIds[0]), 1),
      message: `PageVisited breaks the read models: duplicate key ["${visitIds[0]}"] in page_visits`,
    },
    {
      what: 'an unknown image',
      ...breakLine(lines, (event) => event.type === 'UsageScanCompleted', (event) => ((event.data.locations as { imageId: string }[])[1]!.imageId = 'img-nowhere')),
      message: 'UsageScanCompleted breaks the read models: usage_locations (image_id) = (img-nowhere) names no row of creative_images (usage_locations_image_id_fkey)',
    },
    {
      what: 'an unknown session',
      ...breakLine(lines, (event) => event.type === 'ImageCatalogued', (event) => (event.data.sessionId = 'session-nowhere'), 3),
      message: 'ImageCatalogued breaks the read models: creative_images (session_id) = (session-nowhere) names no row of creative_sessions (creative_images_session_id_fkey)',
    },
    {
      // Year 0 passes the ISO date schema, but a date column cannot hold it: only the write finds out.
      what: 'a date the database cannot store',
      ...breakLine(lines, (event) => event.type === 'CreativeSessionRecorded', (event) => (event.data.sessionDate = '0000-01-01')),
      message: 'CreativeSessionRecorded breaks the read models: date/time field value out of range',
    },
  ];

  it('rolls back the events, streams, sequence and read models, names the line, and then takes the corrected file', async () => {
    const target = await openMigratedDatabase(kind);
    try {
      for (const broken of brokenExports()) {
        // Batches of 2: most events are already inserted when the projection fails, and roll back.
        const failure = await importEvents(target.db, Readable.from(broken.lines), 2).catch((error: unknown) => error);
        expect(failure, broken.what).toBeInstanceOf(ImportLineError);
        expect((failure as Error).message, broken.what).toContain(`line ${broken.line}: ${broken.message}`);
        expect(await leftovers(target.db), broken.what).toEqual(nothingLeft);
      }

      expect(await importEvents(target.db, Readable.from(lines), 2)).toMatchObject({ events: lines.length });
      expect(await readModelDigest(target.db)).toBe(sourceDigest);
    } finally {
      await target.close();
    }
  });

  it('refuses a metadata time the database cannot read back, of any event type, naming the line', async () => {
    const target = await openMigratedDatabase(kind);
    try {
      const unreadable: [string, string][] = [
        ['0000-01-01T00:00:00Z', 'metadata.time: must be in the year 1 or later'],
        ['0001-01-01T00:00:00+01:00', 'metadata.time: must be in the year 1 or later'],
        ['9999-12-31T23:00:00-05:00', 'metadata.time: must be before the year 10000'],
        ['2026-01-01T00:00:00+16:00', 'metadata.time: must be at most 15:59 hours from UTC'],
      ];
      for (const [time, message] of unreadable) {
        const broken = breakLine(lines, (event) => event.type === 'UsageScanCompleted', (event) => (event.metadata.time = time));
        const failure = await importEvents(target.db, Readable.from(broken.lines), 2).catch((error: unknown) => error);
        expect(failure, time).toBeInstanceOf(ImportLineError);
        expect((failure as Error).message, time).toBe(`line ${broken.line}: ${message}`);
        expect(await leftovers(target.db), time).toEqual(nothingLeft);
      }
    } finally {
      await target.close();
    }
  });

  it('npm run events:import exits 1 naming the line, leaves the database empty, and imports the corrected file', async () => {
    const target = await createTestDatabase(kind);
    try {
      const { DATABASE_URL: _inherited, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(target.url ? { DATABASE_URL: target.url } : {}) };
      const runImport = (file: string) =>
        promisify(execFile)(process.execPath, [...scriptCommand('scripts/importEvents.ts'), file], { cwd: root, env }).then(
          ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
      const [broken] = brokenExports();
      const brokenFile = join(target.dataDir, 'broken.ndjson');
      const goodFile = join(target.dataDir, 'good.ndjson');
      writeFileSync(brokenFile, broken!.lines.join('\n') + '\n');
      writeFileSync(goodFile, lines.join('\n') + '\n');

      const failed = await runImport(brokenFile);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(`${brokenFile}: line ${broken!.line}: ${broken!.message}`);
      const db = await target.open();
      try {
        expect(await leftovers(db)).toEqual(nothingLeft);
      } finally {
        await db.close();
      }

      const imported = await runImport(goodFile);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain(`digest:        ${sourceDigest}`);
    } finally {
      await target.drop();
    }
  });
});
