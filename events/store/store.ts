import { randomUUID } from 'node:crypto';
import type { Database } from '../../prisma/database.ts';
import { planBatch, type AppendUnit, type BatchPlan, type ExpectedVersion, type PreparedAppend, type PreparedEvent } from './batchStatement.ts';
import { EventBus } from './bus.ts';
import { EventValidationError, WrongExpectedVersionError } from './errors.ts';
import type { EventRegistry } from './eventRegistry.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from './eventType.ts';
import { defaultGroupCommitLimits, GroupCommit, type BatchObserver, type BatchSizes, type GroupCommitLimits, type Outcome } from './groupCommit.ts';
import { readEvents, type ReadOptions } from './readEvents.ts';
import { opToSql } from './sqlOps.ts';
import { EVENT_COLUMNS } from './storedEvent.ts';

export const EVENTS_CHANNEL = 'chb_events';

export type { ExpectedVersion } from './batchStatement.ts';
export type { ReadOptions } from './readEvents.ts';

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

const APPEND_REJECTED = 'P0409';

const isAppendRejected = (error: unknown) => (error as { code?: string })?.code === APPEND_REJECTED;

export class EventStore {
  private readonly groupCommit: GroupCommit<AppendUnit, AppendResult[]>;
  /** On PostgreSQL every commit notifies the other server processes (delivered at commit). */
  private readonly notifyChannel: string | undefined;

  constructor(
    readonly db: Database,
    readonly registry: EventRegistry,
    readonly bus: EventBus = new EventBus(),
    limits: Partial<GroupCommitLimits> = {},
  ) {
    this.notifyChannel = db.kind === 'postgresql' ? EVENTS_CHANNEL : undefined;
    const lanes = db.kind === 'postgresql' ? 2 : 1;
    this.groupCommit = new GroupCommit((units) => this.writeBatch(units), { ...defaultGroupCommitLimits, lanes, ...limits });
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

  /**
   * Appends to several streams in one transaction: all of them or none. Concurrent calls share a
   * transaction (group commit) but keep their own outcome: the promise resolves once the batch has
   * committed, or rejects with this call's own error while the rest of its batch commits.
   */
  async appendAll(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult[]> {
    const unit: AppendUnit = {
      appends: appends.map((append) => {
        if (!append.events.length) throw new Error(`nothing to append to ${append.streamId}`);
        return { streamId: append.streamId, expected: append.expectedVersion ?? 'any', events: append.events.map((event) => prepare(event, this.registry)) };
      }),
      metadata,
      metadataJson: JSON.stringify(metadata),
    };
    const events = unit.appends.reduce((sum, append) => sum + append.events.length, 0);
    const bytes = unit.appends.reduce((sum, append) => sum + append.events.reduce((n, event) => n + event.json.length + unit.metadataJson.length, 0), 0);
    return this.groupCommit.submit(unit, { events, bytes });
  }

  /** How many events the batches carried so far. */
  get batchSizes(): BatchSizes {
    return this.groupCommit.batchSizes;
  }

  /** Calls observer after each group-commit batch is written (units, events, duration). */
  observeBatches(observer: BatchObserver): () => void {
    return this.groupCommit.observeBatches(observer);
  }

  /**
   * Writes a batch in one statement; if that fails (a stale expected version, a repeated event id, or
   * anything else), writes its units one at a time so that each gets its own outcome.
   */
  private async writeBatch(units: AppendUnit[]): Promise<Outcome<AppendResult[]>[]> {
    const plan = units.length > 1 ? planBatch(units, this.registry, this.notifyChannel) : undefined;
    if (plan) {
      try {
        const recorded = await this.execute(plan);
        this.bus.publish(recorded);
        return splitByUnit(units, recorded).map((value) => ({ ok: true, value }));
      } catch {
        // Each unit on its own below.
      }
    }
    const outcomes: Outcome<AppendResult[]>[] = [];
    for (const unit of units) {
      try {
        outcomes.push({ ok: true, value: await this.writeUnit(unit) });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  private async writeUnit(unit: AppendUnit): Promise<AppendResult[]> {
    let recorded: RecordedEvent[];
    try {
      const plan = planBatch([unit], this.registry, this.notifyChannel);
      if (!plan) throw new Error('one append expects two versions of the same stream');
      recorded = await this.execute(plan);
    } catch (error) {
      if (!isAppendRejected(error) && !isUniqueViolation(error)) throw error;
      return this.explainRejection(unit.appends, error);
    }
    this.bus.publish(recorded);
    return splitByUnit([unit], recorded)[0]!;
  }

  private async execute(plan: BatchPlan): Promise<RecordedEvent[]> {
    const { statement, sequentialOps } = plan;
    const rows = sequentialOps
      ? await this.db.transaction(async (tx) => {
          const inserted = await tx.query(statement.text, statement.values);
          for (const op of sequentialOps) {
            const opStatement = opToSql(op);
            await tx.query(opStatement.text, opStatement.values);
          }
          return inserted;
        })
      : await this.db.query(statement.text, statement.values);
    const written = new Map(rows.map((row) => [`${String(row.stream_id)} ${String(row.event_id)}`, row]));
    return plan.drafts.map((draft) => {
      const row = written.get(`${draft.streamId} ${draft.eventId}`);
      if (!row) throw new Error(`event ${draft.eventId} of ${draft.streamId} was not written`);
      return { ...draft, globalPosition: BigInt(row.global_position as bigint), streamVersion: BigInt(row.stream_version as bigint) };
    });
  }

  /** A rejected append is either a harmless retry (its event ids are already there) or a real conflict. */
  private async explainRejection(appends: PreparedAppend[], cause: unknown): Promise<AppendResult[]> {
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
    return readEvents(this.db, this.registry, options);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const rows = await this.db.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    return rows.map(this.registry.toRecorded);
  }

  /** The events of several streams, each stream's in order. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const rows = await this.db.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY stream_id, stream_version`,
      [JSON.stringify(streamIds)],
    );
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of rows.map(this.registry.toRecorded)) {
      const events = byStream.get(event.streamId);
      if (events) events.push(event);
      else byStream.set(event.streamId, [event]);
    }
    return byStream;
  }

  /** The event at a global position, if there is one. */
  async readAt(position: bigint): Promise<RecordedEvent | undefined> {
    const [event] = await readEvents(this.db, this.registry, { after: position - 1n, until: position, limit: 1 });
    return event;
  }

  async lastPosition(): Promise<bigint> {
    const [row] = await this.db.query<{ position: bigint }>('SELECT coalesce(max(global_position), 0)::int8 AS position FROM events');
    return BigInt(row?.position ?? 0n);
  }
}

function prepare(event: NewEvent, registry: EventRegistry): PreparedEvent {
  const eventType = registry.eventTypeOf(event.type);
  if (!eventType) throw new EventValidationError(event.type, [{ path: 'type', message: 'is not a declared event type' }]);
  const parsed = eventType.schema.safeParse(event.data);
  if (!parsed.success) {
    throw new EventValidationError(
      event.type,
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return {
    eventId: event.eventId ?? randomUUID(),
    type: event.type,
    schemaVersion: eventType.schemaVersion,
    data: parsed.data,
    json: JSON.stringify(parsed.data),
  };
}

/** The recorded events of a batch, in order, as each unit's results (one per stream append). */
function splitByUnit(units: readonly AppendUnit[], recorded: readonly RecordedEvent[]): AppendResult[][] {
  let next = 0;
  return units.map((unit) =>
    unit.appends.map((append) => {
      const events = recorded.slice(next, next + append.events.length);
      next += append.events.length;
      return { streamId: append.streamId, nextExpectedVersion: events.at(-1)!.streamVersion, events, duplicate: false };
    }),
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';
