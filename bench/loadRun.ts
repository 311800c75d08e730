import type { DatabaseKind } from '../prisma/database.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { LOAD_LIMITS, memoryLevelsOff, runLoad, type LoadResult } from './load.ts';

/** The full load profile against a server process on a fresh database. */
export async function benchLoad(kind: DatabaseKind, seconds: number): Promise<{ seconds: number; result: LoadResult; levelsOff: boolean }> {
  const test = await createTestDatabase(kind);
  const server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, RATE_LIMITS: 'false', ...LOAD_LIMITS, ADMIN_PASSWORD: 'bench admin password' });
  try {
    const result = await runLoad(server, { users: 200, seconds, subscribers: 50 });
    return { seconds, result, levelsOff: memoryLevelsOff(result.rssMiB) };
  } finally {
    await server.stop();
    await test.drop();
  }
}
