import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapWithConcurrency, shared, withLock, writeFileAtomic } from './files.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('file helpers', () => {
  it('writes atomically: the content lands under the name and no temp file stays behind', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'chb-files-'));
    const path = join(directory, 'nested', 'a.png');
    await writeFileAtomic(path, Buffer.from('one'));
    await writeFileAtomic(path, Buffer.from('two'));
    expect(await readFile(path, 'utf8')).toBe('two');
    expect(await readdir(join(directory, 'nested'))).toEqual(['a.png']);
    // a rename onto a non-empty directory fails after the temp file was written: the temp file goes
    await mkdir(join(directory, 'nested', 'taken.png', 'inside'), { recursive: true });
    await expect(writeFileAtomic(join(directory, 'nested', 'taken.png'), Buffer.from('?'))).rejects.toThrow();
    expect((await readdir(join(directory, 'nested'))).sort()).toEqual(['a.png', 'taken.png']);
  });

  it('runs at most `limit` tasks at once and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([30, 10, 20, 5, 15], 2, async (ms) => {
      peak = Math.max(peak, ++running);
      await pause(ms);
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10, 30]);
    expect(peak).toBe(2);
    expect(await mapWithConcurrency([], 2, async () => 1)).toEqual([]);
  });

  it('serialises callers of one lock, also after a failure', async () => {
    const order: string[] = [];
    const task = (name: string, ms: number, fail = false) => async () => {
      order.push(`${name}+`);
      await pause(ms);
      order.push(`${name}-`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([withLock('k', task('a', 20, true)), withLock('k', task('b', 5)), withLock('other', task('c', 1))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(order.indexOf('b+')).toBeGreaterThan(order.indexOf('a-'));
    expect(order.indexOf('c+')).toBeLessThan(order.indexOf('a-'));
  });

  it('shares one running call between callers with the same key', async () => {
    let calls = 0;
    const work = async () => {
      calls++;
      await pause(5);
      return calls;
    };
    expect(await Promise.all([shared('s', work), shared('s', work)])).toEqual([1, 1]);
    expect(await shared('s', work)).toBe(2);
  });
});
