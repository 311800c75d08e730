import type { Database } from '../../prisma/database.ts';
import { analyticsStream, VisitorEventErased } from '../analytics/events.ts';
import { appendInRewrite, notifyFollowers, rewriteVisitorLog } from '../analytics/logRewrite.ts';
import type { EventBus } from '../store/bus.ts';
import type { EventMetadata, RecordedEvent } from '../store/eventType.ts';
import { TeamQuestionAsked, TeamQuestionDeleted } from './events.ts';

/**
 * Deletes questions for real: in one transaction (the log-rewrite lock and guard of forgetting a visitor)
 * each question's TeamQuestionAsked event on its visitor stream becomes a VisitorEventErased tombstone
 * (same position, version and id; empty data), and TeamQuestionDeleted { questionId, reason } is appended
 * to that stream, whose projection removes the row. Questions already gone are skipped; returns how many went.
 */
export async function eraseTeamQuestions(
  db: Database,
  questions: readonly { id: string; sessionId: string }[],
  reason: 'deleted' | 'forgotten',
  metadata: EventMetadata,
  bus?: EventBus,
): Promise<number> {
  if (!questions.length) return 0;
  const recorded: RecordedEvent[] = [];
  await rewriteVisitorLog(db, async (tx) => {
    for (const { id, sessionId } of questions) {
      const stream = analyticsStream(sessionId);
      await tx.query('SELECT version FROM streams WHERE stream_id = $1 FOR UPDATE', [stream]);
      const erased = await tx.query<{ event_id: string }>(
        `UPDATE events SET type = $3, schema_version = 1, data = '{}'::jsonb,
           metadata = jsonb_build_object('actor', 'system:forgotten', 'time', metadata->'time')
         WHERE stream_id = $1 AND type = $4 AND data->>'questionId' = $2 RETURNING event_id`,
        [stream, id, VisitorEventErased.type, TeamQuestionAsked.type],
      );
      if (!erased.length) continue;
      recorded.push(await appendInRewrite(tx, stream, TeamQuestionDeleted({ questionId: id, reason }), metadata));
    }
    const last = recorded.at(-1);
    if (last) await notifyFollowers(tx, db, last.globalPosition);
  });
  if (recorded.length) bus?.publish(recorded);
  return recorded.length;
}

/** Forgets a visitor by the email address they gave (lower-cased): erases every question sent with it; how many. */
export async function forgetTeamQuestionsByEmail(db: Database, email: string, metadata: EventMetadata, bus?: EventBus): Promise<number> {
  const rows = await db.query<{ id: string; session_id: string }>('SELECT id, session_id FROM team_questions WHERE email = $1', [email.trim().toLowerCase()]);
  return eraseTeamQuestions(
    db,
    rows.map((row) => ({ id: row.id, sessionId: row.session_id })),
    'forgotten',
    metadata,
    bus,
  );
}
