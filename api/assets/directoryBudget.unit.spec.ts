import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DirectoryBudget } from './directoryBudget.ts';

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
    expect(await budget.added('b.png', 100)).toEqual(['a.png']);
    expect(failures).toEqual([]);
    expect(await listing(directory)).toEqual(['b.png']);
  });

  it('reports a file it could not delete instead of failing the addition', async () => {
    const directory = await directoryWith({ 'a.png': 100 });
    const { budget, failures } = budgetOf(directory, 100);
    await budget.totalBytes();
    // a directory now stands where the file was: rm without recursive refuses it
    await rm(join(directory, 'a.png'));
    await mkdir(join(directory, 'a.png'));
    await writeFile(join(directory, 'b.png'), Buffer.alloc(100));
    expect(await budget.added('b.png', 100)).toEqual(['a.png']);
    expect(failures).toEqual(['a.png']);
    expect(await budget.totalBytes()).toBe(100);
  });
});
