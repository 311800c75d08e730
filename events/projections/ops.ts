import type { RecordedEvent } from '../eventType.ts';
import type { TableName } from './tables.ts';

export type RowValues = Record<string, unknown>;

/**
 * What a projection asks for, as data. The same ops run as SQL inside the append's
 * transaction and in memory during replay, so both give the same read models.
 * Rows use column names; inserts give every column.
 */
export type Op =
  | { kind: 'insert'; table: TableName; row: RowValues }
  | { kind: 'update'; table: TableName; key: RowValues; set?: RowValues; increment?: Record<string, number> }
  | { kind: 'delete'; table: TableName; where: RowValues };

export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  evolve(event: RecordedEvent): Op[];
}

export const insert = (table: TableName, row: RowValues): Op => ({ kind: 'insert', table, row });
export const update = (
  table: TableName,
  key: RowValues,
  changes: { set?: RowValues; increment?: Record<string, number> },
): Op => ({ kind: 'update', table, key, ...changes });
export const remove = (table: TableName, where: RowValues): Op => ({ kind: 'delete', table, where });
