import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { BlobStore } from '../../../media/blobStore.ts';
import type { Database, SqlExecutor } from '../../../prisma/database.ts';
import { importEventsInto } from '../import.ts';
import { readModelDigest } from '../replay.ts';
import { schemaLevel } from './schemaLevel.ts';
import { ACCOUNTS_ENTRY, accountSchema, blobHashOfEntry, isEventChunk, type BackupManifest } from './archiveFormat.ts';
import { archiveEntries, BackupArchiveError, verifyArchive, type ArchiveEntry, type ReadProgress } from './readBackup.ts';
import { z } from 'zod';

const gunzipAsync = promisify(gunzip);
const BLOB_PUTS_AT_ONCE = 8;

/** The target already holds a site: a restore only fills an empty database. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreProgress {
  phase: 'checking' | 'restoring';
  /** checking: bytes of the archive read; restoring: entries written. */
  done: number;
}

export interface RestoreResult {
  manifest: BackupManifest;
  events: number;
  accounts: number;
  blobs: number;
  digest: string;
  /** The restoring database's schema level when it is not the backup's: the read models were built anew from the log, their digest not compared. */
  newerSchema?: string;
}

async function refuseNonEmpty(db: SqlExecutor): Promise<void> {
  const [row] = await db.query<{ events: boolean; accounts: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM events) AS events, EXISTS (SELECT 1 FROM admin_accounts) AS accounts',
  );
  if (row?.events) throw new RestoreRefusedError('the database is not empty: its event log holds events. Restore only into an empty database (a new DATA_DIR or a new PostgreSQL database, before its first start)');
  if (row?.accounts) throw new RestoreRefusedError('the database is not empty: it has administrator accounts. Restore only into an empty database');
}

/**
 * Restores an archive into an empty database and its blob store. The whole archive is checked against
 * its manifest first (verifyArchive); then, in one transaction, the accounts and the log go in, the read
 * models are built from the log, the blobs are stored (before the commit that names them), and the read
 * models' digest must equal the backup's, when both databases are at the same schema level (another
 * release's read models differ: they are built from the log without the comparison). Any failure rolls
 * the transaction back: the database stays empty, and blobs already stored are named by no event, so blob
 * collection removes them.
 */
export async function restoreBackup(
  db: Database,
  blobs: BlobStore,
  path: string,
  options: { onProgress?: (progress: RestoreProgress, manifest?: BackupManifest) => void } = {},
): Promise<RestoreResult> {
  await refuseNonEmpty(db);
  const manifest = await verifyArchive(path, (progress: ReadProgress) => options.onProgress?.({ phase: 'checking', done: progress.bytes }));
  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  let written = 0;
  const progressed = () => options.onProgress?.({ phase: 'restoring', done: ++written }, manifest);

  return db.transaction(async (tx) => {
    await refuseNonEmpty(tx);
    // The archive is read again: each entry is checked once more as it is written, in case the file changed since.
    const entries = archiveEntries(path)[Symbol.asyncIterator]();
    const next = async (): Promise<ArchiveEntry | undefined> => {
      const { value, done } = await entries.next();
      if (done) return undefined;
      const listed = expected.get(value.name);
      if (listed && createHash('sha256').update(value.data).digest('hex') !== listed.sha256) {
        throw new BackupArchiveError(`${value.name} changed since it was checked; nothing was restored`);
      }
      return value;
    };

    try {
      return await restoreEntries(tx, next, manifest, progressed, blobs);
    } finally {
      await entries.return(undefined);
    }
  });
}

async function restoreEntries(
  tx: SqlExecutor,
  next: () => Promise<ArchiveEntry | undefined>,
  manifest: BackupManifest,
  progressed: () => void,
  blobs: BlobStore,
): Promise<RestoreResult> {
  const contentTypes = new Map(manifest.entries.map((entry) => [entry.name, entry.contentType]));
  await next(); // the header, checked already
  const accountsEntry = await next();
  if (accountsEntry?.name !== ACCOUNTS_ENTRY) throw new BackupArchiveError(`expected ${ACCOUNTS_ENTRY}, found ${accountsEntry?.name}`);
  const accounts = z.array(accountSchema).parse(JSON.parse(accountsEntry.data.toString('utf8')));
  if (accounts.length !== manifest.accounts) throw new BackupArchiveError(`${ACCOUNTS_ENTRY} holds ${accounts.length} accounts, the manifest says ${manifest.accounts}`);
  if (accounts.length) {
    await tx.query(
      `INSERT INTO admin_accounts (name, password_hash, created_at, password_changed_at)
       SELECT x.name, x."passwordHash", x."createdAt", x."passwordChangedAt"
       FROM jsonb_to_recordset($1::jsonb) AS x(name text, "passwordHash" text, "createdAt" timestamptz, "passwordChangedAt" timestamptz)`,
      [JSON.stringify(accounts)],
    );
  }
  progressed();

  let pending = await next();
  async function* eventLines(): AsyncGenerator<string> {
    while (pending && isEventChunk(pending.name)) {
      let text: string;
      try {
        text = (await gunzipAsync(pending.data)).toString('utf8');
      } catch (error) {
        throw new BackupArchiveError(`${pending.name}: not a gzip stream (${(error as Error).message})`);
      }
      for (const line of text.split('\n')) if (line) yield line;
      progressed();
      pending = await next();
    }
  }
  const imported = await importEventsInto(tx, eventLines());
  if (imported.events !== manifest.events) throw new BackupArchiveError(`the archive's chunks held ${imported.events} events, the manifest says ${manifest.events}`);

  let stored = 0;
  // A few puts at once: each waits mostly on the disk's sync (files) or a round trip (PostgreSQL, S3).
  const inFlight = new Set<Promise<void>>();
  for (; pending && blobHashOfEntry(pending.name); pending = await next()) {
    const { name, data } = pending;
    const put = blobs.put(data, contentTypes.get(name) ?? 'application/octet-stream').then((result) => {
      if (result.hash !== blobHashOfEntry(name)) throw new BackupArchiveError(`${name}: the blob store stored it as ${result.hash}`);
      stored += 1;
      progressed();
    });
    const tracked = put.finally(() => inFlight.delete(tracked));
    tracked.catch(() => undefined); // awaited below; a failure while the loop still reads is not unhandled
    inFlight.add(tracked);
    if (inFlight.size >= BLOB_PUTS_AT_ONCE) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const digest = await readModelDigest(tx);
  const schema = await schemaLevel(tx);
  // Another release's read models (a column or table added since) have another digest for the same log.
  if (manifest.schema !== undefined && manifest.schema !== schema) return { manifest, events: imported.events, accounts: accounts.length, blobs: stored, digest, newerSchema: schema ?? 'none' };
  if (digest !== manifest.digest) {
    throw new BackupArchiveError(`the restored read models' digest ${digest} is not the backup's ${manifest.digest}; nothing was restored`);
  }
  return { manifest, events: imported.events, accounts: accounts.length, blobs: stored, digest };
}
