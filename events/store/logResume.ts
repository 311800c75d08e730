import type { Database, Row } from '../../prisma/database.ts';
import type { EventRegistry } from './eventRegistry.ts';
import type { RecordedEvent } from './eventType.ts';
import type { LogCursor } from './logFollower.ts';
import { EVENT_COLUMNS } from './storedEvent.ts';

/** Which events a resumed feed reads from the log; the feed's own predicate still decides. */
export interface LogSlice {
  types?: readonly string[];
  streamIds?: readonly string[];
}

export const LOG_START: LogCursor = { transactionId: '0', position: 0n };

/** Orders cursors as the log follower delivers: by transaction id, then position. */
export function compareCursors(a: LogCursor, b: LogCursor): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction < 0n ? -1 : 1;
  return a.position === b.position ? 0 : a.position < b.position ? -1 : 1;
}

/**
 * What "after a global position" means to a follower: the cursor of the event at that position, so
 * that exactly the events delivered after it follow (an event with a lower position whose transaction
 * committed later comes after it too). A position without an event (a rolled-back append) stands for
 * the nearest event below it; a position before every event for the start of the log.
 */
export async function cursorAtPosition(db: Database, position: bigint): Promise<LogCursor> {
  const [row] = await db.query<{ xid: string; position: bigint }>(
    `SELECT transaction_id::text AS xid, global_position AS position FROM events
     WHERE global_position <= $1::int8 ORDER BY global_position DESC LIMIT 1`,
    [String(position)],
  );
  return row ? { transactionId: row.xid, position: BigInt(row.position) } : LOG_START;
}

/** Events in (after, until] of the follower's order, at most `limit`, with the cursor of the last one read. */
export async function readBetween(
  db: Database,
  registry: EventRegistry,
  after: LogCursor,
  until: LogCursor,
  limit: number,
  slice: LogSlice = {},
): Promise<{ events: RecordedEvent[]; last: LogCursor | undefined }> {
  const params: unknown[] = [after.transactionId, String(after.position), until.transactionId, String(until.position)];
  const filters: string[] = [];
  if (slice.types?.length) filters.push(`type = ANY($${params.push([...slice.types])}::text[])`);
  if (slice.streamIds) filters.push(`stream_id = ANY($${params.push([...slice.streamIds])}::text[])`);
  const rows = await db.query<Row & { xid: string }>(
    `SELECT ${EVENT_COLUMNS}, transaction_id::text AS xid
     FROM events
     WHERE (transaction_id, global_position) > ($1::xid8, $2::int8)
       AND (transaction_id, global_position) <= ($3::xid8, $4::int8)
       ${filters.map((filter) => `AND ${filter}`).join(' ')}
     ORDER BY transaction_id, global_position LIMIT ${Math.floor(limit)}`,
    params,
  );
  const lastRow = rows.at(-1);
  return {
    events: rows.map(registry.toRecorded),
    last: lastRow ? { transactionId: lastRow.xid, position: BigInt(lastRow.global_position as bigint) } : undefined,
  };
}
