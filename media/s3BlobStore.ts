import { Readable } from 'node:stream';
import type { HeadObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { collectUnreferenced, hashesOf, type BlobEntry, type BlobStore, type CollectResult, type PutResult } from './blobStore.ts';
import type { S3Config } from './createBlobStore.ts';
import { isBlobHash, sha256Hex } from './mediaFiles.ts';

type S3Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Blobs as objects `<prefix><hash>` in an S3-compatible bucket (AWS, MinIO, R2, …), shared by every server
 * that is given the bucket. An object is written whole by one PUT, so it is never seen half-written.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  #connection?: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(private readonly config: S3Config) {}

  /** The SDK is imported on first use: a site whose blobs live elsewhere never loads it (about 20 MB per process). */
  #connected(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.#connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.config.endpoint,
        region: this.config.region,
        forcePathStyle: this.config.forcePathStyle,
        credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
        // The SDK's default CRC checksums are refused by several S3-compatible servers; blobs are addressed by
        // their SHA-256, which is what matters here.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.#connection;
  }

  /** The SDK's client for this store's server. */
  async client(): Promise<S3Client> {
    return (await this.#connected()).client;
  }

  #key(hash: string): string {
    return `${this.config.prefix}${hash}`;
  }

  async #head(hash: string): Promise<HeadObjectCommandOutput | null> {
    const { sdk, client } = await this.#connected();
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.#key(hash) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async put(bytes: Uint8Array, contentType: string): Promise<PutResult> {
    const hash = sha256Hex(bytes);
    const existed = (await this.#head(hash)) !== null;
    const { sdk, client } = await this.#connected();
    // Written again even when it exists: S3 has no cheaper way to renew an object's time, which
    // collect()'s grace period counts from. The same file uploaded twice is rare.
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.#key(hash),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return { hash, bytes: bytes.length, existed };
  }

  async openReadStream(hash: string): Promise<Readable | null> {
    if (!isBlobHash(hash)) return null;
    const { sdk, client } = await this.#connected();
    try {
      const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.#key(hash) }));
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(hash: string): Promise<Buffer | null> {
    const stream = await this.openReadStream(hash);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async has(hash: string): Promise<boolean> {
    return isBlobHash(hash) && (await this.#head(hash)) !== null;
  }

  async delete(hash: string): Promise<boolean> {
    if (!(await this.has(hash))) return false;
    const { sdk, client } = await this.#connected();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.#key(hash) }));
    return true;
  }

  list(): AsyncIterable<string> {
    return hashesOf(this.entries());
  }

  async *entries(): AsyncIterable<BlobEntry> {
    const { sdk, client } = await this.#connected();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const hash = object.Key?.slice(this.config.prefix.length) ?? '';
        if (isBlobHash(hash)) yield { hash, bytes: object.Size ?? 0, writtenAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  collect(referenced: ReadonlySet<string>, { olderThan }: { olderThan: Date }): Promise<CollectResult> {
    return collectUnreferenced(this.entries(), referenced, olderThan, async (hash, cutoff) => {
      // Checked again just before deleting; a put between the two requests is the one race left (S3 has
      // no delete conditional on the time that every compatible server supports).
      const head = await this.#head(hash);
      if (!head?.LastModified || head.LastModified >= cutoff) return false;
      const { sdk, client } = await this.#connected();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.#key(hash) }));
      return true;
    });
  }

  async close(): Promise<void> {
    if (this.#connection) (await this.#connection).client.destroy();
  }
}
