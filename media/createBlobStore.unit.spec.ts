import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBlobStore, defaultBlobStoreConfig, s3ConfigSchema } from './createBlobStore.ts';

const s3 = s3ConfigSchema.parse({ bucket: 'chb-media', accessKeyId: 'key', secretAccessKey: 'secret' });

describe('choosing the blob store', () => {
  it('keeps files in DATA_DIR/blobs beside the embedded database, the table on a PostgreSQL server, and S3 whenever it is configured', () => {
    expect(defaultBlobStoreConfig({ dataDir: '/srv/chb', database: 'pglite' })).toEqual({ kind: 'filesystem', directory: join('/srv/chb', 'blobs') });
    expect(defaultBlobStoreConfig({ dataDir: '/srv/chb', database: 'postgresql' })).toEqual({ kind: 'postgresql' });
    expect(defaultBlobStoreConfig({ dataDir: '/srv/chb', database: 'postgresql', s3 })).toEqual({ kind: 's3', s3 });
  });

  it('fills S3 defaults and refuses a configuration that cannot work', () => {
    expect(s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false, prefix: 'blobs/' });
    expect(() => s3ConfigSchema.parse({ bucket: 'b', accessKeyId: 'key', secretAccessKey: 'secret' })).toThrow();
    expect(() => s3ConfigSchema.parse({ bucket: 'chb-media', endpoint: 'not a url', accessKeyId: 'key', secretAccessKey: 'secret' })).toThrow();
  });

  it('makes the store the configuration names, and needs the database for the table', async () => {
    expect(createBlobStore({ kind: 'filesystem', directory: '/tmp/blobs' }).kind).toBe('filesystem');
    const store = createBlobStore({ kind: 's3', s3 });
    expect(store.kind).toBe('s3');
    await store.close();
    expect(() => createBlobStore({ kind: 'postgresql' })).toThrow('the postgresql blob store needs the database the server opened');
  });
});
