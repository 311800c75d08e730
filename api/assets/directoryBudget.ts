import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DirectoryBudgetOptions {
  directory: string;
  maxBytes: number;
  /** The files the budget owns; anything else in the directory (temp files, strangers) is left alone. */
  fileName: RegExp;
  /** Never counted and never evicted. */
  pinned?: Iterable<string>;
  /** A file chosen for eviction could not be deleted; it is no longer counted. */
  onEvictionError: (error: unknown, name: string) => void;
}

/** Held by whichever process (or budget) is evicting from the directory; not a file the budget owns. */
export const BUDGET_LOCK_FILE = '.budget.lock';
/** A lock file older than this was left by a process that died while evicting (an eviction takes milliseconds). */
const STALE_LOCK_MS = 10_000;
const LOCK_RETRY_MS = 5;
const LOCK_RETRY_MAX_MS = 50;

interface FoundFile {
  name: string;
  size: number;
  /** When the file was last used, as far as this process and the file system know (ms since the epoch). */
  lastUse: number;
}

/**
 * Keeps the files of one directory under a byte budget by deleting the least recently used, whatever
 * number of processes write there (WORKERS=N): each addition reads the directory as it is and evicts
 * under a lock file in it (BUDGET_LOCK_FILE) that every process's budget takes, so the budget holds
 * for the directory, never per process. Recency is the later of the file's times on disk (written;
 * read, where the file system records it) and the last use this process saw (served or found).
 */
export class DirectoryBudget {
  readonly #pinned: ReadonlySet<string>;
  /** The uses this process saw, by name; pruned to the files the directory still holds at each addition. */
  readonly #usedAt = new Map<string, number>();
  /** Size and time on disk of the files listed at the last reading of the directory, by name. */
  readonly #seen = new Map<string, { size: number; modified: number }>();
  #lastTick = 0;

  constructor(private readonly options: DirectoryBudgetOptions) {
    this.#pinned = new Set(options.pinned);
  }

  /** Bytes of the counted files in the directory now. */
  async totalBytes(): Promise<number> {
    return (await this.#files()).reduce((sum, file) => sum + file.size, 0);
  }

  /** A file was served or found in place of a render: it becomes the most recently used. */
  async used(name: string, _size: number): Promise<void> {
    if (this.#owns(name)) this.#usedAt.set(name, this.#tick());
  }

  /**
   * A new file (already written): it becomes the most recently used, then the least recently used
   * files of the directory are deleted until its total fits. The new file itself is kept even when it
   * alone is over the budget (its URL has just been handed out); the next addition evicts it. Sizes
   * are the directory's: the size given is what the caller wrote, for the record. Resolves, with the
   * evicted names, once they are deleted.
   */
  async added(name: string, _size: number): Promise<string[]> {
    if (this.#owns(name)) this.#usedAt.set(name, this.#tick());
    return this.#locked(async () => {
      const files = await this.#files(name);
      const present = new Set(files.map((file) => file.name));
      for (const known of this.#usedAt.keys()) if (!present.has(known)) this.#usedAt.delete(known);
      let total = files.reduce((sum, file) => sum + file.size, 0);
      const evicted: string[] = [];
      for (const file of files.sort((a, b) => a.lastUse - b.lastUse || (a.name < b.name ? -1 : 1))) {
        if (total <= this.options.maxBytes) break;
        if (file.name === name) continue;
        total -= file.size;
        evicted.push(file.name);
        this.#usedAt.delete(file.name);
        this.#seen.delete(file.name);
      }
      await Promise.all(evicted.map((file) => this.#delete(file)));
      return evicted;
    });
  }

  #owns(name: string): boolean {
    return !this.#pinned.has(name) && this.options.fileName.test(name);
  }

  /** Now, strictly later than this process's previous use, so that uses in one millisecond keep their order. */
  #tick(): number {
    this.#lastTick = Math.max(Date.now(), this.#lastTick + 0.001);
    return this.#lastTick;
  }

  /**
   * The owned files the directory holds now. Only names not seen before (and `fresh`, just written
   * here) are stat'ed: a file's name stands for its content, and the budget's files are written whole
   * (renamed into place) and never changed, so a size and time stay as first read while the name stays
   * listed. An empty file is read again next time.
   */
  async #files(fresh?: string): Promise<FoundFile[]> {
    const { directory } = this.options;
    // No directory yet (nothing generated) is the usual reason; any other failure leaves nothing to
    // count, which is no reason to fail a request.
    const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => this.#owns(name));
    const listed = new Set(names);
    for (const known of this.#seen.keys()) if (!listed.has(known)) this.#seen.delete(known);
    const files = await Promise.all(
      names.map(async (name) => {
        let seen = name === fresh ? undefined : this.#seen.get(name);
        if (!seen) {
          const info = await stat(join(directory, name)).catch(() => undefined);
          if (!info?.isFile()) return undefined;
          seen = { size: info.size, modified: Math.max(info.mtimeMs, info.atimeMs) };
          if (info.size > 0) this.#seen.set(name, seen);
        }
        return { name, size: seen.size, lastUse: Math.max(seen.modified, this.#usedAt.get(name) ?? 0) };
      }),
    );
    return files.filter((file) => file !== undefined);
  }

  async #delete(name: string) {
    // A reader that already opened the file keeps its bytes; later requests find no file (404).
    await rm(join(this.options.directory, name), { force: true }).catch((error: unknown) => this.options.onEvictionError(error, name));
  }

  /**
   * Runs `work` holding the directory's lock file (created exclusively: one holder across processes).
   * A lock older than STALE_LOCK_MS is taken to be a dead process's and removed. Without the directory
   * there is nothing to evict from, and `work` runs unlocked.
   */
  async #locked<T>(work: () => Promise<T>): Promise<T> {
    const path = join(this.options.directory, BUDGET_LOCK_FILE);
    for (let wait = LOCK_RETRY_MS; ; wait = Math.min(wait * 2, LOCK_RETRY_MAX_MS)) {
      try {
        await (await open(path, 'wx')).close();
        break;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return work();
        if (code !== 'EEXIST') throw error;
        const held = await stat(path).catch(() => undefined);
        if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(path, { force: true });
        else await sleep(wait);
      }
    }
    try {
      return await work();
    } finally {
      await rm(path, { force: true });
    }
  }
}
