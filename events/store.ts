import { randomUUID } from 'node:crypto';
import type { Database, Row, SqlExecutor } from '../prisma/database.ts';
import { EventBus } from './bus.ts';
import { EventValidationError, WrongExpectedVersionError } from './errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './eventType.ts';
import { opsFor } from './projections/inlineProjections.ts';
import type { Op } from './projections/ops.ts';
import { opToSql, type Statement } from './projections/sqlOps.ts';
import { eventTypeOf } from './registry.ts';

export const EVENTS_CHANNEL = 'chb_events';

/** A number is the stream's version before this append (0: the stream must not exist yet). */
export type ExpectedVersion = bigint | 'any';

export interface StreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  expectedVersion?: ExpectedVersion;
}

export interface AppendResult {
  streamId: string;
  nextExpectedVersion: bigint;
  events: RecordedEvent[];
  /** True when every event id was already in the stream: nothing was written. */
  duplicate: boolean;
}

export interface ReadOptions {
  after?: bigint;
  until?: bigint;
  /** ISO times, inclusive, compared with the time in each event's metadata. */
  fromTime?: string;
  untilTime?: string;
  types?: readonly string[];
  streamId?: string;
  limit?: number;
  /** Newest first: with a limit, the newest events of the range (paging back through the log). */
  newestFirst?: boolean;
  /**
   * 'committed' (default): every committed event. 'settled': only events below the oldest
   * transaction still open on the server, so a follower never passes an event that commits
   * late (PostgreSQL assigns positions before commit). Live delivery follows with 'settled'.
   */
  visibility?: 'committed' | 'settled';
}

interface PreparedEvent {
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
}

const APPEND_REJECTED = 'P0409';

/**
 * One append as one statement: bump the stream's version, insert the events, and (as further CTEs)
 * the inline projection's writes. A wrong expected version inserts nothing and raises, so the
 * projection writes roll back with it; a repeated event id violates (stream_id, event_id).
 */
function appendStatement(
  streamId: string,
  events: readonly PreparedEvent[],
  expected: ExpectedVersion,
  metadata: EventMetadata,
  projectionOps: readonly Op[] = [],
  notify = false,
): Statement {
  const single = events.length === 1 ? events[0]! : undefined;
  const values: unknown[] = [streamId, expected === 'any' ? null : String(expected), JSON.stringify(metadata)];
  let newEvents: string;
  if (single) {
    values.push(single.eventId, single.type, single.schemaVersion, JSON.stringify(single.data));
    newEvents = `SELECT $1, s.version, $4::uuid, $5, $6::int, $7::jsonb, $3::jsonb FROM s WHERE $2::int8 IS NULL OR s.version - 1 = $2::int8`;
  } else {
    values.push(JSON.stringify(events));
    newEvents = `SELECT $1, s.version - ${events.length} + x.ord, (x.e->>'eventId')::uuid, x.e->>'type', (x.e->>'schemaVersion')::int, x.e->'data', $3::jsonb
  FROM s, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS x(e, ord)
  WHERE $2::int8 IS NULL OR s.version - ${events.length} = $2::int8`;
  }
  const projectionCtes = projectionOps.map((op, index) => {
    const statement = opToSql(op, values.length);
    values.push(...statement.values);
    return `, p${index} AS (${statement.text})`;
  });
  const text = `WITH s AS (
  INSERT INTO streams AS cur (stream_id, version) VALUES ($1, ${events.length})
  ON CONFLICT (stream_id) DO UPDATE SET version = cur.version + ${events.length}
  RETURNING version
), e AS (
  INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  ${newEvents}
  RETURNING global_position, stream_version
)${projectionCtes.join('')}
SELECT e.global_position, e.stream_version, CASE WHEN e.global_position IS NULL THEN append_rejected() END AS rejected${
    notify ? `,\n  (SELECT pg_notify('${EVENTS_CHANNEL}', max(global_position)::text) FROM e) AS notified` : ''
  }
FROM (SELECT 1) one LEFT JOIN e ON true ORDER BY e.global_position`;
  return { text, values };
}

const isAppendRejected = (error: unknown) => (error as { code?: string })?.code === APPEND_REJECTED;

export function toRecorded(row: Row): RecordedEvent {
  const type = String(row.type);
  const eventType = eventTypeOf(type);
  const data = eventType ? eventType.schema.parse(row.data) : row.data;
  return {
    globalPosition: BigInt(row.global_position as bigint),
    streamId: String(row.stream_id),
    streamVersion: BigInt(row.stream_version as bigint),
    eventId: String(row.event_id),
    type,
    schemaVersion: Number(row.schema_version),
    data,
    metadata: row.metadata as EventMetadata,
  };
}

const EVENT_COLUMNS =
  'global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata';

export class EventStore {
  /** On PostgreSQL every commit notifies the other server processes (delivered at commit). */
  private readonly notifies: boolean;

  constructor(
    readonly db: Database,
    readonly bus: EventBus = new EventBus(),
  ) {
    this.notifies = db.kind === 'postgresql';
  }

  /** Appends to one stream and applies the inline projections in the same transaction. */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedVersion?: ExpectedVersion; metadata: EventMetadata },
  ): Promise<AppendResult> {
    const [result] = await this.appendAll([{ streamId, events, expectedVersion: options.expectedVersion }], options.metadata);
    return result!;
  }

  /** Appends to several streams in one transaction: all of them or none. */
  async appendAll(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult[]> {
    const prepared = appends.map((append) => ({
      streamId: append.streamId,
      expected: append.expectedVersion ?? 'any',
      events: append.events.map(prepare),
    }));
    let results: AppendResult[];
    try {
      results = await this.write(prepared, metadata);
    } catch (error) {
      if (!isAppendRejected(error) && !isUniqueViolation(error)) throw error;
      results = await this.explainRejection(prepared, error);
    }
    this.bus.publish(results.flatMap((result) => result.events));
    return results;
  }

  private async write(
    appends: { streamId: string; expected: ExpectedVersion; events: PreparedEvent[] }[],
    metadata: EventMetadata,
  ): Promise<AppendResult[]> {
    const single = appends.length === 1 && appends[0]!.events.length === 1 ? appends[0]! : undefined;
    if (single) {
      const draft = recordedDraft(single.streamId, single.events[0]!, metadata);
      const ops = opsFor(draft);
      // Each projection write is one more CTE of the append statement; CTEs cannot see each other's
      // changes, so this holds only while no two writes touch the same table.
      if (new Set(ops.map((op) => op.table)).size === ops.length) {
        const statement = appendStatement(single.streamId, single.events, single.expected, metadata, ops, this.notifies);
        const rows = await this.db.query(statement.text, statement.values);
        return [this.resultOf(single.streamId, single.events, rows, metadata)];
      }
    }
    return this.db.transaction(async (tx) => {
      const results: AppendResult[] = [];
      for (const append of appends) {
        const statement = appendStatement(append.streamId, append.events, append.expected, metadata);
        const rows = await tx.query(statement.text, statement.values);
        const result = this.resultOf(append.streamId, append.events, rows, metadata);
        for (const event of result.events) await applyOps(tx, event);
        results.push(result);
      }
      const last = results.flatMap((result) => result.events).at(-1);
      if (this.notifies && last) await tx.query(`SELECT pg_notify('${EVENTS_CHANNEL}', $1)`, [String(last.globalPosition)]);
      return results;
    });
  }

  private resultOf(streamId: string, events: PreparedEvent[], rows: Row[], metadata: EventMetadata): AppendResult {
    const recorded = rows.map((row, index) => ({
      ...recordedDraft(streamId, events[index]!, metadata),
      globalPosition: BigInt(row.global_position as bigint),
      streamVersion: BigInt(row.stream_version as bigint),
    }));
    return { streamId, nextExpectedVersion: recorded.at(-1)!.streamVersion, events: recorded, duplicate: false };
  }

  /** A rejected append is either a harmless retry (its event ids are already there) or a real conflict. */
  private async explainRejection(
    appends: { streamId: string; expected: ExpectedVersion; events: PreparedEvent[] }[],
    cause: unknown,
  ): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const append of appends) {
      const ids = append.events.map((event) => event.eventId);
      const existing = await this.db.query(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND event_id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid) ORDER BY global_position`,
        [append.streamId, JSON.stringify(ids)],
      );
      const version = await this.streamVersion(append.streamId);
      if (existing.length === ids.length) {
        results.push({ streamId: append.streamId, nextExpectedVersion: version, events: [], duplicate: true });
        continue;
      }
      if (append.expected !== 'any' && append.expected !== version) {
        throw new WrongExpectedVersionError(append.streamId, append.expected, version);
      }
      if (appends.length === 1) throw cause;
    }
    if (results.length === appends.length) return results;
    throw cause;
  }

  async streamVersion(streamId: string): Promise<bigint> {
    const [row] = await this.db.query<{ version: bigint }>('SELECT version FROM streams WHERE stream_id = $1', [streamId]);
    return row ? BigInt(row.version) : 0n;
  }

  /** Events in global order (see ReadOptions.visibility). */
  readAll(options: ReadOptions = {}): Promise<RecordedEvent[]> {
    return readEvents(this.db, options);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.db.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    return rows.map(toRecorded);
  }

  /** The events of several streams, each stream's in order. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const rows = await this.db.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY stream_id, stream_version`,
      [JSON.stringify(streamIds)],
    );
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of rows.map(toRecorded)) {
      const events = byStream.get(event.streamId);
      if (events) events.push(event);
      else byStream.set(event.streamId, [event]);
    }
    return byStream;
  }

  /** The event at a global position, if there is one. */
  async readAt(position: bigint): Promise<RecordedEvent | undefined> {
    const [event] = await readEvents(this.db, { after: position - 1n, until: position, limit: 1 });
    return event;
  }

  async lastPosition(): Promise<bigint> {
    const [row] = await this.db.query<{ position: bigint }>('SELECT coalesce(max(global_position), 0)::int8 AS position FROM events');
    return BigInt(row?.position ?? 0n);
  }
}

function prepare(event: NewEvent): PreparedEvent {
  const eventType = eventTypeOf(event.type);
  if (!eventType) throw new EventValidationError(event.type, [{ path: 'type', message: 'is not a declared event type' }]);
  const parsed = eventType.schema.safeParse(event.data);
  if (!parsed.success) {
    throw new EventValidationError(
      event.type,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { eventId: event.eventId ?? randomUUID(), type: event.type, schemaVersion: eventType.schemaVersion, data: parsed.data };
}

function recordedDraft(streamId: string, event: PreparedEvent, metadata: EventMetadata): RecordedEvent {
  return { globalPosition: 0n, streamVersion: 0n, streamId, metadata, ...event };
}

async function applyOps(tx: SqlExecutor, event: RecordedEvent): Promise<void> {
  for (const op of opsFor(event)) {
    const statement = opToSql(op);
    await tx.query(statement.text, statement.values);
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Events in global order, filtered as the options say. */
export async function readEvents(db: SqlExecutor, options: ReadOptions = {}): Promise<RecordedEvent[]> {
  const where = ['global_position > $1'];
  if (options.visibility === 'settled') where.push('transaction_id < pg_snapshot_xmin(pg_current_snapshot())');
  const values: unknown[] = [String(options.after ?? 0n)];
  if (options.until !== undefined) {
    values.push(String(options.until));
    where.push(`global_position <= $${values.length}::int8`);
  }
  if (options.fromTime !== undefined) {
    values.push(options.fromTime);
    where.push(`(metadata->>'time')::timestamptz >= $${values.length}::timestamptz`);
  }
  if (options.untilTime !== undefined) {
    values.push(options.untilTime);
    where.push(`(metadata->>'time')::timestamptz <= $${values.length}::timestamptz`);
  }
  if (options.types?.length) {
    values.push(JSON.stringify(options.types));
    where.push(`type IN (SELECT jsonb_array_elements_text($${values.length}::jsonb))`);
  }
  if (options.streamId !== undefined) {
    values.push(options.streamId);
    where.push(`stream_id = $${values.length}`);
  }
  values.push(options.limit ?? 1000);
  const rows = await db.query(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE ${where.join(' AND ')} ORDER BY global_position ${options.newestFirst ? 'DESC' : ''} LIMIT $${values.length}`,
    values,
  );
  return rows.map(toRecorded);
}
