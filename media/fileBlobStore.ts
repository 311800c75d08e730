import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { collectUnreferenced, hashesOf, type BlobEntry, type BlobStore, type CollectResult, type PutResult } from './blobStore.ts';
import { isBlobHash, sha256Hex } from './mediaFiles.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A write in progress: named so that it is never taken for a blob (a dot, then not a bare hash). */
const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.tmp');
const temporaryPath = (directory: string, hash: string) => join(directory, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);

/** Flushes a directory's entries, so a rename survives a power cut as well as a crash. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Blobs as files under a directory (DATA_DIR/blobs by default): <root>/ab/cd/<hash>, two levels of 256
 * folders so no folder grows huge. A blob is written to a temporary file in its own folder, flushed, and
 * renamed into place: a crash leaves at most a temporary file, never a half-written blob, and collect()
 * removes temporary files as old as its grace period. Content types are not kept: the served file name
 * carries the format (mediaFiles.ts).
 */
export class FileBlobStore implements BlobStore {
  readonly kind = 'filesystem';

  constructor(readonly root: string) {}

  pathOf(hash: string): string {
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  async put(bytes: Uint8Array, _contentType: string): Promise<PutResult> {
    const hash = sha256Hex(bytes);
    const path = this.pathOf(hash);
    const now = new Date();
    try {
      await utimes(path, now, now);
      return { hash, bytes: bytes.length, existed: true };
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const directory = join(this.root, hash.slice(0, 2), hash.slice(2, 4));
    await mkdir(directory, { recursive: true });
    const temporary = temporaryPath(directory, hash);
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    await handle.close();
    // Two puts of the same bytes at once both rename identical files into place; either result is the blob.
    await rename(temporary, path);
    await syncDirectory(directory);
    return { hash, bytes: bytes.length, existed: false };
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isBlobHash(hash)) return null;
    try {
      return await readFile(this.pathOf(hash));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async openReadStream(hash: string): Promise<Readable | null> {
    if (!isBlobHash(hash)) return null;
    try {
      // Opened before the stream is made, so a missing blob is null here rather than an error mid-response.
      return (await open(this.pathOf(hash), 'r')).createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(hash: string): Promise<boolean> {
    if (!isBlobHash(hash)) return false;
    try {
      return (await stat(this.pathOf(hash))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(hash: string): Promise<boolean> {
    if (!isBlobHash(hash)) return false;
    try {
      await unlink(this.pathOf(hash));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  list(): AsyncIterable<string> {
    return hashesOf(this.entries());
  }

  async *entries(): AsyncIterable<BlobEntry> {
    for await (const path of this.#files()) {
      const name = basename(path);
      if (!isBlobHash(name)) continue;
      try {
        const stats = await stat(path);
        yield { hash: name, bytes: stats.size, writtenAt: stats.mtime };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  async collect(referenced: ReadonlySet<string>, { olderThan }: { olderThan: Date }): Promise<CollectResult> {
    const result = await collectUnreferenced(this.entries(), referenced, olderThan, (hash, cutoff) => this.#deleteIfOlder(hash, cutoff));
    for await (const path of this.#files()) {
      if (!isTemporary(basename(path))) continue;
      const stats = await stat(path).catch(() => undefined);
      if (stats && stats.mtime < olderThan) await unlink(path).catch(() => undefined);
    }
    return result;
  }

  async close(): Promise<void> {}

  /**
   * Moves the blob aside before reading its time, so a put of the same bytes at any moment either renewed
   * the time first (the blob is moved back) or finds no blob and writes it anew; reading the time and then
   * deleting the path would delete a blob a put had just renewed. The aside name is a temporary file's, so a
   * crash in between leaves what collect() removes later.
   */
  async #deleteIfOlder(hash: string, cutoff: Date): Promise<boolean> {
    const path = this.pathOf(hash);
    const aside = temporaryPath(dirname(path), hash);
    try {
      await rename(path, aside);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    try {
      if ((await stat(aside)).mtime >= cutoff) {
        await rename(aside, path);
        return false;
      }
      await unlink(aside);
      return true;
    } catch (error) {
      // Another process's collect() removed it as an old temporary file: deleted all the same.
      if (isMissing(error)) return true;
      throw error;
    }
  }

  /** Every file two folders down (blobs and temporary files); nothing when the root does not exist yet. */
  async *#files(): AsyncIterable<string> {
    const entriesOf = async (path: string) => {
      try {
        return await readdir(path, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    };
    for (const first of await entriesOf(this.root)) {
      if (!first.isDirectory()) continue;
      for (const second of await entriesOf(join(this.root, first.name))) {
        if (!second.isDirectory()) continue;
        const folder = join(this.root, first.name, second.name);
        for (const file of await entriesOf(folder)) if (file.isFile()) yield join(folder, file.name);
      }
    }
  }
}
