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

export async function loadMigrationsList(directory = migrationsDir) {
  const lockPath = join(directory, 'migration_lock.toml');
  const entries = existsSync(directory) ? await readdir(directory, { withFileTypes: true }) : [];
  const directories = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return {
    baseDir: directory,
    lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? await readFile(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      directories.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok', value: await readFile(join(directory, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

/** Applies the committed migrations (or those of `directory`) that the database has not seen yet (Prisma's `migrate deploy`). */
export async function applyMigrations(db: Database, directory = migrationsDir): Promise<string[]> {
  const opened: SqlDriverAdapter[] = [];
  const engine = await createSchemaEngine(schemaPath, wholeScriptAdapter(migrationAdapterFactory(db), opened));
  try {
    const output = await engine.applyMigrations({
      migrationsList: await loadMigrationsList(directory),
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
 * Each adapter's way of running a migration script falls short, so the engine gets one that sends the
 * script whole and waits for it:
 * - @prisma/adapter-pg splits the script on ';', which breaks function bodies; sent whole (simple query
 *   protocol), it runs as PostgreSQL would.
 * - pglite-prisma-adapter does not wait for the script, so a script that fails was recorded as applied
 *   (its error an unhandled rejection after the engine had moved on).
 */
function wholeScriptAdapter(factory: SqlMigrationAwareDriverAdapterFactory, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  const runScript = scriptRunners[factory.adapterName];
  if (!runScript) return factory;
  const patch = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    // The site's PGlite adapter is shared with it; only the engine's own PostgreSQL connection is closed after.
    if (factory.adapterName === '@prisma/adapter-pg') opened.push(adapter);
    adapter.executeScript = (script: string) => runScript(adapter, script);
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}

const scriptRunners: Record<string, (adapter: SqlDriverAdapter, script: string) => Promise<void>> = {
  '@prisma/adapter-pg': async (adapter, script) => {
    await (adapter as unknown as { underlyingDriver(): { query(text: string): Promise<unknown> } }).underlyingDriver().query(script);
  },
  'pglite-prisma-adapter': async (adapter, script) => {
    await (adapter as unknown as { client: { exec(text: string): Promise<unknown> } }).client.exec(script);
  },
};
