import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Where the run's migrated templates are (set by migratedTemplates() in the global setup, inherited by
 * the test workers): a PGlite data directory, and the name of a PostgreSQL database.
 */
const PGLITE_TEMPLATE = 'CHB_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'CHB_POSTGRES_TEMPLATE';

const onServer = async (statement: string) => {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
};

/**
 * Makes one migrated, empty database of each kind for the run to copy (PGlite: its data directory;
 * PostgreSQL: CREATE DATABASE ... TEMPLATE). A PGlite database's first open (initdb in WebAssembly)
 * and the migrations take seconds; a copy takes a fraction of one. Returns the teardown.
 */
export async function migratedTemplates(): Promise<() => Promise<void>> {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'chb-pglite-template-'));
  const postgresName = postgresAvailable ? `t_template_${randomBytes(6).toString('hex')}` : undefined;
  const migrate = async (options: Parameters<typeof openDatabase>[0]) => {
    const db = await openDatabase(options);
    try {
      await applyMigrations(db);
    } finally {
      await db.close();
    }
  };
  const made = await Promise.allSettled([
    migrate({ dataDir: pgliteDir }).then(() => (process.env[PGLITE_TEMPLATE] = join(pgliteDir, 'pglite'))),
    postgresName &&
      onServer(`CREATE DATABASE ${postgresName}`)
        .then(() => migrate({ databaseUrl: serverUrl.replace(/\/[^/]*$/, `/${postgresName}`), poolSize: 1 }))
        .then(() => (process.env[POSTGRES_TEMPLATE] = postgresName)),
  ]);
  const teardown = async () => {
    delete process.env[PGLITE_TEMPLATE];
    delete process.env[POSTGRES_TEMPLATE];
    rmSync(pgliteDir, { recursive: true, force: true });
    if (postgresName) await onServer(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
  };
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

export interface TestDatabaseOptions {
  /**
   * Start with the schema the migrations make: a copy of the run's migrated template when the global
   * setup made one. Without a template the database starts empty, and is migrated as it is opened
   * (createApp, a server's start, openMigratedDatabase).
   */
  migrated?: boolean;
}

/** A fresh database of the given kind: empty with no schema yet, or migrated (options). */
export async function createTestDatabase(kind: DatabaseKind, { migrated = false }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chb-test-'));
  if (kind === 'pglite') {
    const template = migrated ? process.env[PGLITE_TEMPLATE] : undefined;
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { kind, dataDir, open: () => openDatabase({ dataDir }), drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = migrated ? process.env[POSTGRES_TEMPLATE] : undefined;
  await onServer(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    kind,
    url,
    dataDir,
    open: () => openDatabase({ databaseUrl: url, poolSize: 20 }),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A migrated, empty database opened for a test; close() closes and drops it. */
export async function openMigratedDatabase(kind: DatabaseKind): Promise<{ db: Database; test: TestDatabase; close(): Promise<void> }> {
  const test = await createTestDatabase(kind, { migrated: true });
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
