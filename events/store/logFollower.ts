import type { Database, Row } from '../../prisma/database.ts';
import { EventBus, type EventListener } from './bus.ts';
import type { EventRegistry } from './eventRegistry.ts';
import type { RecordedEvent } from './eventType.ts';
import { cursorAtPosition, readBetween, type LogSlice } from './logResume.ts';
import { EVENTS_CHANNEL } from './store.ts';

/** A place in the follower's commit-safe order: everything at or before it (by transaction id, then position) came first. */
export interface LogCursor {
  transactionId: string;
  position: bigint;
}
type Cursor = LogCursor;

const BATCH = 500;

/** What the follower has not delivered yet: committed events after its cursor. */
export interface FollowerBacklog {
  events: number;
  /** When the oldest of them was recorded (database clock, ms since the epoch); undefined when there are none. */
  oldestRecordedAt: number | undefined;
}

/**
 * Delivers every committed event once, in commit-safe order, to live subscribers. It reads the log
 * after its cursor (transaction id, position) and only below the oldest open transaction, so an
 * event that commits late is delivered late rather than skipped. Woken by local appends, by NOTIFY
 * from other processes (PostgreSQL), and by a slow heartbeat that covers lost notifications.
 */
export class LogFollower {
  private readonly subscribers = new EventBus();
  private cursor: Cursor = { transactionId: '0', position: 0n };
  private target = 0n;
  private delivered = 0n;
  private draining: Promise<void> | undefined;
  private again = false;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;
  /** Each delivered event's place in the order, so a resumed subscription can skip what it already sent. */
  private readonly cursors = new WeakMap<RecordedEvent, Cursor>();
  /** Events committed before start but above its settled cursor: passed over, not delivered. */
  private readonly committedAtStart = new Set<bigint>();

  constructor(
    private readonly db: Database,
    private readonly registry: EventRegistry,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly heartbeatMs = 1000,
  ) {}

  /**
   * Starts at the end of the log: subscribers receive what is committed from now on. The cursor stops at
   * the last settled event (below the oldest open transaction); what is already committed above it is
   * remembered and skipped when the cursor passes it, or it would be delivered as new.
   */
  async start(localAppends: EventBus): Promise<void> {
    // One statement, so one snapshot: the settled point and what is visible above it agree.
    const [start] = await this.db.query<{ xid: string | null; position: bigint | null; committed: string[] | null }>(
      `WITH settled AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
            last AS (SELECT transaction_id, global_position FROM events, settled
                     WHERE transaction_id < settled.xmin
                     ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
       SELECT (SELECT transaction_id::text FROM last) AS xid,
              (SELECT global_position FROM last) AS position,
              (SELECT array_agg(global_position::text) FROM events, settled WHERE transaction_id >= settled.xmin) AS committed`,
    );
    if (start?.xid && start.position !== null) this.cursor = { transactionId: start.xid, position: BigInt(start.position) };
    this.delivered = this.cursor.position;
    for (const committed of start?.committed ?? []) {
      const position = BigInt(committed);
      this.committedAtStart.add(position);
      if (position > this.delivered) this.delivered = position;
    }
    localAppends.subscribe((events) => this.poke(events.at(-1)?.globalPosition));
    if (this.db.listen) {
      const listening = await this.db.listen(
        EVENTS_CHANNEL,
        (payload) => this.poke(/^\d+$/.test(payload) ? BigInt(payload) : undefined),
        () => this.poke(),
      );
      this.unlisten = listening.unlisten;
      this.heartbeat = setInterval(() => this.poke(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  subscribe(listener: EventListener): () => void {
    return this.subscribers.subscribe(listener);
  }

  /** Where a resumed feed that last saw this global position stands in the delivery order. */
  cursorAtPosition(position: bigint): Promise<LogCursor> {
    return cursorAtPosition(this.db, position);
  }

  /** The log's events in (after, until] of the delivery order, at most `limit`, for a resumed feed. */
  readBetween(after: LogCursor, until: LogCursor, limit: number, slice?: LogSlice): Promise<{ events: RecordedEvent[]; last: LogCursor | undefined }> {
    return readBetween(this.db, this.registry, after, until, limit, slice);
  }

  /** The last event delivered: every event at or before it in commit-safe order has been delivered. */
  get lastDelivered(): LogCursor {
    return this.cursor;
  }

  /** Where a delivered event stands in commit-safe order. */
  cursorOf(event: RecordedEvent): LogCursor | undefined {
    return this.cursors.get(event);
  }

  /** The highest position delivered so far. */
  get position(): bigint {
    return this.delivered;
  }

  /**
   * Committed events it has not delivered yet (including those waiting for an older transaction to
   * settle). One indexed query; for metrics, not for the delivery path.
   */
  async backlog(): Promise<FollowerBacklog> {
    const [row] = await this.db.query<{ events: bigint; oldest: number | null }>(
      `SELECT count(*)::int8 AS events, (extract(epoch FROM min(recorded_at)) * 1000)::float8 AS oldest
       FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::int8)`,
      [this.cursor.transactionId, String(this.cursor.position)],
    );
    return { events: Number(row?.events ?? 0), oldestRecordedAt: row?.oldest ?? undefined };
  }

  /** Asks for a catch-up; concurrent pokes coalesce into one more pass. */
  poke(hint?: bigint): void {
    if (this.stopped) return;
    if (hint !== undefined && hint > this.target) this.target = hint;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        for (;;) {
          const batch = await this.readAfterCursor();
          if (batch.length) this.subscribers.publish(batch);
          if (batch.length < BATCH) break;
        }
      } catch (error) {
        this.onError(error);
        this.scheduleRetry(250);
        return;
      }
    } while (this.again && !this.stopped);
    // Known to be committed but not yet settled (an older transaction is still open): look again soon.
    if (this.target > this.delivered) this.scheduleRetry(20);
  }

  private scheduleRetry(ms: number) {
    if (this.retry || this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.poke();
    }, ms);
  }

  private async readAfterCursor(): Promise<RecordedEvent[]> {
    const rows = await this.db.query<Row & { xid: string }>(
      `SELECT global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata,
              transaction_id::text AS xid
       FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::int8)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position LIMIT ${BATCH}`,
      [this.cursor.transactionId, String(this.cursor.position)],
    );
    const last = rows.at(-1);
    if (last) this.cursor = { transactionId: last.xid, position: BigInt(last.global_position as bigint) };
    const events = rows.flatMap((row) => {
      if (this.committedAtStart.delete(BigInt(row.global_position as bigint))) return [];
      const event = this.registry.toRecorded(row);
      this.cursors.set(event, { transactionId: row.xid, position: event.globalPosition });
      return [event];
    });
    for (const event of events) if (event.globalPosition > this.delivered) this.delivered = event.globalPosition;
    return events;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    await this.unlisten?.().catch(() => undefined);
    await this.draining;
  }
}
