import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database, type DatabaseKind } from '../../prisma/database.ts';
import { applyMigrations } from '../../prisma/migrate.ts';

/** The PostgreSQL server the integration tests use; each test database is created and dropped here. */
export const serverUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverReachable(): Promise<boolean> {
  const sql = postgres(serverUrl, { max: 1, connect_timeout: 2, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const postgresAvailable = await serverReachable();
if (!postgresAvailable && process.env.CI) {
  throw new Error(`CI needs the PostgreSQL server at ${serverUrl} for the integration tests`);
}

/** Both databases when the server is reachable; locally without it, the embedded one only. */
export const databaseKinds: DatabaseKind[] = postgresAvailable ? ['pglite', 'postgresql'] : ['pglite'];

export interface TestDatabase {
  kind: DatabaseKind;
  /** DATABASE_URL for a server process (postgresql), or undefined. */
  url?: string;
  /** DATA_DIR for a server process (pglite). */
  dataDir: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh, empty database of the given kind with no schema yet. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chb-test-'));
  if (kind === 'pglite') {
    return { kind, dataDir, open: () => openDatabase({ dataDir }), drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    kind,
    url,
    dataDir,
    open: () => openDatabase({ databaseUrl: url, poolSize: 20 }),
    async drop() {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sql.end();
    },
  };
}

/** A migrated, empty database opened for a test; close() closes and drops it. */
export async function openMigratedDatabase(kind: DatabaseKind): Promise<{ db: Database; test: TestDatabase; close(): Promise<void> }> {
  const test = await createTestDatabase(kind);
  const db = await test.open();
  await applyMigrations(db);
  return {
    db,
    test,
    async close() {
      await db.close();
      await test.drop();
    },
  };
}
