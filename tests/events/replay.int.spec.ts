import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import { NavigationRecorded, PageVisited, TimeOnPageRecorded, analyticsStream } from '../../events/analytics/events.ts';
import { ImageDetailsEdited, ImageDownloaded, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import { UsageScanCompleted, usageStream } from '../../events/usage/events.ts';
import { catalogImages } from '../../seed/catalog.ts';
import { seedCatalog } from '../../seed/seedCatalog.ts';
import type { Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { metadata } from '../support/events.ts';
import { registry } from '../../events/registry.ts';

describe.each(databaseKinds)('replay on %s', (kind) => {
  let db: Database;
  let store: EventStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openMigratedDatabase(kind));
    store = new EventStore(db, registry);
    await seedCatalog(store, '2026-01-01T00:00:00.000Z');
  });
  afterAll(() => close());

  it('rebuilds the same read models after a mixed workload', async () => {
    const ids = catalogImages.slice(0, 6).map((image) => image.id);
    await Promise.all(
      ids.flatMap((imageId, i) => [
        store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes: { description: `edited ${i}`, tags: ['a', `t${i}`] }, previous: {} })], { metadata: metadata('admin:test') }),
        ...Array.from({ length: i + 1 }, () => store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { metadata: metadata() })),
      ]),
    );
    await store.append(imageStream(ids[0]!), [ImageDetailsEdited({ imageId: ids[0]!, changes: { rejectionReason: null, learningStatus: 'happy_accident' }, previous: {} })], { metadata: metadata() });
    for (const scan of [ids.slice(0, 3), ids.slice(2, 5)]) {
      const locations = scan.map((imageId) => ({ imageId, page: '/', section: 'hero', url: null }));
      await store.append(usageStream, [UsageScanCompleted({ source: 'test', locations })], { metadata: metadata() });
    }
    for (let s = 0; s < 5; s++) {
      const sessionId = `session_${s}`;
      const visitId = randomUUID();
      await store.append(analyticsStream(sessionId), [
        PageVisited({ visitId, sessionId, path: '/', referrer: null, userAgent: 'Chrome' }),
        NavigationRecorded({ navigationId: randomUUID(), sessionId, fromPath: '/', toPath: '/products' }),
        TimeOnPageRecorded({ visitId, timeSpent: 12 + s }),
      ], { metadata: metadata() });
    }

    const before = await readModelDigest(db);
    const result = await replayIntoLiveModels(db);
    expect(result.digest).toBe(before);
    expect(await readModelDigest(db)).toBe(before);
    expect(result.events).toBe(Number(await store.lastPosition()));
    expect(await db.prisma.usageLocation.count()).toBe(3);
    expect((await db.prisma.creativeImage.findUniqueOrThrow({ where: { id: ids[5]! } })).downloadCount).toBe(6);
    expect((await db.prisma.pageVisit.findFirstOrThrow({ where: { sessionId: 'session_4' } })).timeSpent).toBe(16);
  });

  it('gives a different digest when a read model differs from the log', async () => {
    const before = await readModelDigest(db);
    await db.query("UPDATE creative_images SET download_count = download_count + 1 WHERE id = $1", [catalogImages[0]!.id]);
    expect(await readModelDigest(db)).not.toBe(before);
    expect((await replayIntoLiveModels(db)).digest).toBe(before);
  });
});
