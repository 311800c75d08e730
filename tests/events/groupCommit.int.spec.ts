import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PageVisited, TimeOnPageRecorded, analyticsStream } from '../../events/analytics/events.ts';
import { WrongExpectedVersionError } from '../../events/store/errors.ts';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { ImageDetailsEdited, ImageDownloaded, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import { readModelDigest, replayIntoSchema } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { metadata } from '../support/events.ts';
import { registry } from '../../events/registry.ts';

const images = ['img-founders-hero-geometric-lighthouse', 'img-creators-hero-constellation-waves', 'img-families-hero-garden-hearth'];

describe.each(databaseKinds)('group commit on %s', (kind) => {
  let db: Database;
  let store: EventStore;
  let close: () => Promise<void>;
  let delivered: RecordedEvent[] = [];

  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase(kind));
    // One lane: every append sent in one turn travels in one batch (PostgreSQL's default shares them among two).
    store = new EventStore(db, registry, undefined, { lanes: 1 });
    await seedCatalog(store, '2026-01-01T00:00:00.000Z');
    store.bus.subscribe((events) => delivered.push(...events));
  });
  afterAll(() => close());
  beforeEach(() => {
    delivered = [];
  });

  const countEvents = async () => Number((await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events'))[0]!.n);
  const downloadCount = async (id: string) => (await db.prisma.creativeImage.findUniqueOrThrow({ where: { id } })).downloadCount;
  const transactionsOf = async (events: readonly RecordedEvent[]) => {
    const rows = await db.query<{ n: bigint }>(
      `SELECT count(DISTINCT transaction_id)::int8 AS n FROM events WHERE global_position IN (SELECT jsonb_array_elements_text($1::jsonb)::int8)`,
      [JSON.stringify(events.map((event) => String(event.globalPosition)))],
    );
    return Number(rows[0]!.n);
  };
  const download = (imageId: string) => store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { metadata: metadata() });

  it('writes appends that arrive together in one transaction, and every read model equals a replay', async () => {
    const counts = await Promise.all(images.map(downloadCount));
    const sessionId = `batch-${randomUUID()}`;
    const visitId = randomUUID();
    const before = store.batchSizes.batches;
    // Appends sent in the same turn of the event loop wait for each other and travel in one batch.
    const results = await Promise.all([
      download(images[0]!),
      ...Array.from({ length: 30 }, (_, index) => download(images[index % images.length]!)),
      store.append(analyticsStream(sessionId), [PageVisited({ visitId, sessionId, path: '/batch', referrer: null, userAgent: 'Firefox' })], {
        metadata: metadata(),
      }),
      store.append(analyticsStream(sessionId), [TimeOnPageRecorded({ visitId, timeSpent: 42 })], { metadata: metadata() }),
    ]);
    expect(store.batchSizes.batches - before).toBe(1);
    const recorded = results.flatMap((result) => result.events);
    expect(await transactionsOf(recorded)).toBe(1);
    expect(new Set(recorded.map((event) => event.globalPosition)).size).toBe(33);
    expect(await Promise.all(images.map(downloadCount))).toEqual(counts.map((count, index) => count + 10 + (index === 0 ? 1 : 0)));
    const visit = await db.prisma.pageVisit.findUniqueOrThrow({ where: { id: visitId } });
    expect(visit.timeSpent).toBe(42);
    // Live delivery: each committed event once, in commit order.
    expect(delivered.map((event) => event.globalPosition)).toEqual([...delivered.map((event) => event.globalPosition)].sort((a, b) => (a < b ? -1 : 1)));
    expect(delivered.length).toBe(33);
    const replayed = await replayIntoSchema(db, { schema: 'group_commit_check' });
    expect(await readModelDigest(db, replayed.schema)).toBe(await readModelDigest(db));
  });

  it('fails only the append with a stale expected version; the rest of its batch commits', async () => {
    const imageId = images[1]!;
    const version = await store.streamVersion(imageStream(imageId));
    const downloadsBefore = await downloadCount(imageId);
    const eventsBefore = await countEvents();
    const batchesBefore = store.batchSizes.batches;
    const edit = (description: string, expectedVersion: bigint) =>
      store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description }, previous: {} })], { expectedVersion, metadata: metadata() });
    const outcomes = await Promise.allSettled([download(imageId), edit('stale edit', version - 1n), edit('current edit', version), download(imageId)]);
    expect(store.batchSizes.batches - batchesBefore).toBe(1);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await countEvents()).toBe(eventsBefore + 3);
    expect(await downloadCount(imageId)).toBe(downloadsBefore + 2);
    expect((await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: imageId } })).description).toBe('current edit');
    expect(await store.streamVersion(imageStream(imageId))).toBe(version + 1n);
    expect(delivered.length).toBe(3);
  });

  it('lets one of two appends in a batch that expect the same version win', async () => {
    const imageId = images[2]!;
    const version = await store.streamVersion(imageStream(imageId));
    const edit = (description: string) =>
      store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description }, previous: {} })], {
        expectedVersion: version,
        metadata: metadata(),
      });
    const outcomes = await Promise.allSettled([edit('first'), edit('second'), download(imageId)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: imageId } })).description).toBe('first');
  });

  it('treats a repeated event id in a batch as a no-op', async () => {
    const imageId = images[0]!;
    const eventId = randomUUID();
    const downloadsBefore = await downloadCount(imageId);
    const eventsBefore = await countEvents();
    const again = () => store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId }, eventId)], { metadata: metadata() });
    const [first, second, other] = await Promise.all([again(), again(), download(images[1]!)]);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    expect(other.duplicate).toBe(false);
    expect(await countEvents()).toBe(eventsBefore + 2);
    expect(await downloadCount(imageId)).toBe(downloadsBefore + 1);
    expect(delivered.filter((event) => event.eventId === eventId)).toHaveLength(1);
  });

  it('shares waiting appends among the free lanes (PostgreSQL writes two batches at once)', async () => {
    const shared = new EventStore(db, registry, undefined, { lanes: 2 });
    const counts = await Promise.all(images.map(downloadCount));
    await Promise.all(Array.from({ length: 12 }, (_, index) => shared.append(imageDownloadsStream(images[index % 3]!), [ImageDownloaded({ imageId: images[index % 3]! })], { metadata: metadata() })));
    expect(shared.batchSizes).toMatchObject({ batches: 2, events: 12, histogram: { 6: 2 } });
    expect(await Promise.all(images.map(downloadCount))).toEqual(counts.map((count) => count + 4));
  });

  it('keeps a batch within its event bound', async () => {
    const bounded = new EventStore(db, registry, undefined, { maxEvents: 8 });
    const before = bounded.batchSizes.batches;
    await Promise.all(Array.from({ length: 40 }, (_, index) => bounded.append(imageDownloadsStream(images[index % 3]!), [ImageDownloaded({ imageId: images[index % 3]! })], { metadata: metadata() })));
    expect(Math.max(...Object.keys(bounded.batchSizes.histogram).map(Number))).toBeLessThanOrEqual(8);
    expect(bounded.batchSizes.batches - before).toBeGreaterThanOrEqual(5);
  });
});
