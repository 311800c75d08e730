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
      if (readHolder(file)?.pid === process.pid) unlinkSync(file);
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
    if (isAlive(holder, file)) return holder.pid;
    const guard = `${file}.takeover-${holder.pid}`;
    const guardHolder = await claim(guard);
    if (guardHolder !== undefined) {
      // Another process is replacing this stale file right now; look again once it is done.
      if (attempt >= TAKEOVER_ATTEMPTS) return guardHolder;
      await sleep(5);
      continue;
    }
    try {
      const now = readHolder(file);
      if (now?.pid === holder.pid && now.identity === holder.identity) unlinkSync(file);
    } finally {
      held.delete(guard);
      unlinkSync(guard);
    }
  }
}

/**
 * Creates `file` naming this process, complete or not at all (a hard link of a written file); false if it
 * exists. Its second line tells this process from a later one given the same pid: the machine's boot id
 * and the process's start time.
 */
function createExclusive(file: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  const identity = identityOf(process.pid);
  writeFileSync(draft, `${process.pid}\n${identity ? `${identity}\n` : ''}`);
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

interface Holder {
  pid: number;
  /** `<boot id> <start time>` of the process that wrote it, where the system tells them (Linux). */
  identity: string | undefined;
}

/** The process a lock file names, or undefined when it is gone. */
function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidLine = '', identity] = text.split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`${file} does not name a process; remove it if no process uses this directory`);
  return { pid, identity: identity?.trim() || undefined };
}

function isAlive({ pid, identity }: Holder, file: string): boolean {
  // A lock naming this process that it did not take was left by an earlier process with the same pid.
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A process runs with that pid; it is the holder unless the system says it is another one (the machine
  // restarted since, or the holder died and its pid went to a process started later).
  const now = identityOf(pid);
  return identity === undefined || now === undefined || now === identity;
}

/** `<boot id> <start time in clock ticks since boot>` of a running process, or undefined where /proc does not tell. */
function identityOf(pid: number): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // The command name (field 2) may hold spaces and parentheses: the fields after it start after the last ') '.
    const startTime = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[19];
    return startTime ? `${bootId} ${startTime}` : undefined;
  } catch {
    return undefined;
  }
}
