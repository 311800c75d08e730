import { Readable } from 'node:stream';
import type { SqlExecutor } from '../prisma/database.ts';
import { collectUnreferenced, hashesOf, type BlobEntry, type BlobStore, type CollectResult, type PutResult } from './blobStore.ts';
import { isBlobHash, sha256Hex } from './mediaFiles.ts';

const PAGE = 500;

interface BlobRow extends Record<string, unknown> {
  hash: string;
  bytes: bigint | number;
  written_at: Date | string;
}

/**
 * Blobs in the `media_blobs` table (prisma/schema.prisma), through the project's Database, so it works
 * on PostgreSQL and on PGlite alike; every process and machine on the database sees the same blobs.
 * Bytes cross as hex text (decode/encode in SQL): PGlite's own bytea conversion goes byte by byte in
 * JavaScript, and postgres.js sends bytea as hex text anyway.
 */
export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgresql';

  constructor(private readonly sql: SqlExecutor) {}

  async put(bytes: Uint8Array, contentType: string): Promise<PutResult> {
    const hash = sha256Hex(bytes);
    // One statement, so that another process's collection cannot delete the row between finding it and
    // making it young again: the upsert either inserts the bytes or locks and refreshes the row it finds.
    // xmax is 0 in a row this statement inserted.
    const [row] = await this.sql.query<{ inserted: boolean }>(
      `INSERT INTO media_blobs (hash, content_type, bytes, data, created_at, written_at)
       VALUES ($1, $2, $3, decode($4::text, 'hex'), now(), now())
       ON CONFLICT (hash) DO UPDATE SET written_at = now()
       RETURNING (xmax = 0) AS inserted`,
      [hash, contentType, bytes.length, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')],
    );
    return { hash, bytes: bytes.length, existed: !row!.inserted };
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isBlobHash(hash)) return null;
    const rows = await this.sql.query<{ data: string }>(`SELECT encode(data, 'hex') AS data FROM media_blobs WHERE hash = $1`, [hash]);
    return rows[0] ? Buffer.from(rows[0].data, 'hex') : null;
  }

  async openReadStream(hash: string): Promise<Readable | null> {
    const bytes = await this.get(hash);
    return bytes && Readable.from([bytes]);
  }

  async has(hash: string): Promise<boolean> {
    if (!isBlobHash(hash)) return false;
    return (await this.sql.query('SELECT 1 FROM media_blobs WHERE hash = $1', [hash])).length > 0;
  }

  async delete(hash: string): Promise<boolean> {
    if (!isBlobHash(hash)) return false;
    return (await this.sql.query('DELETE FROM media_blobs WHERE hash = $1 RETURNING hash', [hash])).length > 0;
  }

  list(): AsyncIterable<string> {
    return hashesOf(this.entries());
  }

  /** Pages by hash, so a listing of many blobs holds neither a long transaction nor every row at once. */
  async *entries(): AsyncIterable<BlobEntry> {
    let after = '';
    for (;;) {
      const rows = await this.sql.query<BlobRow>('SELECT hash, bytes, written_at FROM media_blobs WHERE hash > $1 ORDER BY hash LIMIT $2', [after, PAGE]);
      for (const row of rows) yield { hash: row.hash, bytes: Number(row.bytes), writtenAt: new Date(row.written_at) };
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.hash;
    }
  }

  collect(referenced: ReadonlySet<string>, { olderThan }: { olderThan: Date }): Promise<CollectResult> {
    return collectUnreferenced(this.entries(), referenced, olderThan, async (hash, cutoff) => {
      const rows = await this.sql.query('DELETE FROM media_blobs WHERE hash = $1 AND written_at < $2::timestamptz RETURNING hash', [hash, cutoff.toISOString()]);
      return rows.length > 0;
    });
  }

  /** The database belongs to the caller, who closes it. */
  async close(): Promise<void> {}
}
