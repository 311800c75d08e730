import type { SqlExecutor } from '../../../prisma/database.ts';

/**
 * The last migration the database has applied (Prisma's `_prisma_migrations`): the shape of its read models.
 * A backup records it, so a restore under a later release, whose read models differ, knows their digests
 * cannot be compared.
 */
export async function schemaLevel(db: SqlExecutor): Promise<string | undefined> {
  const [row] = await db.query<{ name: string | null }>(
    'SELECT max(migration_name) AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
  );
  return row?.name ?? undefined;
}
