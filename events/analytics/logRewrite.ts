import { randomUUID } from 'node:crypto';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { EventValidationError } from '../store/errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/eventType.ts';
import { opToSql } from '../store/sqlOps.ts';
import { registry } from '../registry.ts';
import { EVENTS_CHANNEL } from '../store/store.ts';
import { TeamQuestionAsked, TeamQuestionDeleted } from '../teamInbox/events.ts';
import { AnalyticsDaySummarized, NavigationRecorded, PageVisited, VisitorForgotten, VisitorSessionMarkedAsAdmin } from './events.ts';

/**
 * The one deliberate exception to an append-only log: forgetting a visitor and retention rewrite or remove
 * the events of visitor:<session id> streams. Both run here, one at a time across every server process
 * (an advisory lock), in one transaction that unlocks the log's guard for visitor streams only
 * (migration analytics_retention_and_forgetting), together with the read-model rows and the event that
 * records the rewrite.
 */
export function rewriteVisitorLog<T>(db: Database, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('chb.log_rewrite', 'analytics', true), pg_advisory_xact_lock(hashtext('chb analytics log rewrite'))`);
    return fn(tx);
  });
}

/**
 * Appends one event inside a rewrite's transaction, with its inline projections, as the store would (the
 * store's group commit runs on its own connection, so it cannot join this transaction). On PostgreSQL the
 * commit notifies the other processes' followers; the caller publishes the event in-process after commit.
 */
export async function appendInRewrite(tx: SqlExecutor, streamId: string, event: NewEvent, metadata: EventMetadata): Promise<RecordedEvent> {
  const eventType = registry.eventTypeOf(event.type);
  const parsed = eventType?.schema.safeParse(event.data);
  if (!eventType || !parsed?.success) {
    throw new EventValidationError(event.type, parsed?.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? []);
  }
  const [stream] = await tx.query<{ version: bigint }>('SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE', [streamId]);
  const streamVersion = BigInt(stream?.version ?? 0n) + 1n;
  const eventId = event.eventId ?? randomUUID();
  await tx.query(
    'INSERT INTO streams (stream_id, version) VALUES ($1, $2::int8) ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version',
    [streamId, String(streamVersion)],
  );
  const [row] = await tx.query<{ global_position: bigint }>(
    `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
     VALUES ($1, $2::int8, $3::uuid, $4, $5::int, $6::jsonb, $7::jsonb) RETURNING global_position`,
    [streamId, String(streamVersion), eventId, event.type, eventType.schemaVersion, JSON.stringify(parsed.data), JSON.stringify(metadata)],
  );
  const recorded: RecordedEvent = {
    globalPosition: BigInt(row!.global_position),
    streamId,
    streamVersion,
    eventId,
    type: event.type,
    schemaVersion: eventType.schemaVersion,
    data: parsed.data,
    metadata,
  };
  for (const op of registry.opsFor(recorded)) {
    const statement = opToSql(op);
    await tx.query(statement.text, statement.values);
  }
  return recorded;
}

/** Wakes the other server processes' followers (PostgreSQL delivers it at commit). */
export async function notifyFollowers(tx: SqlExecutor, db: Database, position: bigint): Promise<void> {
  if (db.kind === 'postgresql') await tx.query(`SELECT pg_notify('${EVENTS_CHANNEL}', $1)`, [String(position)]);
}

/** The events a rewrite appends, in the rewrite's transaction: one of them in the log means a rewrite committed. */
export const logRewriteEventTypes: ReadonlySet<string> = new Set([VisitorForgotten.type, AnalyticsDaySummarized.type, TeamQuestionDeleted.type]);

/**
 * Deletes from the visitor read models in `schema` every row whose event is no longer in its visitor's
 * stream: a rebuild that folded a visitor's events before they were forgotten or removed by retention
 * holds rows that the rewrite deleted from the live tables. One statement per table, by the rows' own
 * event (a session that went on after it was forgotten keeps its newer rows).
 */
export async function dropRowsOfRewrittenVisitorEvents(db: SqlExecutor, schema: string): Promise<void> {
  const inVisitorStream = (alias: string, condition: string) =>
    `NOT EXISTS (SELECT 1 FROM public.events e WHERE e.stream_id = 'visitor:' || ${alias}.session_id AND ${condition})`;
  await db.query(
    `DELETE FROM "${schema}".page_visits p WHERE ${inVisitorStream('p', `e.type = '${PageVisited.type}' AND e.data->>'visitId' = p.id::text`)}`,
  );
  await db.query(
    `DELETE FROM "${schema}".navigations n WHERE ${inVisitorStream('n', `e.type = '${NavigationRecorded.type}' AND e.data->>'navigationId' = n.id::text`)}`,
  );
  await db.query(
    `DELETE FROM "${schema}".admin_session_marks m WHERE ${inVisitorStream('m', `e.type = '${VisitorSessionMarkedAsAdmin.type}' AND e.event_id = m.event_id`)}`,
  );
  await db.query(
    `DELETE FROM "${schema}".team_questions q WHERE ${inVisitorStream('q', `e.type = '${TeamQuestionAsked.type}' AND e.data->>'questionId' = q.id::text`)}`,
  );
}
