import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventValidationError, WrongExpectedVersionError } from '../../events/store/errors.ts';
import { EventStore } from '../../events/store/store.ts';
import { ImageDetailsEdited, ImageDownloaded, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import { PageVisited, analyticsStream } from '../../events/analytics/events.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import type { Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { metadata } from '../support/events.ts';
import { registry } from '../../events/registry.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';

describe.each(databaseKinds)('event store on %s', (kind) => {
  let db: Database;
  let store: EventStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase(kind));
    store = new EventStore(db, registry);
    await seedCatalog(store, '2026-01-01T00:00:00.000Z');
  });
  afterAll(() => close());

  const countEvents = async () => (await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events'))[0]!.n;
  const description = async (id = imageId) =>
    (await db.prisma.creativeImage.findUniqueOrThrow({ where: { id } })).description;

  it('seeding twice appends nothing', async () => {
    const before = await countEvents();
    expect(await seedCatalog(store, '2026-01-02T00:00:00.000Z')).toBe(0);
    expect(await countEvents()).toBe(before);
    expect(await db.prisma.creativeImage.count()).toBeGreaterThanOrEqual(48);
    expect(await db.prisma.creativeSession.count()).toBe(3);
  });

  it('rejects a stale expected version with a conflict error and writes nothing', async () => {
    const version = await store.streamVersion(imageStream(imageId));
    const before = await countEvents();
    const edit = ImageDetailsEdited({ imageId, changes: { description: 'stale' }, previous: {} });
    const error = await store
      .append(imageStream(imageId), [edit], { expectedVersion: version - 1n, metadata: metadata() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect((error as WrongExpectedVersionError).actual).toBe(version);
    expect(await countEvents()).toBe(before);
    expect(await description()).not.toBe('stale');
  });

  it('lets exactly one of two concurrent appends at the same expected version win', async () => {
    const version = await store.streamVersion(imageStream(imageId));
    const attempt = (text: string) =>
      store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description: text }, previous: {} })], {
        expectedVersion: version,
        metadata: metadata(),
      });
    const outcomes = await Promise.allSettled([attempt('first writer'), attempt('second writer')]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o) => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect(await store.streamVersion(imageStream(imageId))).toBe(version + 1n);
    expect(['first writer', 'second writer']).toContain(await description());
  });

  it('counts 200 concurrent downloads of one image exactly', async () => {
    const target = 'img-creators-hero-constellation-waves';
    const before = (await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: target } })).downloadCount;
    await Promise.all(
      Array.from({ length: 200 }, () =>
        store.append(imageDownloadsStream(target), [ImageDownloaded({ imageId: target })], { metadata: metadata() }),
      ),
    );
    const after = (await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: target } })).downloadCount;
    expect(after - before).toBe(200);
    expect(await store.streamVersion(imageDownloadsStream(target))).toBe(200n);
  });

  it('treats a re-append of the same event id as a no-op', async () => {
    const eventId = randomUUID();
    const target = 'img-families-hero-garden-hearth';
    const append = () =>
      store.append(imageDownloadsStream(target), [ImageDownloaded({ imageId: target }, eventId)], { metadata: metadata() });
    const first = await append();
    const before = await countEvents();
    const count = (await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: target } })).downloadCount;
    const second = await append();
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect(second.events).toHaveLength(0);
    expect(await countEvents()).toBe(before);
    expect((await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: target } })).downloadCount).toBe(count);
  });

  it('rejects invalid event data with a clear error and writes nothing', async () => {
    const before = await countEvents();
    const bad = { type: 'ImageDetailsEdited', data: { imageId, changes: { learningStatus: 'published' }, previous: {} } };
    const error = await store.append(imageStream(imageId), [bad], { metadata: metadata() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EventValidationError);
    expect((error as Error).message).toMatch(/changes\.learningStatus/);
    const unknownType = await store
      .append('x:1', [{ type: 'SomethingHappened', data: {} }], { metadata: metadata() })
      .catch((e: unknown) => e);
    expect(unknownType).toBeInstanceOf(EventValidationError);
    expect(await countEvents()).toBe(before);
  });

  it('round-trips a global position above 2^32 exactly', async () => {
    await db.query("SELECT setval('events_global_position_seq', 4294967301)");
    const sessionId = `s-${randomUUID()}`;
    const visit = PageVisited({ visitId: randomUUID(), sessionId, path: '/', referrer: null, userAgent: 'Firefox' });
    const result = await store.append(analyticsStream(sessionId), [visit], { metadata: metadata() });
    expect(result.events[0]!.globalPosition).toBe(4294967302n);
    const [read] = await store.readAll({ after: 4294967301n });
    expect(read!.globalPosition).toBe(4294967302n);
    expect(typeof read!.globalPosition).toBe('bigint');
    expect(await store.lastPosition()).toBe(4294967302n);
  });
});
