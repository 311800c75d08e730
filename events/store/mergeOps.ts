import type { Op, RowValues } from './ops.ts';
import type { ReadModelTables } from './readModelTables.ts';
import type { Statement } from './sqlOps.ts';

type Pending =
  | { kind: 'insert'; row: RowValues }
  | { kind: 'update'; key: RowValues; set: RowValues; increment: Record<string, number> };

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
};

function applyIncrement(values: RowValues, increment: Record<string, number>) {
  for (const [column, by] of Object.entries(increment)) values[column] = Number(values[column] ?? 0) + by;
}

/**
 * The ops of a whole batch folded into one write per table and shape: inserts into a table become one
 * bulk insert, and successive updates of a row (by primary key) one update of that row, with the same
 * result as applying the ops in order (MemoryState's semantics). Tables keep their fill order, so rows
 * are inserted before rows that reference them. Undefined when the ops cannot be folded safely (a delete,
 * an update by something other than the primary key, or a row inserted twice): then they run one by one.
 */
export type MergedOps = Map<string, Pending[]>;

export function mergeOps(ops: readonly Op[], tables: ReadModelTables): MergedOps | undefined {
  const byTable = new Map<string, Map<string, Pending>>();
  for (const op of ops) {
    if (op.kind === 'delete') return undefined;
    const rows = byTable.get(op.table) ?? new Map<string, Pending>();
    byTable.set(op.table, rows);
    if (op.kind === 'insert') {
      const key = tables.keyOf(op.table, op.row);
      if (rows.has(key)) return undefined;
      rows.set(key, { kind: 'insert', row: { ...op.row } });
      continue;
    }
    if (!tables.isPrimaryKey(op.table, op.key)) return undefined;
    const key = tables.keyOf(op.table, op.key);
    const pending = rows.get(key);
    const set = op.set ?? {};
    const increment = op.increment ?? {};
    if (!pending) {
      rows.set(key, { kind: 'update', key: { ...op.key }, set: { ...set }, increment: { ...increment } });
    } else if (pending.kind === 'insert') {
      Object.assign(pending.row, set);
      applyIncrement(pending.row, increment);
    } else {
      for (const [column, value] of Object.entries(set)) {
        delete pending.increment[column];
        pending.set[column] = value;
      }
      for (const [column, by] of Object.entries(increment)) {
        if (column in pending.set) pending.set[column] = Number(pending.set[column] ?? 0) + by;
        else pending.increment[column] = (pending.increment[column] ?? 0) + by;
      }
    }
  }
  return new Map(tables.names.filter((table) => byTable.has(table)).map((table) => [table, [...byTable.get(table)!.values()]]));
}

// One row travels as a JSON object (an index lookup for an update); several as an array.
const rowsFrom = (table: string, placeholder: string, count: number) =>
  count === 1 ? `jsonb_populate_record(NULL::${table}, ${placeholder}::jsonb)` : `jsonb_populate_recordset(NULL::${table}, ${placeholder}::jsonb)`;
const rowsJson = (rows: RowValues[]) => JSON.stringify(rows.length === 1 ? rows[0] : rows);

/**
 * The merged writes as statements that can run side by side in one statement (as CTEs): one bulk insert
 * per table and one bulk update per table and shape (which columns it sets and increments). Rows travel
 * as one JSON array per statement, typed by the table (jsonb_populate_recordset); an increment travels
 * under its column's name. `offset` shifts the placeholders.
 */
export function mergedStatements(merged: MergedOps, tables: ReadModelTables, offset = 0): Statement[] {
  const statements: Statement[] = [];
  for (const [table, pending] of merged) {
    const t = ident(table);
    const placeholder = () => `$${offset + statements.length + 1}`;
    const inserts = pending.flatMap((entry) => (entry.kind === 'insert' ? [entry.row] : []));
    if (inserts.length) statements.push({ text: `INSERT INTO ${t} SELECT * FROM ${rowsFrom(t, placeholder(), inserts.length)}`, values: [rowsJson(inserts)] });
    const byShape = new Map<string, { set: string[]; increment: string[]; rows: RowValues[] }>();
    for (const entry of pending) {
      if (entry.kind !== 'update') continue;
      const set = Object.keys(entry.set).sort();
      const increment = Object.keys(entry.increment).sort();
      if (!set.length && !increment.length) continue;
      const shape = `${set.join(',')}|${increment.join(',')}`;
      const group = byShape.get(shape) ?? { set, increment, rows: [] };
      byShape.set(shape, group);
      group.rows.push({ ...entry.key, ...entry.set, ...entry.increment });
    }
    const keyColumns = tables.primaryKey(table);
    for (const group of byShape.values()) {
      for (const column of group.increment) {
        if (group.rows.some((row) => !Number.isInteger(row[column]))) throw new Error(`increment of ${column} must be an integer`);
      }
      const sets = [
        ...group.set.map((column) => `${ident(column)} = v.${ident(column)}`),
        ...group.increment.map((column) => `${ident(column)} = ${t}.${ident(column)} + v.${ident(column)}`),
      ];
      const where = keyColumns.map((column) => `${t}.${ident(column)} = v.${ident(column)}`);
      // Rows in key order: concurrent batches lock the rows they update in the same order.
      const rows = group.rows.sort((a, b) => (tables.keyOf(table, a) < tables.keyOf(table, b) ? -1 : 1));
      statements.push({
        text: `UPDATE ${t} SET ${sets.join(', ')} FROM ${rowsFrom(t, placeholder(), rows.length)} v WHERE ${where.join(' AND ')}`,
        values: [rowsJson(rows)],
      });
    }
  }
  return statements;
}
