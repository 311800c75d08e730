import type { RowValues } from './ops.ts';

/** The read-model tables, in the order they can be filled (referenced tables first), with their primary keys. */
export class ReadModelTables {
  readonly names: readonly string[];
  private readonly primaryKeys: ReadonlyMap<string, readonly string[]>;

  constructor(tables: Iterable<{ readonly table: string; readonly primaryKey: readonly string[] }>) {
    this.primaryKeys = new Map([...tables].map(({ table, primaryKey }) => [table, primaryKey]));
    this.names = [...this.primaryKeys.keys()];
  }

  has(table: string): boolean {
    return this.primaryKeys.has(table);
  }

  primaryKey(table: string): readonly string[] {
    const key = this.primaryKeys.get(table);
    if (!key) throw new Error(`${table} is not a read-model table`);
    return key;
  }

  /** The row's primary key as one comparable string. */
  keyOf(table: string, row: RowValues): string {
    return JSON.stringify(this.primaryKey(table).map((column) => row[column] ?? null));
  }

  /** Whether a key names exactly the primary key's columns. */
  isPrimaryKey(table: string, key: RowValues): boolean {
    const primaryKey = this.primaryKey(table);
    return Object.keys(key).length === primaryKey.length && primaryKey.every((column) => column in key);
  }
}
