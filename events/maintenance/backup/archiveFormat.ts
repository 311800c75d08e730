import { z } from 'zod';

/**
 * A backup is one uncompressed tar stream (images are compressed already), its entries in this order:
 *   backup.json               what the snapshot holds, first, so a reader can show progress
 *   accounts.json             the administrator accounts (Argon2id hashes; never sessions)
 *   events/<n>.ndjson.gz      the log up to the snapshot's position, as stored, in gzipped chunks
 *   blobs/<sha256>            every blob an event up to that position names, byte for byte
 *   manifest.json             last: every entry before it with its size and SHA-256, and the counts
 * A restore trusts nothing it has not checked against the manifest.
 */
export const ARCHIVE_FORMAT = 'chb-backup';
export const ARCHIVE_VERSION = 1;

export const HEADER_ENTRY = 'backup.json';
export const ACCOUNTS_ENTRY = 'accounts.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const eventChunkEntry = (index: number) => `events/${String(index).padStart(6, '0')}.ndjson.gz`;
export const blobEntry = (hash: string) => `blobs/${hash}`;
export const isEventChunk = (name: string) => /^events\/\d{6}\.ndjson\.gz$/.test(name);
export const blobHashOfEntry = (name: string) => /^blobs\/([0-9a-f]{64})$/.exec(name)?.[1];

/** Events per chunk: a chunk is gzipped in memory before it is written (a tar entry states its size first). */
export const EVENTS_PER_CHUNK = 5000;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const position = z.string().regex(/^\d{1,19}$/);

/** What the snapshot holds, known before any entry is written. */
export const headerSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.iso.datetime(),
  /** The database the backup was taken from. */
  database: z.enum(['pglite', 'postgresql']),
  /** The log's last position the snapshot holds (every event up to it, none after). */
  position,
  /** readModelDigest of the read models at that position: a restore at the same schema level must reproduce it. */
  digest: sha256,
  /** The last migration the database had applied (schemaLevel.ts); absent in archives made before it was recorded. */
  schema: z.string().min(1).optional(),
  events: z.number().int().nonnegative(),
  accounts: z.number().int().nonnegative(),
  /** Blobs the events name, and their bytes as the events record them. */
  blobs: z.number().int().nonnegative(),
  blobBytes: z.number().int().nonnegative(),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const accountSchema = z.strictObject({
  name: z.string().min(1).max(200),
  passwordHash: z.string().min(1).max(1000),
  createdAt: z.iso.datetime({ offset: true }),
  passwordChangedAt: z.iso.datetime({ offset: true }),
});
export type BackupAccount = z.infer<typeof accountSchema>;

export const manifestEntrySchema = z.strictObject({
  name: z.string().min(1).max(200),
  size: z.number().int().nonnegative(),
  sha256,
  /** A blob's Content-Type (from the format the events give its file). */
  contentType: z.string().optional(),
  /** An event chunk's number of events. */
  events: z.number().int().positive().optional(),
});
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const manifestSchema = z.strictObject({
  ...headerSchema.shape,
  /** Blobs named by an event that the store did not have when the backup was taken (rendered again at start, if generated). */
  missingBlobs: z.array(sha256),
  /** Of missingBlobs, the files of uploaded images, which nothing can render again: lost (absent in archives before it was added). */
  missingUploads: z.array(sha256).optional(),
  entries: z.array(manifestEntrySchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The entries' summary a person reads: counts and sizes. */
export function describeManifest(manifest: BackupManifest): string {
  const blobBytes = manifest.entries.filter((entry) => blobHashOfEntry(entry.name)).reduce((sum, entry) => sum + entry.size, 0);
  const stored = manifest.blobs - manifest.missingBlobs.length;
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  return `${plural(manifest.events, 'event')} (up to position ${manifest.position}), ${plural(manifest.accounts, 'account')}, ${plural(stored, 'blob')} (${formatBytes(blobBytes)})`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
