import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { extract as tarExtract } from 'tar-stream';
import {
  ACCOUNTS_ENTRY,
  blobHashOfEntry,
  HEADER_ENTRY,
  headerSchema,
  isEventChunk,
  MANIFEST_ENTRY,
  manifestSchema,
  type BackupHeader,
  type BackupManifest,
} from './archiveFormat.ts';

/** What is wrong with an archive, naming the entry (or the point where it ends). Nothing was written. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError';
}

/** JSON entries are small; a larger one is not ours. */
const MAX_JSON_BYTES = 64 * 1024 * 1024;

export interface ArchiveEntry {
  name: string;
  data: Buffer;
}

export interface ReadProgress {
  /** Bytes of the archive read so far. */
  bytes: number;
  entry: string;
}

/**
 * The entries of an archive file in order, each whole in memory (an entry is a chunk of events or one
 * image file). A damaged tar header or an end in the middle of an entry is a BackupArchiveError that says
 * where.
 */
export async function* archiveEntries(path: string, onProgress?: (progress: ReadProgress) => void): AsyncGenerator<ArchiveEntry> {
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => (bytes += chunk.length));
  const extract = tarExtract();
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract as unknown as NodeJS.WritableStream);
  let previous: string | undefined;
  let current: string | undefined;
  try {
    for await (const entry of extract) {
      current = entry.header.name;
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const data = Buffer.concat(chunks);
      if (data.length !== entry.header.size) throw new BackupArchiveError(`truncated: the archive ends inside ${current} (${data.length} of ${entry.header.size} bytes)`);
      onProgress?.({ bytes, entry: current });
      previous = current;
      current = undefined;
      yield { name: previous, data };
    }
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    const message = (error as Error).message;
    if (/unexpected end/i.test(message)) {
      throw new BackupArchiveError(
        current ? `truncated: the archive ends inside ${current}` : `truncated: the archive ends after ${previous ?? 'its start'}, before ${MANIFEST_ENTRY}`,
      );
    }
    throw new BackupArchiveError(`damaged: ${message} after ${previous ?? 'the start of the archive'}`);
  } finally {
    input.destroy();
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function parseJson<T>(entry: ArchiveEntry, schema: z.ZodType<T>): T {
  if (entry.data.length > MAX_JSON_BYTES) throw new BackupArchiveError(`${entry.name}: larger than any backup writes`);
  let value: unknown;
  try {
    value = JSON.parse(entry.data.toString('utf8'));
  } catch {
    throw new BackupArchiveError(`${entry.name}: not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new BackupArchiveError(`${entry.name}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}

export const parseHeader = (entry: ArchiveEntry) => parseJson(entry, headerSchema);

/**
 * Reads the whole archive and checks it against its manifest before anything is written: the header
 * comes first and agrees with the manifest, which comes last; every entry between them is listed there
 * in order with its size and SHA-256; a blob's bytes hash to its name; the counts add up. Returns the
 * manifest, or throws a BackupArchiveError naming what is wrong.
 */
export async function verifyArchive(path: string, onProgress?: (progress: ReadProgress) => void): Promise<BackupManifest> {
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  const seen: { name: string; size: number; sha256: string }[] = [];
  for await (const entry of archiveEntries(path, onProgress)) {
    if (manifest) throw new BackupArchiveError(`damaged: ${entry.name} follows ${MANIFEST_ENTRY}, which must be last`);
    if (!header) {
      if (entry.name !== HEADER_ENTRY) throw new BackupArchiveError(`not a backup: it starts with ${entry.name}, not ${HEADER_ENTRY}`);
      header = parseHeader(entry);
      continue;
    }
    if (entry.name === MANIFEST_ENTRY) {
      manifest = parseJson(entry, manifestSchema);
      continue;
    }
    if (entry.name !== ACCOUNTS_ENTRY && !isEventChunk(entry.name) && !blobHashOfEntry(entry.name)) throw new BackupArchiveError(`damaged: unexpected entry ${entry.name}`);
    seen.push({ name: entry.name, size: entry.data.length, sha256: sha256(entry.data) });
  }
  if (!header) throw new BackupArchiveError('truncated: the archive is empty');
  if (!manifest) throw new BackupArchiveError(`truncated: the archive ends after ${seen.at(-1)?.name ?? HEADER_ENTRY}, before ${MANIFEST_ENTRY}`);
  checkAgainstManifest(header, manifest, seen);
  return manifest;
}

function checkAgainstManifest(header: BackupHeader, manifest: BackupManifest, seen: readonly { name: string; size: number; sha256: string }[]): void {
  for (const key of Object.keys(header) as (keyof BackupHeader)[]) {
    if (header[key] !== manifest[key]) throw new BackupArchiveError(`damaged: ${HEADER_ENTRY} and ${MANIFEST_ENTRY} disagree on ${key}`);
  }
  const listed = new Map(manifest.entries.map((entry) => [entry.name, entry]));
  for (const [index, entry] of seen.entries()) {
    const expected = manifest.entries[index];
    if (!listed.has(entry.name)) throw new BackupArchiveError(`damaged: ${entry.name} is not in ${MANIFEST_ENTRY}`);
    if (expected?.name !== entry.name) throw new BackupArchiveError(`damaged: ${entry.name} is out of the order ${MANIFEST_ENTRY} gives`);
    if (expected.size !== entry.size) throw new BackupArchiveError(`damaged: ${entry.name} has ${entry.size} bytes, ${MANIFEST_ENTRY} says ${expected.size}`);
    if (expected.sha256 !== entry.sha256) throw new BackupArchiveError(`damaged: ${entry.name}: SHA-256 mismatch (${MANIFEST_ENTRY} says ${expected.sha256}, the entry hashes to ${entry.sha256})`);
    const hash = blobHashOfEntry(entry.name);
    if (hash && hash !== entry.sha256) throw new BackupArchiveError(`damaged: ${entry.name}: its bytes hash to ${entry.sha256}`);
  }
  const missing = manifest.entries.slice(seen.length);
  if (missing.length) throw new BackupArchiveError(`truncated: ${missing.length} entries of ${MANIFEST_ENTRY} are not in the archive, from ${missing[0]!.name}`);
  const events = manifest.entries.reduce((sum, entry) => sum + (isEventChunk(entry.name) ? (entry.events ?? 0) : 0), 0);
  if (events !== manifest.events) throw new BackupArchiveError(`damaged: the event chunks hold ${events} events, ${MANIFEST_ENTRY} says ${manifest.events}`);
  const blobs = manifest.entries.filter((entry) => blobHashOfEntry(entry.name)).length;
  if (blobs + manifest.missingBlobs.length !== manifest.blobs) {
    throw new BackupArchiveError(`damaged: ${blobs} blobs and ${manifest.missingBlobs.length} missing, ${MANIFEST_ENTRY} says ${manifest.blobs}`);
  }
  if (!manifest.entries.some((entry) => entry.name === ACCOUNTS_ENTRY)) throw new BackupArchiveError(`damaged: no ${ACCOUNTS_ENTRY}`);
}
