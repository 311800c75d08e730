import { parse, protocol, types, type messages, type PGlite } from '@electric-sql/pglite';
import type { Row } from './database.ts';

type Parser = (value: string) => unknown;

const MAX_STATEMENTS = 256;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Prepared {
  name: string;
  parameterTypes: number[];
}

/**
 * Parameterised queries on PGlite as named prepared statements. PGlite's own query() parses and plans
 * every text anew and crosses into WebAssembly five times per query; here a text is parsed once per
 * session, and each execution is one Bind/Describe/Execute/Sync message: one crossing, no planning
 * after the first executions. Least recently used statements are closed beyond MAX_STATEMENTS.
 */
export class PGlitePreparedStatements {
  private readonly statements = new Map<string, Prepared>();
  private readonly parsers: Record<number, Parser>;
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    parsers: Record<number, Parser>,
  ) {
    this.parsers = { ...pglite.parsers, ...parsers };
  }

  /** Outside a transaction: waits for any open transaction and flushes to the file system after. */
  query<T extends Row>(text: string, params: readonly unknown[]): Promise<T[]> {
    return this.pglite._runExclusiveTransaction(() => this.pglite._runExclusiveQuery(() => this.run<T>(text, params, true)));
  }

  /** Inside a transaction callback: the transaction already holds the database. */
  queryInTransaction<T extends Row>(text: string, params: readonly unknown[]): Promise<T[]> {
    return this.pglite._runExclusiveQuery(() => this.run<T>(text, params, false));
  }

  private async run<T extends Row>(text: string, params: readonly unknown[], syncToFs: boolean): Promise<T[]> {
    const statement = this.statements.get(text) ?? (await this.prepare(text));
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = this.pglite.serializers[statement.parameterTypes[index]!];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return this.rowsOf<T>(messages);
  }

  // PGlite's parseResults copies every type parser into a new object per call: a tenth of an append's CPU.
  private rowsOf<T extends Row>(messages: readonly messages.BackendMessage[]): T[] {
    let fields: messages.RowDescriptionMessage['fields'] = [];
    const rows: T[] = [];
    for (const message of messages) {
      if (message.name === 'rowDescription') fields = (message as messages.RowDescriptionMessage).fields;
      else if (message.name === 'dataRow') {
        const row: Row = {};
        (message as messages.DataRowMessage).fields.forEach((value, index) => {
          const field = fields[index]!;
          row[field.name] = types.parseType(value, field.dataTypeID, this.parsers);
        });
        rows.push(row as T);
      }
    }
    return rows;
  }

  private async prepare(text: string): Promise<Prepared> {
    const name = `chb_${++this.counter}`;
    const { messages } = await this.pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const prepared = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    if (this.statements.size >= MAX_STATEMENTS) await this.closeOldest();
    return prepared;
  }

  private async closeOldest(): Promise<void> {
    const [text, oldest] = this.statements.entries().next().value!;
    this.statements.delete(text);
    await this.pglite.execProtocol(concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]), {
      syncToFs: false,
    });
  }
}
