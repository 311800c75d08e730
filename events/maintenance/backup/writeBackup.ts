import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { ImageManifest } from '../../../domain/imageFile.ts';
import type { BlobStore } from '../../../media/blobStore.ts';
import { contentTypeOf } from '../../../media/mediaFiles.ts';
import type { Database, SqlExecutor } from '../../../prisma/database.ts';
import { VisitorEventErased } from '../../analytics/events.ts';
import { ImageCatalogued, ImageDetailsEdited } from '../../images/events.ts';
import { registry } from '../../registry.ts';
import { isEvent } from '../../store/eventType.ts';
import { readEvents } from '../../store/readEvents.ts';
import { toExported } from '../export.ts';
import { readModelDigest } from '../replay.ts';
import { schemaLevel } from './schemaLevel.ts';
import {
  ACCOUNTS_ENTRY,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  blobEntry,
  eventChunkEntry,
  EVENTS_PER_CHUNK,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  type BackupAccount,
  type BackupHeader,
  type BackupManifest,
  type ManifestEntry,
} from './archiveFormat.ts';

const gzipAsync = promisify(gzip);

interface Snapshot {
  schema: string | undefined;
  position: bigint;
  events: number;
  /** Of those, the erased ones: forgetting a visitor and deleting an inbox question rewrite events in place. */
  erased: number;
  digest: string;
  accounts: BackupAccount[];
}

/** The log's last position, its event count, the read models' digest and the accounts, all as of one moment. */
async function takeSnapshot(tx: SqlExecutor): Promise<Snapshot> {
  const [log] = await tx.query<{ position: bigint; events: bigint; erased: bigint }>(
    'SELECT coalesce(max(global_position), 0)::int8 AS position, count(*)::int8 AS events, count(*) FILTER (WHERE type = $1)::int8 AS erased FROM events',
    [VisitorEventErased.type],
  );
  const rows = await tx.query<{ name: string; password_hash: string; created_at: Date; password_changed_at: Date }>(
    'SELECT name, password_hash, created_at, password_changed_at FROM admin_accounts ORDER BY name',
  );
  return {
    schema: await schemaLevel(tx),
    position: BigInt(log!.position),
    events: Number(log!.events),
    erased: Number(log!.erased),
    digest: await readModelDigest(tx),
    accounts: rows.map((row) => ({
      name: row.name,
      passwordHash: row.password_hash,
      createdAt: new Date(row.created_at).toISOString(),
      passwordChangedAt: new Date(row.password_changed_at).toISOString(),
    })),
  };
}

interface NamedBlob {
  contentType: string;
  bytes: number;
  /** Every file naming it is a generated image's (renderedFrom), which a server renders again when missing. */
  renderable: boolean;
}

/** Every blob the events up to the position name (as blob collection counts them: every version of every image's files). */
async function namedBlobs(db: SqlExecutor, until: bigint): Promise<Map<string, NamedBlob>> {
  const named = new Map<string, NamedBlob>();
  const add = (file: ImageManifest | null | undefined) => {
    if (!file) return;
    const renderable = file.renderedFrom !== undefined;
    for (const each of [file.original, ...file.derivatives]) {
      named.set(each.hash, { contentType: contentTypeOf(each.format), bytes: each.bytes, renderable: (named.get(each.hash)?.renderable ?? true) && renderable });
    }
  };
  const types = [ImageCatalogued.type, ImageDetailsEdited.type];
  for (let after = 0n; ; ) {
    const page = await readEvents(db, registry, { after, until, types, limit: 1000 });
    for (const event of page) {
      if (isEvent(event, ImageCatalogued)) add(event.data.file);
      if (isEvent(event, ImageDetailsEdited)) [event.data.changes.file, event.data.previous.file].forEach(add);
    }
    if (page.length < 1000) return named;
    after = page.at(-1)!.globalPosition;
  }
}

/** Adds one entry and resolves once the archive's reader has taken it: at most one entry waits in memory. */
function addEntry(archive: Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = archive.entry({ name, size: data.length, mode: 0o600, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    sink.end(data);
  });
}

export class LogChangedDuringBackupError extends Error {
  override name = 'LogChangedDuringBackupError';
}

export interface BackupOptions {
  eventsPerChunk?: number;
  /** Called once the snapshot is taken, with what the archive will hold. */
  onHeader?: (header: BackupHeader) => void;
}

/**
 * Writes the archive of a running site to `archive`. On PostgreSQL everything is read in one
 * REPEATABLE READ transaction (its snapshot never blocks the site). On PGlite, whose one connection a
 * transaction holds for itself, only the snapshot (position, digest, accounts) is one transaction; the
 * log up to that position is read after it, beside the site's own queries: the single connection
 * commits in position order, so nothing can still arrive below it. Blobs are read through the store:
 * a blob an event names is written before the event and never collected while it is named.
 */
async function writeArchive(db: Database, blobs: BlobStore, archive: Pack, options: BackupOptions): Promise<void> {
  if (db.kind === 'postgresql') {
    await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await writeEntries(tx, await takeSnapshot(tx), db.kind, blobs, archive, options);
    });
    return;
  }
  const snapshot = await db.transaction((tx) => takeSnapshot(tx));
  await writeEntries(db, snapshot, db.kind, blobs, archive, options);
}

async function writeEntries(
  db: SqlExecutor,
  snapshot: Snapshot,
  database: Database['kind'],
  blobs: BlobStore,
  archive: Pack,
  options: BackupOptions,
): Promise<void> {
  const named = await namedBlobs(db, snapshot.position);
  const header: BackupHeader = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    database,
    position: String(snapshot.position),
    digest: snapshot.digest,
    ...(snapshot.schema ? { schema: snapshot.schema } : {}),
    events: snapshot.events,
    accounts: snapshot.accounts.length,
    blobs: named.size,
    blobBytes: [...named.values()].reduce((sum, blob) => sum + blob.bytes, 0),
  };
  options.onHeader?.(header);
  const entries: ManifestEntry[] = [];
  const add = async (name: string, data: Buffer, extra: Partial<ManifestEntry> = {}) => {
    entries.push({ name, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), ...extra });
    await addEntry(archive, name, data);
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);

  await addEntry(archive, HEADER_ENTRY, json(header));
  await add(ACCOUNTS_ENTRY, json(snapshot.accounts));

  const perChunk = options.eventsPerChunk ?? EVENTS_PER_CHUNK;
  let written = 0;
  let erased = 0;
  for (let after = 0n, chunk = 1; ; chunk++) {
    const batch = await readEvents(db, registry, { after, until: snapshot.position, limit: perChunk, asStored: true });
    if (batch.length) {
      const text = batch.map((event) => `${JSON.stringify(toExported(event))}\n`).join('');
      await add(eventChunkEntry(chunk), await gzipAsync(text), { events: batch.length });
      written += batch.length;
      erased += batch.filter((event) => event.type === VisitorEventErased.type).length;
      after = batch.at(-1)!.globalPosition;
    }
    if (batch.length < perChunk) break;
  }
  if (written !== snapshot.events || erased !== snapshot.erased) {
    // Below the snapshot's position the log changes only by analytics retention (events removed) and by
    // forgetting a visitor or deleting an inbox question (events erased in place); the digest predates both.
    throw new LogChangedDuringBackupError(
      `the log changed during the backup (${snapshot.events} events, ${snapshot.erased} of them erased, up to position ${snapshot.position} at the start; ${written}, ${erased} erased, at the end: a visitor was forgotten, an inbox question deleted or analytics retention ran); take the backup again`,
    );
  }

  const missingBlobs: string[] = [];
  for (const [hash, blob] of [...named].sort(([a], [b]) => a.localeCompare(b))) {
    const bytes = await blobs.get(hash);
    if (bytes) await add(blobEntry(hash), bytes, { contentType: blob.contentType });
    else missingBlobs.push(hash);
  }

  const missingUploads = missingBlobs.filter((hash) => !named.get(hash)!.renderable);
  const manifest: BackupManifest = { ...header, missingBlobs, ...(missingUploads.length ? { missingUploads } : {}), entries };
  await addEntry(archive, MANIFEST_ENTRY, json(manifest));
}

/** The archive as a byte stream, read as the consumer pulls; a failure ends the stream with the error. */
export function backupStream(db: Database, blobs: BlobStore, options: BackupOptions = {}): Readable {
  const archive = tarPack();
  writeArchive(db, blobs, archive, options).then(
    () => archive.finalize(),
    (error: unknown) => archive.destroy(error as Error),
  );
  return Readable.from(archive);
}
