import type { RecordedEvent } from './eventType.ts';

export type RowValues = Record<string, unknown>;

/**
 * What a projection asks for, as data. The same ops run as SQL inside the append's
 * transaction and in memory during replay, so both give the same read models.
 * Rows use column names; inserts give every column.
 */
export type Op =
  | { kind: 'insert'; table: string; row: RowValues }
  | { kind: 'update'; table: string; key: RowValues; set?: RowValues; increment?: Record<string, number> }
  | { kind: 'delete'; table: string; where: RowValues };

/** Writes one read-model table from the events it handles. */
export interface Projection {
  readonly table: string;
  readonly primaryKey: readonly string[];
  readonly handles: readonly string[];
  evolve(event: RecordedEvent): Op[];
}

export const insert = (table: string, row: RowValues): Op => ({ kind: 'insert', table, row });
export const update = (
  table: string,
  key: RowValues,
  changes: { set?: RowValues; increment?: Record<string, number> },
): Op => ({ kind: 'update', table, key, ...changes });
export const remove = (table: string, where: RowValues): Op => ({ kind: 'delete', table, where });
