import type { DatabaseKind } from '../prisma/database.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { settleAfterPublicPages } from './idleMemory.ts';
import { LOAD_LIMITS, memoryLevelsOff, rssOf, runLoad, type LoadResult } from './load.ts';

export interface LoadRun {
  seconds: number;
  idleMiB: number;
  result: LoadResult;
  levelsOff: boolean;
}

/**
 * The full load profile against a server process on a fresh database. Before it, the process's idle
 * RSS as the memory group measures it (one request to every public page, then 5 s idle).
 */
export async function benchLoad(kind: DatabaseKind, seconds: number): Promise<LoadRun> {
  const test = await createTestDatabase(kind);
  const server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, RATE_LIMITS: 'false', ...LOAD_LIMITS, ADMIN_PASSWORD: 'bench admin password' });
  try {
    await settleAfterPublicPages(server.url);
    const idleMiB = Math.round(rssOf(server.child.pid!));
    const result = await runLoad(server, { users: 200, seconds, subscribers: 50 });
    return { seconds, idleMiB, result, levelsOff: memoryLevelsOff(result.rssMiB) };
  } finally {
    await server.stop();
    await test.drop();
  }
}
