import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileBlobStore } from './fileBlobStore.ts';
import { sha256Hex } from './mediaFiles.ts';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, stat: vi.fn(actual.stat) };
});
const { stat: realStat } = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');

const longAgo = new Date(Date.now() - 3_600_000);
const fromAll = async (iterable: AsyncIterable<string>) => {
  const hashes: string[] = [];
  for await (const hash of iterable) hashes.push(hash);
  return hashes;
};

describe('FileBlobStore', () => {
  afterEach(() => {
    vi.mocked(stat).mockImplementation(realStat);
  });

  it('lays blobs out as ab/cd/<hash> and leaves no temporary file behind a put', async () => {
    const store = new FileBlobStore(mkdtempSync(join(tmpdir(), 'chb-blobs-')));
    const bytes = Buffer.from('a stored image');
    const { hash } = await store.put(bytes, 'image/png');
    expect(store.pathOf(hash)).toBe(join(store.root, hash.slice(0, 2), hash.slice(2, 4), hash));
    expect(readdirSync(dirname(store.pathOf(hash)))).toEqual([hash]);
  });

  it('never serves or lists the temporary file of a write that crashed, and collect() removes it once old', async () => {
    const store = new FileBlobStore(mkdtempSync(join(tmpdir(), 'chb-blobs-')));
    const kept = await store.put(Buffer.from('a complete blob'), 'image/jpeg');
    // What a process killed between writing and renaming leaves: half of the bytes under a temporary name.
    const crashed = Buffer.from('the whole image that was being written');
    const hash = sha256Hex(crashed);
    const folder = dirname(store.pathOf(hash));
    const temporary = join(folder, `.${hash}.deadbeef0000.tmp`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(temporary, crashed.subarray(0, 10));

    expect(await store.get(hash)).toBeNull();
    expect(await store.has(hash)).toBe(false);
    expect(await store.openReadStream(hash)).toBeNull();
    expect(await fromAll(store.list())).toEqual([kept.hash]);

    // Within the grace period it may be a write in progress: kept.
    await store.collect(new Set([kept.hash]), { olderThan: longAgo });
    expect(existsSync(temporary)).toBe(true);
    utimesSync(temporary, new Date(longAgo.getTime() - 1000), new Date(longAgo.getTime() - 1000));
    const result = await store.collect(new Set([kept.hash]), { olderThan: longAgo });
    expect(existsSync(temporary)).toBe(false);
    expect(result).toEqual({ deleted: [], kept: 1 });

    // The upload retried after the crash stores the whole blob.
    expect(await store.put(crashed, 'image/jpeg')).toMatchObject({ hash, existed: false });
    expect(await store.get(hash)).toEqual(crashed);
  });

  it('answers null, not an error, for a hash that could name a path outside the store', async () => {
    const store = new FileBlobStore(mkdtempSync(join(tmpdir(), 'chb-blobs-')));
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.has('..')).toBe(false);
    expect(await store.delete('../x')).toBe(false);
  });

  it('lists nothing, rather than failing, before its directory exists', async () => {
    const store = new FileBlobStore(join(tmpdir(), `chb-blobs-missing-${process.pid}-${Date.now()}`));
    expect(await fromAll(store.list())).toEqual([]);
    expect(await store.collect(new Set(), { olderThan: new Date() })).toEqual({ deleted: [], kept: 0 });
  });

  it('keeps a blob put again while collect() deletes it: the put lands between the check of its time and the delete', async () => {
    const store = new FileBlobStore(mkdtempSync(join(tmpdir(), 'chb-blobs-')));
    const bytes = Buffer.from('an image no event names yet');
    const { hash } = await store.put(bytes, 'image/png');
    const old = new Date(longAgo.getTime() - 60_000);
    utimesSync(store.pathOf(hash), old, old);

    // The collector reads the blob's time twice (listing, then just before deleting); the upload's put of the
    // same bytes runs right after the second read, as another request of the same process or another server.
    let readsOfTheBlob = 0;
    let putAgain: Awaited<ReturnType<typeof store.put>> | undefined;
    vi.mocked(stat).mockImplementation(async (...args: Parameters<typeof realStat>) => {
      const stats = await realStat(...args);
      if (String(args[0]).includes(hash) && ++readsOfTheBlob === 2) putAgain = await store.put(bytes, 'image/png');
      return stats;
    });
    await store.collect(new Set(), { olderThan: longAgo });

    expect(putAgain?.hash).toBe(hash);
    // The event the upload appends next names this blob: it must still be there.
    expect(await store.get(hash)).toEqual(bytes);
    expect(readdirSync(dirname(store.pathOf(hash)))).toEqual([hash]);
  });
});
