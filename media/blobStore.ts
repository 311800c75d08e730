import type { Readable } from 'node:stream';

/**
 * Content-addressed storage for the bytes of uploaded files: a blob's address is the SHA-256 of its bytes,
 * so the same file put twice is stored once. Blobs are written before the event that names them and
 * collected once no event does (collect()); the log itself never holds bytes.
 */
export interface BlobStore {
  readonly kind: 'filesystem' | 'postgresql' | 's3';
  /**
   * Stores the bytes; `existed` when they were stored already. Either way the blob counts as just written
   * for collect()'s grace period, so a blob re-put for a new event is not collected under it.
   */
  put(bytes: Uint8Array, contentType: string): Promise<PutResult>;
  /** The bytes, or null when there is no such blob (a malformed hash included). */
  get(hash: string): Promise<Buffer | null>;
  /** The bytes as a stream, or null when there is no such blob. */
  openReadStream(hash: string): Promise<Readable | null>;
  has(hash: string): Promise<boolean>;
  /** Whether there was such a blob. */
  delete(hash: string): Promise<boolean>;
  /** Every stored hash, in no promised order. */
  list(): AsyncIterable<string>;
  /** Every blob with its size and when it was last written. */
  entries(): AsyncIterable<BlobEntry>;
  /**
   * Deletes the blobs not in `referenced` last written before `olderThan`. The grace period between them
   * and now must be longer than a blob can wait between its put and the append of the event naming it.
   */
  collect(referenced: ReadonlySet<string>, options: { olderThan: Date }): Promise<CollectResult>;
  close(): Promise<void>;
}

export interface PutResult {
  hash: string;
  bytes: number;
  existed: boolean;
}

export interface BlobEntry {
  hash: string;
  bytes: number;
  writtenAt: Date;
}

export interface CollectResult {
  /** Hashes of the blobs deleted. */
  deleted: string[];
  /** Blobs kept because they are referenced or still within the grace period. */
  kept: number;
}

/**
 * collect() over any store: lists first, then deletes each unreferenced old blob through `deleteIfOlder`,
 * which checks the time again at the moment of deleting, so a blob put again meanwhile is kept.
 */
export async function collectUnreferenced(
  entries: AsyncIterable<BlobEntry>,
  referenced: ReadonlySet<string>,
  olderThan: Date,
  deleteIfOlder: (hash: string, olderThan: Date) => Promise<boolean>,
): Promise<CollectResult> {
  const candidates: string[] = [];
  let kept = 0;
  for await (const entry of entries) {
    if (referenced.has(entry.hash) || entry.writtenAt >= olderThan) kept += 1;
    else candidates.push(entry.hash);
  }
  const deleted: string[] = [];
  for (const hash of candidates) {
    if (await deleteIfOlder(hash, olderThan)) deleted.push(hash);
    else kept += 1;
  }
  return { deleted, kept };
}

export async function* hashesOf(entries: AsyncIterable<BlobEntry>): AsyncIterable<string> {
  for await (const entry of entries) yield entry.hash;
}
