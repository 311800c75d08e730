import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobHashesOf, type ImageManifest } from '../../domain/imageFile.ts';
import { collectUnreferencedBlobs } from '../../api/media/blobCollection.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';
import { plainImage } from './testImages.ts';

const metadata = () => ({ actor: 'admin:admin', time: new Date().toISOString() });
const input = { title: 'Kept by its history', prompt: 'a photograph', perspective: 'startup_founders', journeyStage: 'brand_discovery', sessionId: 'session-early-experiments', learningStatus: 'final_version', complexityLevel: 2 };

describe.each(databaseKinds)('collecting blobs no event names on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('deletes an old orphan, keeps a young one and every version of every image, which undo can still bring back', async () => {
    const blobs = t.app.services.media.blobs;
    const first = await t.app.services.images.upload({ bytes: await plainImage('jpeg', 500, 400), name: 'first.jpg' }, input, metadata());
    const replaced = await t.app.services.images.replaceFile(first.id, { bytes: await plainImage('png', 500, 400), name: 'second.png' }, metadata());
    const versions = [first.file, replaced.file] as ImageManifest[];
    // An upload refused after its blobs were stored (or cut short by a crash) leaves blobs no event names.
    const orphan = (await blobs.put(Buffer.from('no event names these bytes'), 'image/png')).hash;

    const young = await collectUnreferencedBlobs(t.app.store, blobs, { graceHours: 1 });
    expect(young.deleted).toEqual([]);
    expect(await blobs.has(orphan)).toBe(true);

    const later = new Date(Date.now() + 2 * 3_600_000);
    const collected = await collectUnreferencedBlobs(t.app.store, blobs, { graceHours: 1, now: later });
    expect(collected.deleted).toEqual([orphan]);
    expect(await blobs.has(orphan)).toBe(false);
    for (const version of versions) for (const hash of blobHashesOf(version)) expect(await blobs.has(hash), hash).toBe(true);
  });
});
