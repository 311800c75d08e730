import type { SqlExecutor } from '../../prisma/database.ts';
import type { Op, RowValues } from './ops.ts';
import type { ReadModelTables } from './readModelTables.ts';
import { sameValue } from './sameValue.ts';

/**
 * Read models held in memory while a replay folds the log; flushed to the database in bulk.
 * Applies ops with exactly the semantics of their SQL form (sqlOps.ts).
 */
export class MemoryState {
  private readonly rowsByTable: Map<string, Map<string, RowValues>>;

  constructor(private readonly tables: ReadModelTables) {
    this.rowsByTable = new Map(tables.names.map((name) => [name, new Map()]));
  }

  private rowsOf(table: string): Map<string, RowValues> {
    const rows = this.rowsByTable.get(table);
    if (!rows) throw new Error(`${table} is not a read-model table`);
    return rows;
  }

  apply(op: Op): void {
    const rows = this.rowsOf(op.table);
    switch (op.kind) {
      case 'insert': {
        const key = this.tables.keyOf(op.table, op.row);
        if (rows.has(key)) throw new Error(`duplicate key ${key} in ${op.table}`);
        rows.set(key, { ...op.row });
        return;
      }
      case 'update': {
        const targets = this.tables.isPrimaryKey(op.table, op.key)
          ? [rows.get(this.tables.keyOf(op.table, op.key))].filter((row): row is RowValues => row !== undefined)
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
  find(table: string, key: RowValues): RowValues | undefined {
    const row = this.rowsOf(table).get(this.tables.keyOf(table, key));
    return row && { ...row };
  }

  /** Every row of a table, as the ops left it (live objects: read, never change them). */
  rows(table: string): RowValues[] {
    return [...this.rowsOf(table).values()];
  }

  rowCount(): number {
    let count = 0;
    for (const rows of this.rowsByTable.values()) count += rows.size;
    return count;
  }

  /** Writes every row with one statement per chunk, referenced tables first. */
  async flush(db: SqlExecutor, schema = 'public', chunkSize = 2000, afterChunk?: () => Promise<void>): Promise<void> {
    for (const table of this.tables.names) {
      const rows = [...this.rowsOf(table).values()];
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
