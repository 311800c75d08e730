import type { SqlExecutor } from '../../prisma/database.ts';
import type { MemoryState } from '../store/memoryState.ts';
import type { Op } from '../store/ops.ts';
import { registry } from '../registry.ts';

/** A foreign key from one read-model table to another's primary key, as the database declares it. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
}

/**
 * The read models' foreign keys, read from the catalog so that they cannot drift from the migrations; only
 * those that reference the parent's primary key, which the in-memory read models can look up.
 */
export async function readModelForeignKeys(db: SqlExecutor): Promise<ForeignKey[]> {
  const rows = await db.query<{ name: string; table: string; columns: string[]; parent: string; parentColumns: string[] }>(
    `SELECT c.conname AS name, child.relname AS "table", parent.relname AS parent,
       (SELECT json_agg(a.attname ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
       (SELECT json_agg(a.attname ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "parentColumns"
     FROM pg_constraint c
     JOIN pg_class child ON child.oid = c.conrelid
     JOIN pg_class parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
  );
  return rows.filter((key): key is ForeignKey => {
    if (!registry.tables.has(key.table) || !registry.tables.has(key.parent)) return false;
    const primaryKey = registry.tables.primaryKey(key.parent);
    return key.parentColumns.length === primaryKey.length && key.parentColumns.every((column) => primaryKey.includes(column));
  });
}

/**
 * Why the database would refuse an insert whose foreign key names no row of its parent (it checks every
 * statement of an append so); undefined when it would not. A key with a null column is not checked.
 */
export function foreignKeyViolation(op: Op, state: MemoryState, keys: readonly ForeignKey[]): string | undefined {
  if (op.kind !== 'insert') return undefined;
  for (const key of keys) {
    if (key.table !== op.table) continue;
    const referenced = key.columns.map((column) => op.row[column]);
    if (referenced.some((value) => value === null || value === undefined)) continue;
    if (!state.find(key.parent, Object.fromEntries(key.parentColumns.map((column, i) => [column, referenced[i]])))) {
      return `${key.table} (${key.columns.join(', ')}) = (${referenced.join(', ')}) names no row of ${key.parent} (${key.name})`;
    }
  }
  return undefined;
}
