import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { exportChunks, exportRequestSchema } from '../../events/maintenance/export.ts';
import { importEvents } from '../../events/maintenance/import.ts';
import { ImportLineError } from '../../events/maintenance/importErrors.ts';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { readEvents } from '../../events/store/readEvents.ts';
import { catalogImages } from '../../seed/catalog.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';

const EXPORT = '/api/admin/events/export';

/** An exported line read back as the store's event shape. */
const fromLine = (line: string): RecordedEvent => {
  const event = JSON.parse(line);
  return { ...event, globalPosition: BigInt(event.globalPosition), streamVersion: BigInt(event.streamVersion) };
};
const linesOf = (body: string) => body.split('\n').filter(Boolean);

describe.each(databaseKinds)('event log export and import on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let log: RecordedEvent[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    headers = { authorization: `Bearer ${await t.login()}` };
    const images = catalogImages.slice(0, 4).map((image) => image.id);
    for (const [i, id] of images.entries()) {
      const edit = await t.server.inject({ method: 'PATCH', url: `/api/creative/images/${id}`, headers, payload: { description: `edited "${i}", with a comma` } });
      expect(edit.statusCode).toBe(200);
      for (let d = 0; d <= i; d++) await t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/download` });
    }
    for (let s = 0; s < 3; s++) {
      const sessionId = `session-${s}`;
      const visit = await t.server.inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId, path: '/', referrer: null, userAgent: 'Mozilla/5.0 Firefox/140.0' } });
      await t.server.inject({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId, fromPath: '/', toPath: '/products' } });
      await t.server.inject({ method: 'PATCH', url: `/api/analytics/page-visit/${visit.json().id}`, payload: { timeSpent: 20 + s } });
    }
    log = await readEvents(t.app.db, registry, { limit: 100_000 });
  });
  afterAll(() => t.close());

  it('refuses an export without a valid admin token', async () => {
    expect((await t.server.inject({ url: EXPORT })).statusCode).toBe(401);
    const forged = await t.server.inject({ url: EXPORT, headers: { authorization: 'Bearer not-a-session' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toBe('admin session required: sign in again');
  });

  it('answers 400 naming what is wrong with a bad format or filter, and appends nothing', async () => {
    const before = await t.eventCount();
    const cases: [string, string][] = [
      ['format=xml', 'format: must be ndjson or csv'],
      ['types=ImageDownloaded,NoSuchEvent', 'types.1: "NoSuchEvent" is not an event type'],
      ['from=yesterday', 'from: must be an ISO 8601 time'],
      ['after=-1', 'after: must be a global position'],
      ['page=2', 'Unrecognized key: "page"'],
    ];
    for (const [query, message] of cases) {
      const response = await t.server.inject({ url: `${EXPORT}?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('answers 400 naming the parameter, before streaming anything, for a time outside the years 1 to 9999', async () => {
    const cases: [string, string][] = [
      ['from=0000-01-01', 'from: must be in the year 1 or later'],
      ['format=csv&to=0001-01-01T00:00:00%2B01:00', 'to: must be in the year 1 or later'],
      ['to=9999-12-31T23:00:00-05:00', 'to: must be before the year 10000'],
    ];
    for (const [query, message] of cases) {
      const response = await t.server.inject({ url: `${EXPORT}?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toBe(message);
    }
  });

  it('answers 400 for a reversed time or position range instead of an empty file', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-01&to=2026-01-01', 'to: must not be before from'],
      ['from=2026-01-01T01:00:00%2B01:00&to=2025-12-31T23:59:59Z', 'to: must not be before from'],
      ['after=10&until=5', 'until: must be greater than after'],
      ['after=5&until=5', 'until: must be greater than after'],
    ];
    for (const [query, message] of cases) {
      const response = await t.server.inject({ url: `${EXPORT}?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toBe(message);
    }
    const sameTime = await t.server.inject({ url: `${EXPORT}?from=${log[0]!.metadata.time}&to=${log[0]!.metadata.time}`, headers });
    expect(sameTime.statusCode).toBe(200);
    expect(linesOf(sameTime.body).map(fromLine)).toContainEqual(log[0]);
  });

  it('downloads the whole log as NDJSON lines that parse back to the same events', async () => {
    const response = await t.server.inject({ url: EXPORT, headers });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="events-\d{4}-\d\d-\d\dT[\d-]+Z\.ndjson"$/);
    expect(linesOf(response.body).map(fromLine)).toEqual(log);
  });

  it('reads the log in keyset batches that join into the same export', async () => {
    const request = exportRequestSchema.parse({});
    const batches: string[] = [];
    for await (const chunk of exportChunks(t.app.db, request, 7)) batches.push(chunk);

    expect(batches.length).toBe(Math.ceil(log.length / 7));
    expect(linesOf(batches.join('')).map(fromLine)).toEqual(log);
  });

  it('exports only the events the filters select', async () => {
    const imageId = catalogImages[3]!.id;
    const byType = await t.server.inject({ url: `${EXPORT}?types=ImageDownloaded,ImageDetailsEdited&stream=image-downloads:${imageId}`, headers });
    expect(linesOf(byType.body).map(fromLine)).toEqual(log.filter((event) => event.streamId === `image-downloads:${imageId}`));

    const [, second, , fourth] = log;
    const byPosition = await t.server.inject({ url: `${EXPORT}?after=${second!.globalPosition}&until=${fourth!.globalPosition}`, headers });
    expect(linesOf(byPosition.body).map(fromLine)).toEqual(log.slice(2, 4));

    const future = await t.server.inject({ url: `${EXPORT}?from=2999-01-01`, headers });
    expect(future.body).toBe('');
  });

  it('downloads CSV with a header row and one row per event, data and metadata as JSON text', async () => {
    const response = await t.server.inject({ url: `${EXPORT}?format=csv`, headers });

    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="events-.+\.csv"$/);
    const rows = linesOf(response.body);
    expect(rows[0]).toBe('globalPosition,streamId,streamVersion,eventId,type,schemaVersion,data,metadata');
    expect(rows).toHaveLength(log.length + 1);
    const edit = log.find((event) => event.type === 'ImageDetailsEdited')!;
    const quoted = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;
    expect(rows).toContain(
      [edit.globalPosition, edit.streamId, edit.streamVersion, edit.eventId, edit.type, edit.schemaVersion, quoted(edit.data), quoted(edit.metadata)].join(','),
    );
  });

  it('imports an export into an empty database and rebuilds the same read models', async () => {
    const exported = (await t.server.inject({ url: EXPORT, headers })).body;
    const target = await openMigratedDatabase(kind);
    try {
      const imported = await importEvents(target.db, Readable.from(exported.split('\n')));
      expect(imported).toEqual({ events: log.length, lastPosition: log.at(-1)!.globalPosition });

      const rebuilt = await replayIntoLiveModels(target.db);
      expect(rebuilt.digest).toBe(await readModelDigest(t.app.db));
      expect(await readEvents(target.db, registry, { limit: 100_000 })).toEqual(log);

      await expect(importEvents(target.db, Readable.from(exported.split('\n')))).rejects.toThrow('the event log is not empty');
    } finally {
      await target.close();
    }
  });

  it('imports nothing when a line is bad, and names the line', async () => {
    const lines = linesOf((await t.server.inject({ url: EXPORT, headers })).body);
    const broken = JSON.parse(lines[5]!);
    const target = await openMigratedDatabase(kind);
    try {
      const attempts: [string[], string][] = [
        [[...lines.slice(0, 5), '{not json', ...lines.slice(6)], 'line 6: not valid JSON'],
        [[...lines.slice(0, 5), JSON.stringify({ ...broken, eventId: 'x' }), ...lines.slice(6)], 'line 6: eventId: Invalid UUID'],
        [[...lines.slice(0, 5), JSON.stringify({ ...broken, data: { title: 7 } }), ...lines.slice(6)], 'line 6: data: '],
        [[...lines.slice(0, 5), JSON.stringify({ ...broken, type: 'Nope' }), ...lines.slice(6)], 'line 6: type: "Nope" is not an event type'],
        [[...lines.slice(0, 5), JSON.stringify({ ...broken, streamVersion: broken.streamVersion + 1 }), ...lines.slice(6)], `line 6: streamVersion: ${broken.streamId} is at version`],
        [[...lines.slice(0, 6), lines[4]!, ...lines.slice(6)], 'line 7: globalPosition: 5 does not follow 6'],
      ];
      for (const [attempt, message] of attempts) {
        // Batches of 2: the lines before the bad one are already inserted when it fails, and roll back.
        const failure = await importEvents(target.db, Readable.from(attempt), 2).catch((error: unknown) => error);
        expect(failure, message).toBeInstanceOf(ImportLineError);
        expect((failure as Error).message, message).toContain(message);
        expect(await readEvents(target.db, registry)).toEqual([]);
      }
    } finally {
      await target.close();
    }
  });
});
