/**
 * `npm run migration:create -- <name>`: the `prisma migrate dev --create-only` of this machine.
 * Diffs the committed migrations against prisma/schema.prisma with the Wasm schema engine
 * and writes the difference as a new migration in Prisma's own layout.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../prisma/database.ts';
import { createSchemaEngine } from '../prisma/schemaEngine.ts';
import { loadMigrationsList, migrationsDir, schemaPath } from '../prisma/migrate.ts';

const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_');
if (!name) {
  console.error('usage: npm run migration:create -- <name>');
  process.exit(2);
}
const db = await openDatabase({});
try {
  const engine = await createSchemaEngine(schemaPath, db.adapterFactory);
  const migrations = await loadMigrationsList();
  const result = await engine.diff({
    from: migrations.migrationDirectories.length ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
    to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: readFileSync(schemaPath, 'utf8') }] },
    script: true,
    exitCode: null,
    filters: { externalTables: [], externalEnums: [] },
  });
  const sql = result.stdout ?? '';
  if (!sql.trim() || sql.includes('This is an empty migration')) {
    console.log('No schema changes.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = join(migrationsDir, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'migration.sql'), sql);
    await writeFile(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    console.log(`Created ${dir}`);
  }
  engine.free();
} finally {
  await db.close();
}
