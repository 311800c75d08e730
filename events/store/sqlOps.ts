import type { Op } from './ops.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
};

/**
 * Renders an op as one parameterised statement. Values travel as one JSON document per
 * row and are typed by the table itself (jsonb_populate_record), so both drivers agree.
 * `offset` shifts the placeholders when the statement is composed into a larger one; `schema` names
 * another schema's copy of the table (a rebuild's shadow).
 */
export function opToSql(op: Op, offset = 0, schema?: string): Statement {
  const t = schema === undefined ? ident(op.table) : `${ident(schema)}.${ident(op.table)}`;
  const p = (n: number) => `$${offset + n}`;
  switch (op.kind) {
    case 'insert':
      return {
        text: `INSERT INTO ${t} SELECT * FROM jsonb_populate_record(NULL::${t}, ${p(1)}::jsonb)`,
        values: [JSON.stringify(op.row)],
      };
    case 'update': {
      const values: unknown[] = [JSON.stringify(op.key)];
      const from = [`jsonb_populate_record(NULL::${t}, ${p(1)}::jsonb) k`];
      const sets: string[] = [];
      const setColumns = Object.keys(op.set ?? {});
      if (setColumns.length) {
        values.push(JSON.stringify(op.set));
        from.push(`jsonb_populate_record(NULL::${t}, ${p(values.length)}::jsonb) v`);
        for (const column of setColumns) sets.push(`${ident(column)} = v.${ident(column)}`);
      }
      for (const [column, by] of Object.entries(op.increment ?? {})) {
        if (!Number.isInteger(by)) throw new Error(`increment of ${column} must be an integer`);
        values.push(by);
        sets.push(`${ident(column)} = ${t}.${ident(column)} + ${p(values.length)}::integer`);
      }
      if (!sets.length) throw new Error('update op changes nothing');
      const where = Object.keys(op.key).map((column) => `${t}.${ident(column)} = k.${ident(column)}`);
      return { text: `UPDATE ${t} SET ${sets.join(', ')} FROM ${from.join(', ')} WHERE ${where.join(' AND ')}`, values };
    }
    case 'delete': {
      const columns = Object.keys(op.where);
      if (!columns.length) return { text: `DELETE FROM ${t}`, values: [] };
      const where = columns.map((column) => `${t}.${ident(column)} = k.${ident(column)}`);
      return {
        text: `DELETE FROM ${t} USING jsonb_populate_record(NULL::${t}, ${p(1)}::jsonb) k WHERE ${where.join(' AND ')}`,
        values: [JSON.stringify(op.where)],
      };
    }
    default: {
      const unknownOp: never = op;
      throw new Error(`unknown op ${JSON.stringify(unknownOp)}`);
    }
  }
}
