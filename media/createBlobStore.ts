import { join } from 'node:path';
import { z } from 'zod';
import type { SqlExecutor } from '../prisma/database.ts';
import type { BlobStore } from './blobStore.ts';
import { FileBlobStore } from './fileBlobStore.ts';
import { PostgresBlobStore } from './postgresBlobStore.ts';
import { S3BlobStore } from './s3BlobStore.ts';

export const s3ConfigSchema = z.object({
  /** An S3-compatible server's URL; AWS's own endpoint for the region when absent. */
  endpoint: z.url().optional(),
  region: z.string().min(1).default('us-east-1'),
  bucket: z.string().min(3).max(63),
  accessKeyId: z.string().min(1),
  secretAccessKey: z.string().min(1),
  /** bucket in the path (MinIO, most self-hosted servers) rather than in the host name. */
  forcePathStyle: z.boolean().default(false),
  /** Key prefix of every blob. */
  prefix: z.string().default('blobs/'),
});

export const blobStoreConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('filesystem'), directory: z.string().min(1) }),
  /** The `media_blobs` table of the database the server runs on (handed to createBlobStore). */
  z.object({ kind: z.literal('postgresql') }),
  z.object({ kind: z.literal('s3'), s3: s3ConfigSchema }),
]);

export type S3Config = z.infer<typeof s3ConfigSchema>;
export type BlobStoreConfig = z.infer<typeof blobStoreConfigSchema>;

/**
 * Where the blobs live when nothing more is said (issue 30): S3 when it is configured; otherwise the
 * database when it is a PostgreSQL server, which every process and machine of the site shares; otherwise
 * files in DATA_DIR/blobs, beside the embedded database that only one process opens anyway.
 */
export function defaultBlobStoreConfig(options: { dataDir: string; database: 'pglite' | 'postgresql'; s3?: S3Config }): BlobStoreConfig {
  if (options.s3) return { kind: 's3', s3: options.s3 };
  if (options.database === 'postgresql') return { kind: 'postgresql' };
  return { kind: 'filesystem', directory: join(options.dataDir, 'blobs') };
}

/** The blob store the configuration names. `database`: the one the server opened (prisma/database.ts), for kind 'postgresql'. */
export function createBlobStore(config: BlobStoreConfig, dependencies: { database?: SqlExecutor } = {}): BlobStore {
  const valid = blobStoreConfigSchema.parse(config);
  switch (valid.kind) {
    case 'filesystem':
      return new FileBlobStore(valid.directory);
    case 'postgresql':
      if (!dependencies.database) throw new Error('the postgresql blob store needs the database the server opened');
      return new PostgresBlobStore(dependencies.database);
    case 's3':
      return new S3BlobStore(valid.s3);
    default: {
      const unknown: never = valid;
      throw new Error(`unknown blob store ${JSON.stringify(unknown)}`);
    }
  }
}
