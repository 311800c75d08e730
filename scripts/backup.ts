/**
 * `npm run backup -- <file> [--server <url>]`: one archive of the running site (events/maintenance/backup/):
 * the log up to one position, the administrator accounts, every image file the log names, and a
 * manifest with the counts and the read-model digest. PostgreSQL (DATABASE_URL) is read directly, beside
 * the running servers; an embedded database that a running server holds is backed up by that server
 * (GET /api/admin/backup on HOST:PORT, or --server), and one no server holds is opened here. The file is
 * written as <file>.partial, read back and checked against its manifest, and only then renamed.
 */
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { extract as tarExtract } from 'tar-stream';
import { BACKUP_TOKEN_HEADER, issueBackupToken } from '../api/backup/backupToken.ts';
import { loadConfig, type Config } from '../api/config.ts';
import { blobStoreFor } from '../api/media/blobStoreFor.ts';
import { blobHashOfEntry, describeManifest, EVENTS_PER_CHUNK, formatBytes, HEADER_ENTRY, isEventChunk, type BackupHeader } from '../events/maintenance/backup/archiveFormat.ts';
import { parseHeader, verifyArchive } from '../events/maintenance/backup/readBackup.ts';
import { backupStream } from '../events/maintenance/backup/writeBackup.ts';
import { DataDirInUseError } from '../prisma/dataDirLock.ts';
import { openDatabase } from '../prisma/database.ts';
import { progressBar } from './backupProgress.ts';

const USAGE = 'usage: npm run backup -- <file> [--server <url>]';

let file: string;
let serverUrl: string | undefined;
try {
  const { values, positionals } = parseArgs({ options: { server: { type: 'string' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error(USAGE);
  file = positionals[0]!;
  serverUrl = values.server;
} catch (error) {
  console.error((error as Error).message.includes('usage') ? (error as Error).message : `${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

/** Where the server that holds the embedded database listens (the same configuration it was started with). */
function serverOf(config: Config): string {
  if (serverUrl) return serverUrl.replace(/\/$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

interface Source {
  archive: Readable;
  via: string;
  close(): Promise<void>;
}

async function openSource(config: Config): Promise<Source> {
  // Named, the server writes the archive: the embedded database it holds is not this script's to open.
  if (serverUrl && !config.DATABASE_URL) return fromServer(config);
  let db;
  try {
    db = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL, poolSize: 2 });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return fromServer(config, error);
  }
  const blobs = blobStoreFor(config, db);
  return {
    archive: backupStream(db, blobs),
    via: db.kind === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR} (no server was running)`,
    async close() {
      await blobs.close();
      await db.close();
    },
  };
}

/**
 * The embedded database belongs to the running server (in use, or named by --server): it writes the archive
 * and this script saves it. It accepts the one-time token this script writes into its DATA_DIR.
 */
async function fromServer(config: Config, inUse?: DataDirInUseError): Promise<Source> {
  const base = serverOf(config);
  if (!existsSync(config.DATA_DIR)) throw new Error(`DATA_DIR ${config.DATA_DIR} does not exist: run the backup with the DATA_DIR the server at ${base} uses`);
  const { token, revoke } = issueBackupToken(config.DATA_DIR);
  let response: Response;
  try {
    response = await fetch(`${base}/api/admin/backup`, { headers: { [BACKUP_TOKEN_HEADER]: token } });
  } catch (error) {
    revoke();
    const why = inUse ? `${inUse.message}, and no server answers at ${base}` : `no server answers at ${base}`;
    throw new Error(`${why} (${(error as Error).cause ?? (error as Error).message}); start it, or pass --server <url>`, { cause: error });
  }
  if (!response.ok || !response.body) {
    revoke();
    const hint = response.status === 401 ? `; it reads the backup token from its own DATA_DIR: run the backup with the DATA_DIR that server uses (this one used ${config.DATA_DIR})` : '';
    throw new Error(`the server at ${base} answered ${response.status}: ${(await response.text()).slice(0, 500)}${hint}`);
  }
  return { archive: Readable.fromWeb(response.body as never), via: `the server at ${base}${inUse ? ` (process ${inUse.pid})` : ''}`, close: async () => revoke() };
}

/** Reads the archive as it passes, for the progress bar: the header gives the totals, each entry a step. */
function watch(archive: Readable, onHeader: (header: BackupHeader) => void, onStep: (items: number, bytes: number) => void): Readable {
  const copy = new PassThrough();
  const parser = tarExtract();
  let header: BackupHeader | undefined;
  let items = 0;
  let bytes = 0;
  parser.on('entry', (entry, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => {
      if (entry.name === HEADER_ENTRY) chunks.push(chunk as Buffer);
    });
    stream.on('end', () => {
      if (entry.name === HEADER_ENTRY) {
        header = parseHeader({ name: entry.name, data: Buffer.concat(chunks) });
        onHeader(header);
      } else if (isEventChunk(entry.name) && header) items += Math.min(EVENTS_PER_CHUNK, header.events - items);
      else if (blobHashOfEntry(entry.name)) items += 1;
      bytes += entry.size ?? 0;
      onStep(items, bytes);
      next();
    });
  });
  parser.on('error', () => undefined);
  archive.on('data', (chunk: Buffer) => parser.write(chunk));
  archive.on('end', () => parser.end(undefined));
  archive.on('error', (error) => copy.destroy(error));
  return archive.pipe(copy);
}

const config = loadConfig();
const partial = `${file}.partial`;
const started = performance.now();
let failed = false;
let source: Source | undefined;
const writing = progressBar('backup');
const checking = progressBar('verify');
try {
  source = await openSource(config);
  const archive = watch(
    source.archive,
    (value) => {
      writing.start(value.events + value.blobs, `${value.events} events, ${value.blobs} blobs`);
    },
    (items, bytes) => writing.update(items, formatBytes(bytes)),
  );
  try {
    await pipeline(archive, createWriteStream(partial));
  } catch (error) {
    throw new Error(`the backup stopped before its end (${(error as Error).message}); nothing was kept`, { cause: error });
  }
  writing.stop();
  const written = performance.now();
  const size = statSync(partial).size;
  checking.start(size, formatBytes(size));
  const manifest = await verifyArchive(partial, ({ bytes }) => checking.update(bytes));
  checking.stop();
  renameSync(partial, file);
  console.log(`backup:   ${file} (${formatBytes(size)}) from ${source.via}`);
  console.log(`holds:    ${describeManifest(manifest)}`);
  console.log(`digest:   ${manifest.digest}`);
  console.log(`time:     ${((written - started) / 1000).toFixed(1)} s, checked in ${((performance.now() - written) / 1000).toFixed(1)} s`);
  const listed = (hashes: readonly string[]) => `${hashes.slice(0, 5).join(', ')}${hashes.length > 5 ? ', …' : ''}`;
  const lost = manifest.missingUploads ?? [];
  const rendered = manifest.missingBlobs.filter((hash) => !lost.includes(hash));
  if (rendered.length) console.log(`warning:  ${rendered.length} files of generated images were not in the blob store; a server renders them again at start: ${listed(rendered)}`);
  if (lost.length) {
    // Kept, as the best backup there is, but not a success: a cron job or an operator must hear of it.
    console.error(
      `backup incomplete: the blob store lacks ${lost.length} of the uploaded images' files the log names, and nothing can render them again (is it the site's? S3_* and DATABASE_URL as the site has them): ${listed(lost)}; the archive is kept at ${file}`,
    );
    failed = true;
  }
} catch (error) {
  writing.stop();
  checking.stop();
  rmSync(partial, { force: true });
  console.error(`backup failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await source?.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and a PostgreSQL pool keeps the process alive for its idle timeout.
process.exit(failed ? 1 : 0);
