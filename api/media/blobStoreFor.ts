import { resolve } from 'node:path';
import { createBlobStore, defaultBlobStoreConfig, s3ConfigSchema } from '../../media/createBlobStore.ts';
import type { BlobStore } from '../../media/blobStore.ts';
import type { Database } from '../../prisma/database.ts';
import type { Config } from '../config.ts';

/**
 * Where this site keeps image files (media/createBlobStore.ts): S3 when S3_BUCKET is set; otherwise the
 * database when it is a PostgreSQL server, which every process and machine of the site shares; otherwise
 * DATA_DIR/blobs beside the embedded database.
 */
export function blobStoreFor(config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'>, db: Database): BlobStore {
  const s3 = config.S3_BUCKET
    ? s3ConfigSchema.parse({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        bucket: config.S3_BUCKET,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      })
    : undefined;
  return createBlobStore(defaultBlobStoreConfig({ dataDir: resolve(config.DATA_DIR), database: db.kind, s3 }), { database: db });
}
