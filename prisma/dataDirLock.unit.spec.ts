import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockFileOf } from './dataDirLock.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The pid the lock file names (its first line). */
const holderOf = (dataDir: string) => readFileSync(lockFileOf(dataDir), 'utf8').split('\n')[0];

/** When a process started, in clock ticks since the machine booted (/proc/<pid>/stat, field 22). */
const startTimeOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[19]);

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'chb-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes this process id into the lock file and refuses a second acquirer with the exact message', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(holderOf(dataDir)).toBe(String(process.pid));

    const second = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataDirInUseError);
    expect((second as Error).message).toBe(`DATA_DIR ${dataDir} is in use by process ${process.pid}`);
    lock.release();
  });

  it('refuses while another live process holds the lock, and leaves its file alone', async () => {
    writeFileSync(lockFileOf(dataDir), `${process.ppid}\n`);

    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.ppid}`);
    expect(holderOf(dataDir)).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    writeFileSync(lockFileOf(dataDir), `${deadPid()}\n`);

    const lock = await acquireDataDirLock(dataDir);
    expect(holderOf(dataDir)).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose pid is now another process: one started since (the pid was reused), or before a restart of the machine', async () => {
    const [bootId, startTime] = [readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(), startTimeOf(process.ppid)];
    for (const identity of [`${bootId} ${startTime + 1}`, `00000000-0000-4000-8000-000000000000 ${startTime}`]) {
      writeFileSync(lockFileOf(dataDir), `${process.ppid}\n${identity}\n`);
      const lock = await acquireDataDirLock(dataDir);
      expect(holderOf(dataDir)).toBe(String(process.pid));
      lock.release();
    }
    writeFileSync(lockFileOf(dataDir), `${process.ppid}\n${bootId} ${startTime}\n`);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.ppid}`);
  });

  it('takes over a lock naming this pid that this process never took (a restarted container reuses pids)', async () => {
    writeFileSync(lockFileOf(dataDir), `${process.pid}\n`);

    const lock = await acquireDataDirLock(dataDir);
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('takes over a stale lock whose takeover was left half done by a process that died, leaving no helper files', async () => {
    const stale = deadPid();
    writeFileSync(lockFileOf(dataDir), `${stale}\n`);
    writeFileSync(`${lockFileOf(dataDir)}.takeover-${stale}`, `${deadPid()}\n`);

    const lock = await acquireDataDirLock(dataDir);
    expect(readdirSync(dataDir)).toEqual(['pid.lock']);
    lock.release();
  });

  it('leaves a stale lock to the live process already taking it over, and names that process', async () => {
    const stale = deadPid();
    writeFileSync(lockFileOf(dataDir), `${stale}\n`);
    writeFileSync(`${lockFileOf(dataDir)}.takeover-${stale}`, `${process.ppid}\n`);

    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.ppid}`);
    expect(holderOf(dataDir)).toBe(String(stale));
  });

  it('releases by removing the lock file, once, and never removes a lock another process holds', async () => {
    const first = await acquireDataDirLock(dataDir);
    first.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    const second = await acquireDataDirLock(dataDir);
    first.release();
    expect(holderOf(dataDir)).toBe(String(process.pid));
    unlinkSync(lockFileOf(dataDir));
    writeFileSync(lockFileOf(dataDir), `${process.ppid}\n`);
    second.release();
    expect(holderOf(dataDir)).toBe(String(process.ppid));
  });

  it('never lets two of several racing processes hold it, whether it is free or left by a dead process', async () => {
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/dataDirLockContender.ts', dataDir, String(deadPid()), '3000'], { cwd: root });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      return { child, output: () => output, exited };
    });
    try {
      for (const { output } of contenders) await vi.waitFor(() => expect(output()).toContain('ready'), { timeout: 30_000, interval: 50 });
      const startAt = Date.now() + 100;
      for (const { child } of contenders) child.stdin.write(`${startAt}\n`);
      for (const { exited, output } of contenders) expect(await exited, output()).toBe(0);

      const results = contenders.map(({ output }) => output().match(/wins (\d+) stolen (\d+)/)!.slice(1).map(Number));
      expect(results.map(([, stolen]) => stolen)).toEqual([0, 0, 0, 0]);
      expect(results.reduce((sum, [wins]) => sum + wins!, 0)).toBeGreaterThan(50);
    } finally {
      for (const { child } of contenders) child.kill();
    }
  }, 60_000);
});
