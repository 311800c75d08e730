import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Another live process holds the DATA_DIR: its embedded database must not be opened twice. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid}`);
  }
}

export interface DataDirLock {
  /** Removes the lock file if it still names this process; a second call does nothing. */
  release(): void;
}

/** The files (locks and takeover guards) this process holds, to tell its own locks from a dead process's with the same pid. */
const held = new Set<string>();

const TAKEOVER_ATTEMPTS = 200;

/** The lock file of a DATA_DIR: it names the pid of the process that holds it. */
export const lockFileOf = (dataDir: string) => join(dataDir, 'pid.lock');

/**
 * Takes the DATA_DIR's lock for this process, or throws DataDirInUseError naming the live process that
 * holds it. A lock left by a dead process is taken over; when several processes try at once, one wins.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = lockFileOf(dataDir);
  const holder = await claim(file);
  if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.delete(file);
      if (readHolder(file) === process.pid) unlinkSync(file);
    },
  };
}

/**
 * Makes `file` name this process when it is absent or names a dead process, and returns undefined;
 * otherwise returns the live holder's pid. Only the holder of `<file>.takeover-<dead pid>` (claimed the
 * same way) may remove a file naming that dead pid, so two processes never both replace it.
 */
async function claim(file: string): Promise<number | undefined> {
  for (let attempt = 0; ; attempt++) {
    if (createExclusive(file)) return undefined;
    const holder = readHolder(file);
    if (holder === undefined) continue;
    if (isAlive(holder, file)) return holder;
    const guard = `${file}.takeover-${holder}`;
    const guardHolder = await claim(guard);
    if (guardHolder !== undefined) {
      // Another process is replacing this stale file right now; look again once it is done.
      if (attempt >= TAKEOVER_ATTEMPTS) return guardHolder;
      await sleep(5);
      continue;
    }
    try {
      if (readHolder(file) === holder) unlinkSync(file);
    } finally {
      held.delete(guard);
      unlinkSync(guard);
    }
  }
}

/** Creates `file` naming this process, complete or not at all (a hard link of a written file); false if it exists. */
function createExclusive(file: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    linkSync(draft, file);
    held.add(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The pid a lock file names, or undefined when it is gone. */
function readHolder(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`${file} does not name a process; remove it if no process uses this directory`);
  return pid;
}

function isAlive(pid: number, file: string): boolean {
  // A lock naming this process that it did not take was left by an earlier process with the same pid.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
