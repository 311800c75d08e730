import { mkdir, mkdtemp, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BUDGET_LOCK_FILE, DirectoryBudget } from './directoryBudget.ts';

/** Paths whose deletion fails (as a file the process may not delete would). */
const undeletable = vi.hoisted(() => new Set<string>());
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rm: async (path: string, options?: Parameters<typeof actual.rm>[1]) => {
      if (undeletable.has(String(path))) throw Object.assign(new Error(`EACCES: permission denied, unlink '${path}'`), { code: 'EACCES' });
      return actual.rm(path, options);
    },
  };
});

const fileName = /^[a-z0-9]+\.png$/;

async function directoryWith(files: Record<string, number>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'chb-budget-'));
  let minute = 0;
  // written in order, each a minute older than the next, so the scan's order is known
  for (const [name, size] of Object.entries(files)) {
    await writeFile(join(directory, name), Buffer.alloc(size));
    const time = new Date(Date.UTC(2024, 0, 1, 0, minute++));
    await utimes(join(directory, name), time, time);
  }
  return directory;
}

const listing = async (directory: string) => (await readdir(directory)).sort();
/** Writes the file whole under its name, as the generator does (writeFileAtomic): no process sees it half written. */
async function writeWhole(path: string, bytes: Buffer) {
  await writeFile(`${path}.tmp`, bytes);
  await rename(`${path}.tmp`, path);
}

/** Bytes of the budget's files in the directory, as the disk holds them. */
const bytesIn = async (directory: string) => {
  const names = (await readdir(directory)).filter((name) => fileName.test(name));
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(directory, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
};

function budgetOf(directory: string, maxBytes: number, pinned: string[] = []) {
  const failures: string[] = [];
  const budget = new DirectoryBudget({ directory, maxBytes, fileName, pinned, onEvictionError: (_, name) => failures.push(name) });
  return { budget, failures };
}

describe('DirectoryBudget', () => {
  it('counts the files it finds and evicts the least recently modified first', async () => {
    const directory = await directoryWith({ 'a.png': 100, 'b.png': 100, 'c.png': 100 });
    const { budget } = budgetOf(directory, 300);
    expect(await budget.totalBytes()).toBe(300);
    await writeFile(join(directory, 'd.png'), Buffer.alloc(150));
    expect(await budget.added('d.png', 150)).toEqual(['a.png', 'b.png']);
    expect(await listing(directory)).toEqual(['c.png', 'd.png']);
    expect(await budget.totalBytes()).toBe(250);
  });

  it('keeps a file that was used: serving it or finding it makes it the most recent', async () => {
    const directory = await directoryWith({ 'a.png': 100, 'b.png': 100, 'c.png': 100 });
    const { budget } = budgetOf(directory, 300);
    await budget.used('a.png', 100);
    await writeFile(join(directory, 'd.png'), Buffer.alloc(100));
    expect(await budget.added('d.png', 100)).toEqual(['b.png']);
    await budget.used('c.png', 100);
    await writeFile(join(directory, 'e.png'), Buffer.alloc(100));
    expect(await budget.added('e.png', 100)).toEqual(['a.png']);
    expect(await listing(directory)).toEqual(['c.png', 'd.png', 'e.png']);
  });

  it('never counts or evicts pinned files, nor files it does not own', async () => {
    const directory = await directoryWith({ 'gallery.png': 500, 'a.png': 100, '.a.png.1234.tmp': 50, 'notes.txt': 50 });
    const { budget } = budgetOf(directory, 150, ['gallery.png']);
    expect(await budget.totalBytes()).toBe(100);
    await budget.used('gallery.png', 500);
    await writeFile(join(directory, 'b.png'), Buffer.alloc(100));
    expect(await budget.added('b.png', 100)).toEqual(['a.png']);
    expect(await listing(directory)).toEqual(['.a.png.1234.tmp', 'b.png', 'gallery.png', 'notes.txt']);
  });

  it('keeps the newest file even when it alone is over the budget, until the next addition', async () => {
    const directory = await directoryWith({ 'a.png': 100 });
    const { budget } = budgetOf(directory, 150);
    await writeFile(join(directory, 'big.png'), Buffer.alloc(400));
    expect(await budget.added('big.png', 400)).toEqual(['a.png']);
    expect(await listing(directory)).toEqual(['big.png']);
    await writeFile(join(directory, 'c.png'), Buffer.alloc(100));
    expect(await budget.added('c.png', 100)).toEqual(['big.png']);
    expect(await budget.totalBytes()).toBe(100);
  });

  it('starts from a directory that does not exist yet, and copes with files deleted behind its back', async () => {
    const directory = join(await mkdtemp(join(tmpdir(), 'chb-budget-')), 'generated');
    const { budget, failures } = budgetOf(directory, 100);
    expect(await budget.totalBytes()).toBe(0);
    await mkdir(directory);
    await writeFile(join(directory, 'a.png'), Buffer.alloc(100));
    await budget.added('a.png', 100);
    await rm(join(directory, 'a.png'));
    await writeFile(join(directory, 'b.png'), Buffer.alloc(100));
    // the directory is what counts: a.png is gone, so b.png fits
    expect(await budget.added('b.png', 100)).toEqual([]);
    expect(failures).toEqual([]);
    expect(await listing(directory)).toEqual(['b.png']);
  });

  it('reports a file it could not delete instead of failing the addition', async () => {
    const directory = await directoryWith({ 'a.png': 100 });
    const { budget, failures } = budgetOf(directory, 100);
    undeletable.add(join(directory, 'a.png'));
    await writeFile(join(directory, 'b.png'), Buffer.alloc(100));
    expect(await budget.added('b.png', 100)).toEqual(['a.png']);
    expect(failures).toEqual(['a.png']);
    undeletable.clear();
    expect(await listing(directory)).toEqual(['a.png', 'b.png']);
  });

  describe('shared by several processes over one directory (WORKERS=N)', () => {
    it('holds the budget for the directory whatever each process added: two budgets stay within it together', async () => {
      const directory = await directoryWith({});
      const processes = [budgetOf(directory, 300).budget, budgetOf(directory, 300).budget];
      for (let i = 0; i < 8; i++) {
        const name = `f${i}.png`;
        await writeWhole(join(directory, name), Buffer.alloc(100));
        await processes[i % 2]!.added(name, 100);
        expect(await bytesIn(directory), `after ${name}`).toBeLessThanOrEqual(300);
      }
      expect(await listing(directory)).toEqual(['f5.png', 'f6.png', 'f7.png']);
      for (const budget of processes) expect(await budget.totalBytes()).toBe(300);
    });

    it('holds it when both add at once', async () => {
      const directory = await directoryWith({});
      const processes = [budgetOf(directory, 300).budget, budgetOf(directory, 300).budget];
      await Promise.all(
        processes.map(async (budget, index) => {
          for (let i = 0; i < 6; i++) {
            const name = `p${index}f${i}.png`;
            await writeWhole(join(directory, name), Buffer.alloc(100));
            await budget.added(name, 100);
          }
        }),
      );
      // (a file one process has just written may be the other's least recently used: fewer may stay)
      expect(await bytesIn(directory)).toBeLessThanOrEqual(300);
      expect(await listing(directory)).not.toContain(BUDGET_LOCK_FILE);
    });

    it('evicts the oldest file of the directory, whichever process wrote it', async () => {
      const directory = await directoryWith({});
      const [processA, processB] = [budgetOf(directory, 300).budget, budgetOf(directory, 300).budget];
      for (const [budget, name] of [[processA, 'a.png'], [processB, 'b.png'], [processA, 'c.png']] as const) {
        await writeWhole(join(directory, name), Buffer.alloc(100));
        await budget.added(name, 100);
      }
      await writeWhole(join(directory, 'd.png'), Buffer.alloc(100));
      expect(await processB.added('d.png', 100)).toEqual(['a.png']);
      expect(await listing(directory)).toEqual(['b.png', 'c.png', 'd.png']);
    });

    it('waits for another eviction in progress (its lock file), and takes over a lock left by a process that died', async () => {
      const directory = await directoryWith({ 'a.png': 100, 'b.png': 100 });
      const { budget } = budgetOf(directory, 100);
      const lock = join(directory, BUDGET_LOCK_FILE);
      await writeFile(lock, '1\n');
      const adding = budget.added('b.png', 100);
      let settled = false;
      void adding.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(settled).toBe(false);
      expect(await listing(directory)).toContain('a.png');
      await rm(lock);
      expect(await adding).toEqual(['a.png']);

      await writeFile(lock, '1\n');
      const longAgo = new Date(Date.now() - 60_000);
      await utimes(lock, longAgo, longAgo);
      await writeWhole(join(directory, 'c.png'), Buffer.alloc(100));
      expect(await budget.added('c.png', 100)).toEqual(['b.png']);
      expect(await listing(directory)).toEqual(['c.png']);
    });
  });
});
