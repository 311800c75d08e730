import type { SqlExecutor } from '../../prisma/database.ts';
import type { EventRegistry } from './eventRegistry.ts';
import type { RecordedEvent } from './eventType.ts';
import { EVENT_COLUMNS, toStored } from './storedEvent.ts';

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
  /** Each event as stored (its stored version and data, unchecked) instead of upcast: only for exports of the stored form. */
  asStored?: boolean;
}

/** Events in global order, filtered as the options say. */
export async function readEvents(db: SqlExecutor, registry: EventRegistry, options: ReadOptions = {}): Promise<RecordedEvent[]> {
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
  return rows.map(options.asStored ? toStored : registry.toRecorded);
}
