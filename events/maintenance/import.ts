import { z } from 'zod';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { ImportLineError, ImportRefusedError } from './importErrors.ts';
import { ImportedReadModels } from './importReadModels.ts';
import { isoTime } from '../store/isoTime.ts';
import { registry } from '../registry.ts';

const digits = z.string().regex(/^[1-9]\d{0,18}$/, 'must be a positive whole number as a decimal string');

const exportedEventSchema = z.strictObject({
  globalPosition: digits.transform(BigInt),
  streamId: z.string().min(1).max(200),
  streamVersion: z.union([z.number().int().positive(), digits.transform(Number)]),
  eventId: z.uuid(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.unknown(),
  metadata: z.looseObject({ actor: z.string(), requestId: z.string().optional(), time: isoTime }),
});

type ImportedEvent = z.output<typeof exportedEventSchema>;

const describe = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');

/** Checks one line as the log would check an append: the type is declared, the data fits it, order holds. */
function parseLine(text: string, line: number, previous: bigint, versions: Map<string, number>): ImportedEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportLineError(line, 'not valid JSON');
  }
  const parsed = exportedEventSchema.safeParse(json);
  if (!parsed.success) throw new ImportLineError(line, describe(parsed.error));
  const event = parsed.data;
  const eventType = registry.eventTypeOf(event.type);
  if (!eventType) throw new ImportLineError(line, `type: "${event.type}" is not an event type`);
  const schema = eventType.schemaOf(event.schemaVersion);
  if (!schema) {
    throw new ImportLineError(line, `schemaVersion: ${event.type} has versions 1 to ${eventType.schemaVersion}, not ${event.schemaVersion}`);
  }
  const data = schema.safeParse(event.data);
  if (!data.success) throw new ImportLineError(line, `data: ${describe(data.error)}`);
  if (event.globalPosition <= previous) throw new ImportLineError(line, `globalPosition: ${event.globalPosition} does not follow ${previous}`);
  const expected = (versions.get(event.streamId) ?? 0) + 1;
  if (event.streamVersion !== expected) {
    throw new ImportLineError(line, `streamVersion: ${event.streamId} is at version ${expected - 1}, so the next is ${expected}, not ${event.streamVersion}`);
  }
  versions.set(event.streamId, expected);
  return { ...event, data: data.data };
}

/** The event as readers see it (upcast to the current version); the log keeps it as it was. */
function recorded(event: ImportedEvent, line: number): RecordedEvent {
  const eventType = registry.eventTypeOf(event.type)!;
  let data: unknown;
  try {
    data = eventType.upcast(event.data, event.schemaVersion);
  } catch (error) {
    const reason = error instanceof z.ZodError ? describe(error) : (error as Error).message;
    throw new ImportLineError(line, `data: version ${event.schemaVersion} does not upcast to ${eventType.schemaVersion}: ${reason}`);
  }
  return { ...event, streamVersion: BigInt(event.streamVersion), schemaVersion: eventType.schemaVersion, data };
}

async function insertEvents(tx: SqlExecutor, events: readonly ImportedEvent[]): Promise<void> {
  const rows = events.map((event) => ({ ...event, globalPosition: String(event.globalPosition) }));
  await tx.query(
    `INSERT INTO events (global_position, stream_id, stream_version, event_id, type, schema_version, data, metadata)
     SELECT x."globalPosition", x."streamId", x."streamVersion", x."eventId", x.type, x."schemaVersion", x.data, x.metadata
     FROM jsonb_to_recordset($1::jsonb) AS x("globalPosition" int8, "streamId" text, "streamVersion" int8, "eventId" uuid,
       type text, "schemaVersion" int, data jsonb, metadata jsonb)
     ORDER BY x."globalPosition"`,
    [JSON.stringify(rows)],
  );
}

/**
 * Appends an exported log (NDJSON lines) to an empty log in one transaction, keeping every event's id,
 * stream, stream version, metadata, global position and schema version (an older version is stored as it
 * was and read upcast), and builds the read models from it in the same transaction; the first line that the log or a projection cannot take rolls everything back.
 */
export async function importEvents(db: Database, lines: AsyncIterable<string>, batchSize = 1000): Promise<{ events: number; lastPosition: bigint }> {
  return db.transaction((tx) => importEventsInto(tx, lines, batchSize));
}

/** importEvents inside a transaction the caller holds (a restore writes the accounts in the same one). */
export async function importEventsInto(tx: SqlExecutor, lines: AsyncIterable<string>, batchSize = 1000): Promise<{ events: number; lastPosition: bigint }> {
  const [existing] = await tx.query('SELECT 1 FROM events LIMIT 1');
  if (existing) throw new ImportRefusedError('the event log is not empty: import only into an empty database');
  const readModels = await ImportedReadModels.start(tx);
  const versions = new Map<string, number>();
  let batch: ImportedEvent[] = [];
  let lastPosition = 0n;
  let count = 0;
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    const event = parseLine(text, line, lastPosition, versions);
    readModels.fold(recorded(event, line), line);
    batch.push(event);
    lastPosition = event.globalPosition;
    count += 1;
    if (batch.length === batchSize) {
      await insertEvents(tx, batch);
      batch = [];
    }
  }
  if (batch.length) await insertEvents(tx, batch);
  if (count === 0) throw new ImportRefusedError('the file holds no events');
  await tx.query(
    `INSERT INTO streams (stream_id, version) SELECT key, value::int8 FROM jsonb_each_text($1::jsonb)`,
    [JSON.stringify(Object.fromEntries(versions))],
  );
  await readModels.write(tx);
  // Last: setval is not undone by a rollback.
  await tx.query("SELECT setval(pg_get_serial_sequence('events', 'global_position'), $1::int8)", [String(lastPosition)]);
  return { events: count, lastPosition };
}
