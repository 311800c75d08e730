import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../prisma/database.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';

/** A migrations directory of its own: a table with two equal rows, then a unique index on them, which fails. */
function migrationsWithAFailingOne(): string {
  const directory = mkdtempSync(join(tmpdir(), 'chb-migrations-'));
  writeFileSync(join(directory, 'migration_lock.toml'), 'provider = "postgresql"\n');
  const migration = (name: string, sql: string) => {
    mkdirSync(join(directory, name));
    writeFileSync(join(directory, name, 'migration.sql'), sql);
  };
  migration('20260101000000_doubles', 'CREATE TABLE doubles (x int);\nINSERT INTO doubles VALUES (1), (1);\n');
  migration('20260102000000_unique', 'ALTER TABLE doubles ADD COLUMN y int;\nCREATE UNIQUE INDEX doubles_x ON doubles (x);\n');
  return directory;
}

describe.each(databaseKinds)('a migration that fails on %s', (kind) => {
  let test: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    await test?.drop();
  });

  it('stops the run with its error, is not recorded as applied, and stops the next run too', async () => {
    // Migrated already (a copy of the run's template: no initdb), as a site being upgraded is.
    test = await createTestDatabase(kind, { migrated: true });
    db = await test.open();
    const directory = migrationsWithAFailingOne();

    await expect(applyMigrations(db, directory)).rejects.toThrow(/doubles_x|duplicate key|20260102000000_unique/);
    const columns = await db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'doubles' ORDER BY column_name");
    expect(columns.map((column) => column.column_name)).toEqual(['x']);
    const recorded = await db.query<{ migration_name: string; finished: boolean }>(
      "SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE migration_name LIKE '2026010%' ORDER BY migration_name",
    );
    expect(recorded).toEqual([
      { migration_name: '20260101000000_doubles', finished: true },
      { migration_name: '20260102000000_unique', finished: false },
    ]);
    await expect(applyMigrations(db, directory)).rejects.toThrow(/failed|20260102000000_unique/);
  });
});
