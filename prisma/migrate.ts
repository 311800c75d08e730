import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { Database } from './database.ts';
import { projectPath } from '../projectRoot.ts';
import { createSchemaEngine } from './schemaEngine.ts';

export const schemaPath = projectPath('prisma/schema.prisma');
export const migrationsDir = projectPath('prisma/migrations');

export async function loadMigrationsList() {
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  const entries = existsSync(migrationsDir) ? await readdir(migrationsDir, { withFileTypes: true }) : [];
  const directories = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: await readFile(join(migrationsDir, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

/** Applies the committed migrations that the database has not seen yet (Prisma's `migrate deploy`). */
export async function applyMigrations(db: Database): Promise<string[]> {
  const opened: SqlDriverAdapter[] = [];
  const engine = await createSchemaEngine(schemaPath, wholeScriptAdapter(migrationAdapterFactory(db), opened));
  try {
    const output = await engine.applyMigrations({
      migrationsList: await loadMigrationsList(),
      filters: { externalTables: [], externalEnums: [] },
    });
    return output.appliedMigrationNames;
  } finally {
    engine.free();
    // The engine's connection holds Prisma's migration advisory lock until it closes: close it now, or the
    // next start on this database (another process, or a restart) waits for it.
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

/**
 * On PostgreSQL the engine gets a pool of one connection of its own, which its adapter ends when disposed.
 * The engine takes Prisma's advisory lock (session-level) and lets closing the connection release it: through
 * the site's shared pool the lock stayed with one of its idle connections for the pool's idle timeout
 * (10 s), and the other worker of a WORKERS=2 start, waiting as long for it, died on P1002.
 */
function migrationAdapterFactory(db: Database): SqlMigrationAwareDriverAdapterFactory {
  return db.kind === 'postgresql' && db.url ? new PrismaPg({ connectionString: db.url, max: 1 }) : db.adapterFactory;
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it on ';', which breaks function
 * bodies. Sending the script whole (simple query protocol) runs it as PostgreSQL would.
 */
function wholeScriptAdapter(factory: SqlMigrationAwareDriverAdapterFactory, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  if (factory.adapterName !== '@prisma/adapter-pg') return factory;
  const patch = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    opened.push(adapter);
    adapter.executeScript = async (script: string) => {
      const driver = (adapter as unknown as { underlyingDriver(): { query(text: string): Promise<unknown> } }).underlyingDriver();
      await driver.query(script);
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}
