/**
 * One behaviour suite for every blob store: files in a directory, the media_blobs table on PGlite and on
 * the PostgreSQL server, and S3 against a real S3 protocol server (s3rver) started here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../media/blobStore.ts';
import { createBlobStore, type S3Config } from '../../media/createBlobStore.ts';
import { sha256Hex } from '../../media/mediaFiles.ts';
import { S3BlobStore } from '../../media/s3BlobStore.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';

interface Backend {
  /** The store under test. */
  store: BlobStore;
  /** Blobs as the backend itself counts them (files, rows, objects), not as the store lists them. */
  stored(): Promise<number>;
  /** A store of another server process, with its own DATA_DIR, on the same database or bucket. */
  otherServer?(): Promise<BlobStore>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hashesIn = async (store: BlobStore) => {
  const hashes: string[] = [];
  for await (const hash of store.list()) hashes.push(hash);
  return hashes.sort();
};
const streamed = async (store: BlobStore, hash: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.openReadStream(hash))!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

async function filesystemBackend(): Promise<Backend> {
  const directory = join(mkdtempSync(join(tmpdir(), 'chb-data-')), 'blobs');
  const store = createBlobStore({ kind: 'filesystem', directory });
  const count = () => readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  return { store, stored: async () => count(), close: () => store.close() };
}

function databaseBackend(kind: (typeof databaseKinds)[number]) {
  return async (): Promise<Backend> => {
    const { db, test, close } = await openMigratedDatabase(kind);
    const store = createBlobStore({ kind: 'postgresql' }, { database: db });
    const others: { close(): Promise<void> }[] = [];
    return {
      store,
      stored: async () => Number((await db.query<{ count: bigint }>('SELECT count(*) AS count FROM media_blobs'))[0]!.count),
      // PGlite belongs to one process (its DATA_DIR is locked), so only the server is shared by two.
      otherServer:
        kind === 'postgresql'
          ? async () => {
              const other = await test.open();
              others.push(other);
              return createBlobStore({ kind: 'postgresql' }, { database: other });
            }
          : undefined,
      async close() {
        for (const other of others) await other.close();
        await close();
      },
    };
  };
}

async function s3Backend(): Promise<Backend> {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(join(tmpdir(), 'chb-s3rver-')) });
  const { port } = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'chb-media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'blobs/',
  };
  const store = createBlobStore({ kind: 's3', s3: config }) as S3BlobStore;
  await (await store.client()).send(new CreateBucketCommand({ Bucket: config.bucket }));
  const others: BlobStore[] = [];
  return {
    store,
    stored: async () => (await (await store.client()).send(new ListObjectsV2Command({ Bucket: config.bucket }))).KeyCount ?? 0,
    otherServer: async () => {
      const other = createBlobStore({ kind: 's3', s3: config });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await store.close();
      await server.close();
    },
  };
}

/** Name, how to open it, and whether a second server shares it (files in DATA_DIR and PGlite belong to one server). */
const backends: [string, () => Promise<Backend>, boolean][] = [
  ['files in a directory', filesystemBackend, false],
  ...databaseKinds.map((kind): [string, () => Promise<Backend>, boolean] => [`the media_blobs table on ${kind}`, databaseBackend(kind), kind === 'postgresql']),
  ['S3 (s3rver)', s3Backend, true],
];

describe.each(backends)('the blob store in %s', (_name, open, shared) => {
  let backend: Backend;
  let store: BlobStore;

  beforeAll(async () => {
    backend = await open();
    store = backend.store;
  });
  afterAll(() => backend.close());

  it('gives back exactly the bytes it was given, under their SHA-256, whole or streamed', async () => {
    const bytes = randomBytes(300_000);
    const put = await store.put(bytes, 'image/avif');
    expect(put).toEqual({ hash: sha256Hex(bytes), bytes: bytes.length, existed: false });
    expect((await store.get(put.hash))!.equals(bytes)).toBe(true);
    expect((await streamed(store, put.hash)).equals(bytes)).toBe(true);
    expect(await store.has(put.hash)).toBe(true);
    expect(await store.get(sha256Hex(Buffer.from('never stored')))).toBeNull();
    expect(await store.openReadStream(sha256Hex(Buffer.from('never stored')))).toBeNull();
    expect(await store.get('not-a-hash')).toBeNull();
    await store.delete(put.hash);
  });

  it('stores the same bytes put twice once', async () => {
    const before = await backend.stored();
    const bytes = randomBytes(10_000);
    const first = await store.put(bytes, 'image/webp');
    const second = await store.put(Buffer.from(bytes), 'image/webp');
    expect([first.existed, second.existed]).toEqual([false, true]);
    expect(second.hash).toBe(first.hash);
    expect(await backend.stored()).toBe(before + 1);
    expect((await hashesIn(store)).filter((hash) => hash === first.hash)).toHaveLength(1);
    await store.delete(first.hash);
  });

  it('deletes a blob, and says whether there was one', async () => {
    const { hash } = await store.put(randomBytes(1000), 'image/png');
    expect(await store.delete(hash)).toBe(true);
    expect(await store.has(hash)).toBe(false);
    expect(await store.get(hash)).toBeNull();
    expect(await store.delete(hash)).toBe(false);
  });

  it('collects only the unreferenced blobs written before the grace period; a blob put again is young again', async () => {
    // S3 keeps an object's time to the second, so the steps are more than a second apart.
    const [referenced, orphan, putAgain] = await Promise.all([randomBytes(500), randomBytes(500), randomBytes(500)].map((bytes) => store.put(bytes, 'image/jpeg')));
    await sleep(1100);
    const olderThan = new Date();
    await sleep(1100);
    const young = await store.put(randomBytes(500), 'image/jpeg');
    const putAgainBytes = await store.get(putAgain!.hash);
    expect((await store.put(putAgainBytes!, 'image/jpeg')).existed).toBe(true);

    const result = await store.collect(new Set([referenced!.hash]), { olderThan });
    expect(result).toEqual({ deleted: [orphan!.hash], kept: 3 });
    expect(await hashesIn(store)).toEqual([referenced!.hash, putAgain!.hash, young.hash].sort());
    expect(await backend.stored()).toBe(3);
    for (const hash of await hashesIn(store)) await store.delete(hash);
  });

  if (!shared) return;
  it('serves another server, with its own DATA_DIR, what this one wrote to the same database or bucket', async () => {
    const bytes = randomBytes(50_000);
    const { hash } = await store.put(bytes, 'image/avif');
    const other = await backend.otherServer!();
    expect((await other.get(hash))!.equals(bytes)).toBe(true);
    expect(await other.put(bytes, 'image/avif')).toMatchObject({ hash, existed: true });
    expect(await other.delete(hash)).toBe(true);
    expect(await store.has(hash)).toBe(false);
  });
});

describe.each(databaseKinds)('the media_blobs table on %s, put again while another process collects', (kind) => {
  it('keeps a blob put again whatever the collector deletes between the statements of the put', async () => {
    const { db, close } = await openMigratedDatabase(kind);
    try {
      const bytes = randomBytes(20_000);
      const hash = sha256Hex(bytes);
      const cutoff = new Date(Date.now() - 60 * 60 * 1000);
      // Another process's collection: unreferenced and written before the cutoff, so deleted.
      const collectorRuns = () => db.query('DELETE FROM media_blobs WHERE hash = $1 AND written_at < $2::timestamptz', [hash, cutoff.toISOString()]);
      const collectingBetweenStatements = {
        async query<T extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]> {
          const rows = await db.query<T>(text, params);
          await collectorRuns();
          return rows;
        },
      };
      const store = createBlobStore({ kind: 'postgresql' }, { database: db });
      await store.put(bytes, 'image/png');
      await db.query("UPDATE media_blobs SET written_at = now() - interval '2 days' WHERE hash = $1", [hash]);

      const racing = createBlobStore({ kind: 'postgresql' }, { database: { ...db, query: collectingBetweenStatements.query } as typeof db });
      expect(await racing.put(bytes, 'image/png')).toMatchObject({ hash, existed: true });
      expect((await store.get(hash))?.equals(bytes)).toBe(true);
    } finally {
      await close();
    }
  });
});
