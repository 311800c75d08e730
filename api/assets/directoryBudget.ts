import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

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

/**
 * Keeps the files of one directory under a byte budget by deleting the least recently used. It
 * learns the files from one scan of the directory (on first use, oldest modification first) and
 * from what it is told since; it never reads the directory again.
 */
export class DirectoryBudget {
  /** Name → size, least recently used first (a Map iterates in insertion order). */
  readonly #sizes = new Map<string, number>();
  readonly #pinned: ReadonlySet<string>;
  #totalBytes = 0;
  #scan?: Promise<void>;

  constructor(private readonly options: DirectoryBudgetOptions) {
    this.#pinned = new Set(options.pinned);
  }

  /** Bytes of the counted files. */
  async totalBytes(): Promise<number> {
    await this.#scanned();
    return this.#totalBytes;
  }

  /** A file was served or found in place of a render: it becomes the most recently used. */
  async used(name: string, size: number): Promise<void> {
    await this.#scanned();
    this.#record(name, size);
  }

  /**
   * A new file: it becomes the most recently used, then the least recently used others are deleted
   * until the total fits. The new file itself is kept even when it alone is over the budget (its
   * URL has just been handed out); the next addition evicts it. Resolves, with the evicted names,
   * once they are deleted.
   */
  async added(name: string, size: number): Promise<string[]> {
    await this.#scanned();
    this.#record(name, size);
    const evicted: string[] = [];
    for (const [candidate, candidateSize] of this.#sizes) {
      if (this.#totalBytes <= this.options.maxBytes || candidate === name) break;
      this.#sizes.delete(candidate);
      this.#totalBytes -= candidateSize;
      evicted.push(candidate);
    }
    await Promise.all(evicted.map((file) => this.#delete(file)));
    return evicted;
  }

  #record(name: string, size: number) {
    if (this.#pinned.has(name) || !this.options.fileName.test(name)) return;
    const previous = this.#sizes.get(name);
    if (previous !== undefined) {
      this.#sizes.delete(name);
      this.#totalBytes -= previous;
    }
    this.#sizes.set(name, size);
    this.#totalBytes += size;
  }

  async #delete(name: string) {
    // A reader that already opened the file keeps its bytes; later requests find no file (404).
    await rm(join(this.options.directory, name), { force: true }).catch((error: unknown) => this.options.onEvictionError(error, name));
  }

  #scanned(): Promise<void> {
    this.#scan ??= this.#readDirectory();
    return this.#scan;
  }

  async #readDirectory() {
    const { directory, fileName } = this.options;
    // No directory yet (nothing generated) is the usual reason; any other failure leaves the budget
    // counting only the files it is told about, which is no reason to fail a request.
    const names = await readdir(directory).catch(() => [] as string[]);
    const owned = names.filter((name) => fileName.test(name) && !this.#pinned.has(name));
    const files = await Promise.all(
      owned.map(async (name) => {
        const info = await stat(join(directory, name)).catch(() => undefined);
        return info?.isFile() ? { name, size: info.size, modified: info.mtimeMs } : undefined;
      }),
    );
    for (const file of files.filter((found) => found !== undefined).sort((a, b) => a.modified - b.modified)) this.#record(file.name, file.size);
  }
}
