import type { SqlExecutor } from '../../prisma/database.ts';
import type { Op, RowValues } from './ops.ts';
import { readModelTables, tableNames, type TableName } from './tables.ts';
import { sameValue } from '../sameValue.ts';

const keyOf = (table: TableName, row: RowValues) =>
  JSON.stringify(readModelTables[table].map((column) => row[column] ?? null));

/**
 * Read models held in memory while a replay folds the log; flushed to the database in bulk.
 * Applies ops with exactly the semantics of their SQL form (sqlOps.ts).
 */
export class MemoryState {
  private readonly tables = new Map<TableName, Map<string, RowValues>>(tableNames.map((name) => [name, new Map()]));

  apply(op: Op): void {
    const rows = this.tables.get(op.table)!;
    switch (op.kind) {
      case 'insert': {
        const key = keyOf(op.table, op.row);
        if (rows.has(key)) throw new Error(`duplicate key ${key} in ${op.table}`);
        rows.set(key, { ...op.row });
        return;
      }
      case 'update': {
        const pk = readModelTables[op.table];
        const byPrimaryKey = Object.keys(op.key).length === pk.length && pk.every((column) => column in op.key);
        const targets = byPrimaryKey
          ? [rows.get(keyOf(op.table, op.key))].filter((row): row is RowValues => row !== undefined)
          : [...rows.values()].filter((row) => Object.entries(op.key).every(([c, v]) => sameValue(row[c], v)));
        for (const row of targets) {
          Object.assign(row, op.set ?? {});
          for (const [column, by] of Object.entries(op.increment ?? {})) row[column] = Number(row[column] ?? 0) + by;
        }
        return;
      }
      case 'delete': {
        for (const [key, row] of rows) {
          if (Object.entries(op.where).every(([c, v]) => sameValue(row[c], v))) rows.delete(key);
        }
        return;
      }
    }
  }

  /** The row with this primary key, as the ops left it. */
  find(table: TableName, key: RowValues): RowValues | undefined {
    const row = this.tables.get(table)!.get(keyOf(table, key));
    return row && { ...row };
  }

  /** Every row of a table, as the ops left it (live objects: read, never change them). */
  rows(table: TableName): RowValues[] {
    return [...this.tables.get(table)!.values()];
  }

  rowCount(): number {
    let count = 0;
    for (const rows of this.tables.values()) count += rows.size;
    return count;
  }

  /** Writes every row with one statement per chunk, referenced tables first. */
  async flush(db: SqlExecutor, schema = 'public', chunkSize = 2000, afterChunk?: () => Promise<void>): Promise<void> {
    for (const table of tableNames) {
      const rows = [...this.tables.get(table)!.values()];
      const target = `"${schema}"."${table}"`;
      for (let i = 0; i < rows.length; i += chunkSize) {
        await db.query(`INSERT INTO ${target} SELECT * FROM jsonb_populate_recordset(NULL::${target}, $1::jsonb)`, [
          JSON.stringify(rows.slice(i, i + chunkSize)),
        ]);
        await afterChunk?.();
      }
    }
  }
}
