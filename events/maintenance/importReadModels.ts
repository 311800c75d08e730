import type { SqlExecutor } from '../../prisma/database.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { ImportLineError } from './importErrors.ts';
import { MemoryState } from '../store/memoryState.ts';
import { opToSql } from '../store/sqlOps.ts';
import { foreignKeyViolation, readModelForeignKeys, type ForeignKey } from './readModelForeignKeys.ts';
import { readEvents } from '../store/readEvents.ts';
import { registry } from '../registry.ts';

const projectionError = (line: number, event: RecordedEvent, problem: string) =>
  new ImportLineError(line, `${event.type} breaks the read models: ${problem}`);

/**
 * The read models of an import, folded in memory as its lines are read (as a replay folds the log) and
 * written in bulk inside the import's transaction, so events and read models commit or roll back together.
 */
export class ImportedReadModels {
  private readonly state = new MemoryState(registry.tables);
  /** The NDJSON line of each folded event, in log order. */
  private readonly lines: number[] = [];

  private constructor(private readonly foreignKeys: readonly ForeignKey[]) {}

  /** Empties the read models inside the import's transaction: they are built from the imported log alone. */
  static async start(tx: SqlExecutor): Promise<ImportedReadModels> {
    await tx.query(`TRUNCATE ${registry.tables.names.map((table) => `"${table}"`).join(', ')}`);
    return new ImportedReadModels(await readModelForeignKeys(tx));
  }

  /**
   * Folds one event. An op the database would refuse in an append (a duplicate key, or a row naming an
   * image or session that does not exist) names the event's line at once.
   */
  fold(event: RecordedEvent, line: number): void {
    try {
      for (const op of registry.opsFor(event)) {
        const violation = foreignKeyViolation(op, this.state, this.foreignKeys);
        if (violation) throw new Error(violation);
        this.state.apply(op);
      }
    } catch (error) {
      throw projectionError(line, event, (error as Error).message);
    }
    this.lines.push(line);
  }

  /**
   * Writes the folded read models. Should the database still refuse them (a value its column type cannot
   * hold), the imported events are applied again one by one with the append's SQL, slowly, so that the
   * error names the first line the read models cannot take.
   */
  async write(tx: SqlExecutor): Promise<void> {
    await tx.query('SAVEPOINT imported_read_models');
    try {
      await this.state.flush(tx);
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT imported_read_models');
      await this.applyOneByOne(tx);
      throw error;
    }
    await tx.query('RELEASE SAVEPOINT imported_read_models');
  }

  private async applyOneByOne(tx: SqlExecutor, batchSize = 1000): Promise<void> {
    let after = 0n;
    let index = 0;
    for (;;) {
      const batch = await readEvents(tx, registry, { after, limit: batchSize });
      for (const event of batch) {
        const line = this.lines[index++]!;
        try {
          for (const op of registry.opsFor(event)) {
            const statement = opToSql(op);
            await tx.query(statement.text, statement.values);
          }
        } catch (error) {
          throw projectionError(line, event, (error as Error).message);
        }
      }
      if (batch.length < batchSize) return;
      after = batch.at(-1)!.globalPosition;
    }
  }
}
