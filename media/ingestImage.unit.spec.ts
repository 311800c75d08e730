import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainImage, svgFile } from '../tests/media/testImages.ts';
import { FileBlobStore } from './fileBlobStore.ts';
import { blobHashesOf, imageManifestSchema } from '../domain/imageFile.ts';
import { ingestImage } from './ingestImage.ts';
import { ImageRejectedError, QueueFullError } from './mediaErrors.ts';
import { ProcessingQueue } from './processingQueue.ts';

const emptyStore = () => new FileBlobStore(mkdtempSync(join(tmpdir(), 'chb-blobs-')));
const allHashes = async (store: FileBlobStore) => {
  const hashes: string[] = [];
  for await (const hash of store.list()) hashes.push(hash);
  return hashes.sort();
};

describe('ingestImage', { timeout: 60_000 }, () => {
  it('stores every file of the image under its hash and answers the manifest an event records', async () => {
    const store = emptyStore();
    const { manifest } = await ingestImage(await plainImage('png', 1200, 900), { queue: new ProcessingQueue(), store });
    expect(imageManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest.original).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(await allHashes(store)).toEqual(blobHashesOf(manifest).sort());
    for (const file of [manifest.original, ...manifest.derivatives]) expect((await store.get(file.hash))!.length).toBe(file.bytes);
  });

  it('stores the same upload twice once: the second gives the same manifest and no new blob', async () => {
    const store = emptyStore();
    const queue = new ProcessingQueue();
    const upload = await plainImage('webp', 700, 500);
    const first = await ingestImage(upload, { queue, store });
    const blobs = await allHashes(store);
    const second = await ingestImage(upload, { queue, store });
    expect(second.manifest).toEqual(first.manifest);
    expect(await allHashes(store)).toEqual(blobs);
  });

  it('stores nothing for a refused file or a full queue', async () => {
    const store = emptyStore();
    await expect(ingestImage(svgFile, { queue: new ProcessingQueue(), store })).rejects.toBeInstanceOf(ImageRejectedError);
    // The queue stays full until the test releases it: a timer would let it drain while the image is made.
    const busy = new ProcessingQueue({ concurrency: 1, maxWaiting: 0 });
    let release!: () => void;
    const running = busy.run(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(ingestImage(await plainImage('png', 100, 100), { queue: busy, store })).rejects.toBeInstanceOf(QueueFullError);
    release();
    await running;
    expect(await allHashes(store)).toEqual([]);
  });
});
