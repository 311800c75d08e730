import type { Config } from '../api/config.ts';
import { openDatabase, type Database } from '../prisma/database.ts';
import { DataDirInUseError } from '../prisma/dataDirLock.ts';

/** Opens the configured database for a CLI; a DATA_DIR another process holds ends the CLI with status 1 and says which. */
export async function openCliDatabase(config: Config): Promise<Database> {
  try {
    return await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
