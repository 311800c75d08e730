import { randomUUID } from 'node:crypto';
import type { Database } from '../../prisma/database.ts';
import type { EventBus } from '../store/bus.ts';
import { NotFoundError } from '../store/errors.ts';
import type { EventMetadata, RecordedEvent } from '../store/eventType.ts';
import { analyticsStream, forgottenStream, VisitorEventErased, VisitorForgotten } from './events.ts';
import { appendInRewrite, notifyFollowers, rewriteVisitorLog } from './logRewrite.ts';

export interface ForgetResult {
  /** The stream that now holds the erased events and the VisitorForgotten event (forgotten:<random id>). */
  streamId: string;
  visits: number;
  events: number;
}

/**
 * Forgets one analytics session: in one transaction every event of visitor:<session id> becomes a
 * VisitorEventErased on a new stream forgotten:<random id> (same position, version and event id; empty
 * data; metadata only the time and actor 'system:forgotten'), its page_visits, navigations and
 * admin_session_marks rows are deleted, and VisitorForgotten { visits, events } is appended to that stream.
 * A session with no events left (unknown, already forgotten, or removed by retention) is a NotFoundError.
 */
export async function forgetVisitor(db: Database, sessionId: string, metadata: EventMetadata, bus?: EventBus): Promise<ForgetResult> {
  const visitorStream = analyticsStream(sessionId);
  const streamId = forgottenStream(randomUUID());
  let recorded: RecordedEvent | undefined;
  const result = await rewriteVisitorLog(db, async (tx) => {
    // Locks the stream's row first, so that no append to it slips in between.
    await tx.query('SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE', [visitorStream]);
    const [counts] = await tx.query<{ events: number; visits: number }>(
      `SELECT count(*)::int AS events, count(*) FILTER (WHERE type = 'PageVisited')::int AS visits FROM events WHERE stream_id = $1`,
      [visitorStream],
    );
    if (!counts?.events) throw new NotFoundError(`analytics session ${sessionId}`);
    await tx.query(
      `UPDATE events SET stream_id = $2, type = $3, schema_version = 1, data = '{}'::jsonb,
         metadata = jsonb_build_object('actor', 'system:forgotten', 'time', metadata->'time')
       WHERE stream_id = $1`,
      [visitorStream, streamId, VisitorEventErased.type],
    );
    const [stream] = await tx.query<{ version: bigint }>('DELETE FROM streams WHERE stream_id = $1 RETURNING version', [visitorStream]);
    await tx.query('INSERT INTO streams (stream_id, version) VALUES ($1, $2::int8)', [streamId, String(stream?.version ?? counts.events)]);
    // Time on a page lives on the visit's row, so these tables hold every trace.
    await tx.query('DELETE FROM page_visits WHERE session_id = $1', [sessionId]);
    await tx.query('DELETE FROM navigations WHERE session_id = $1', [sessionId]);
    await tx.query('DELETE FROM admin_session_marks WHERE session_id = $1', [sessionId]);
    // Questions the visitor sent to the team inbox are on the same stream.
    await tx.query('DELETE FROM team_questions WHERE session_id = $1', [sessionId]);
    recorded = await appendInRewrite(tx, streamId, VisitorForgotten({ visits: counts.visits, events: counts.events }), metadata);
    await notifyFollowers(tx, db, recorded.globalPosition);
    return { streamId, visits: counts.visits, events: counts.events };
  });
  if (recorded) bus?.publish([recorded]);
  return result;
}
