/**
 * One of several processes hammering a DATA_DIR's lock, for the lock's race test:
 * `node --import tsx dataDirLockContender.ts <dataDir> <dead pid> <duration ms>` prints `ready`, then waits
 * for a start time (epoch ms) on stdin. Until the time is up it takes the lock, checks that nobody took it
 * while it held it, then either releases it or "dies" (makes the lock file name the dead pid, so the others
 * race to take over a stale lock). Prints `wins <n> stolen <n>`: a stolen lock means two holders at once.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { acquireDataDirLock, DataDirInUseError, lockFileOf } from '../../prisma/dataDirLock.ts';

const [dataDir, deadPid, duration] = process.argv.slice(2) as [string, string, string];
const file = lockFileOf(dataDir);
const now = () => performance.timeOrigin + performance.now();

console.log('ready');
const [startAt] = await createInterface({ input: process.stdin })[Symbol.asyncIterator]().next().then(({ value }) => [Number(value)]);
while (now() < startAt!) await sleep(1);

let wins = 0;
let stolen = 0;
for (const end = startAt! + Number(duration); now() < end; ) {
  let lock;
  try {
    lock = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    await sleep(0);
    continue;
  }
  wins += 1;
  await sleep(1);
  if (!existsSync(file) || readFileSync(file, 'utf8').split('\n')[0] !== String(process.pid)) stolen += 1;
  if (wins % 2) {
    lock.release();
  } else {
    writeFileSync(`${file}.${process.pid}.dying`, `${deadPid}\n`);
    renameSync(`${file}.${process.pid}.dying`, file);
  }
}
console.log(`wins ${wins} stolen ${stolen}`);
process.exit(0);
