import type { Database, SqlExecutor } from '../../prisma/database.ts';
import type { EventBus } from '../store/bus.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { analyticsDayStream, AnalyticsDaySummarized, type analyticsDayFigures } from './events.ts';
import { appendInRewrite, notifyFollowers, rewriteVisitorLog } from './logRewrite.ts';
import type { z } from 'zod';

type DayFigures = z.infer<typeof analyticsDayFigures>;

export interface CompactionResult {
  /** One entry per UTC day whose sessions were compacted, oldest first. */
  days: { day: string; sessions: number; events: number }[];
}

const DAY_MS = 86_400_000;
const VISITOR_PREFIX = 'visitor:';

/**
 * Retention: a visitor's session (its stream visitor:<session id>) whose last event is older than
 * `retentionDays` is removed from the log and from the read models, and its visits become figures without
 * any session id in an AnalyticsDaySummarized event on analytics-day:<day the session began> (one
 * transaction per such day), which the dashboard adds to the raw visits. Whole sessions go, so every
 * stream left in the log still starts at version 1. Safe to run from several processes at once: each day
 * is compacted under the log-rewrite lock, and a day compacted already finds nothing more to do.
 */
export async function compactAnalytics(db: Database, options: { retentionDays: number; now: Date; bus?: EventBus }): Promise<CompactionResult> {
  const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS).toISOString();
  const candidates = await db.query<{ day: string }>(
    `SELECT DISTINCT first_day AS day FROM (${expiredSessions}) s ORDER BY day`,
    [cutoff, null],
  );
  const days: CompactionResult['days'] = [];
  for (const { day } of candidates) {
    let recorded: RecordedEvent | undefined;
    const compacted = await rewriteVisitorLog(db, async (tx) => {
      const expiring = await tx.query<{ stream_id: string }>(`SELECT stream_id FROM (${expiredSessions}) s ORDER BY stream_id`, [cutoff, day]);
      if (!expiring.length) return undefined;
      // Locked, as forgetting does: a visitor's append to one of them waits for this transaction and then starts
      // the stream anew, instead of landing between the figures and the deletes (lost, or left without its
      // stream). Selected again once locked: one that got an event meanwhile is no longer expired.
      const expiringIds = JSON.stringify(expiring.map((row) => row.stream_id));
      await tx.query('SELECT stream_id FROM streams WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY stream_id FOR UPDATE', [expiringIds]);
      const streams = await tx.query<{ stream_id: string }>(
        `SELECT stream_id FROM (${expiredSessions}) s WHERE stream_id IN (SELECT jsonb_array_elements_text($3::jsonb)) ORDER BY stream_id`,
        [cutoff, day, expiringIds],
      );
      if (!streams.length) return undefined;
      const sessionIds = JSON.stringify(streams.map((row) => row.stream_id.slice(VISITOR_PREFIX.length)));
      const streamIds = JSON.stringify(streams.map((row) => row.stream_id));
      const figures = await dayFigures(tx, sessionIds);
      const [removed] = await tx.query<{ events: number }>(
        `WITH gone AS (DELETE FROM events WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb)) RETURNING 1) SELECT count(*)::int AS events FROM gone`,
        [streamIds],
      );
      await tx.query('DELETE FROM streams WHERE stream_id IN (SELECT jsonb_array_elements_text($1::jsonb))', [streamIds]);
      for (const table of ['page_visits', 'navigations', 'admin_session_marks', 'team_questions']) {
        await tx.query(`DELETE FROM ${table} WHERE session_id IN (SELECT jsonb_array_elements_text($1::jsonb))`, [sessionIds]);
      }
      const summary = AnalyticsDaySummarized({ day, sessions: streams.length, events: removed!.events, days: figures });
      recorded = await appendInRewrite(tx, analyticsDayStream(day), summary, { actor: 'system:retention', time: options.now.toISOString() });
      await notifyFollowers(tx, db, recorded.globalPosition);
      return { day, sessions: streams.length, events: removed!.events };
    });
    if (recorded) options.bus?.publish([recorded]);
    if (compacted) days.push(compacted);
  }
  return { days };
}

/** Visitor streams whose last event is before $1, with the UTC day of their first; only that day's when $2 is given. */
const expiredSessions = `
  SELECT stream_id, to_char(min((metadata->>'time')::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first_day
  FROM events WHERE stream_id LIKE 'visitor:%'
  GROUP BY stream_id
  HAVING max((metadata->>'time')::timestamptz) < $1::timestamptz
     AND ($2::text IS NULL OR to_char(min((metadata->>'time')::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD') = $2::text)`;

/**
 * The dashboard's figures for these sessions, per UTC day of visit, with the dashboard's rules
 * (api/analytics/dashboardQueries.ts): bots and the administrator's sessions are counted apart; a
 * session's entry page is its first visit; navigations count for sessions with a counted visit that day.
 */
async function dayFigures(tx: SqlExecutor, sessionIds: string): Promise<DayFigures[]> {
  const [row] = await tx.query<{ days: DayFigures[] | null }>(
    `WITH chosen AS (SELECT jsonb_array_elements_text($1::jsonb) AS session_id),
     v AS (
       SELECT *, to_char(visited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM page_visits WHERE session_id IN (SELECT session_id FROM chosen)
     ), admin_sessions AS (
       SELECT session_id FROM v WHERE by_admin
       UNION SELECT session_id FROM admin_session_marks WHERE session_id IN (SELECT session_id FROM chosen)
     ), counted AS (
       SELECT * FROM v WHERE user_agent <> 'Bot' AND session_id NOT IN (SELECT session_id FROM admin_sessions)
     ), entries AS (
       SELECT DISTINCT ON (session_id) session_id, path, day FROM v
       WHERE session_id IN (SELECT session_id FROM counted) ORDER BY session_id, visited_at, id
     ), nav AS (
       SELECT n.*, to_char(n.navigated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM navigations n WHERE session_id IN (SELECT session_id FROM chosen)
     ), nav_counted AS (
       SELECT * FROM nav WHERE EXISTS (SELECT 1 FROM counted c WHERE c.session_id = nav.session_id AND c.day = nav.day)
     ), days AS (
       SELECT day FROM v UNION SELECT day FROM nav_counted
     ), pages AS (
       SELECT day, path, count(*)::int AS visits, count(DISTINCT session_id)::int AS sessions,
              count(*) FILTER (WHERE time_spent > 0)::int AS timed, coalesce(sum(time_spent) FILTER (WHERE time_spent > 0), 0)::int8 AS seconds
       FROM counted GROUP BY day, path
     ), page_entries AS (
       SELECT day, path, count(*)::int AS entries FROM entries GROUP BY day, path
     )
     SELECT jsonb_agg(jsonb_build_object(
       'day', d.day,
       'visits', (SELECT count(*) FROM counted c WHERE c.day = d.day),
       'sessions', (SELECT count(DISTINCT session_id) FROM counted c WHERE c.day = d.day),
       'botVisits', (SELECT count(*) FROM v WHERE v.day = d.day AND user_agent = 'Bot'),
       'adminVisits', (SELECT count(*) FROM v WHERE v.day = d.day AND user_agent <> 'Bot' AND session_id IN (SELECT session_id FROM admin_sessions)),
       'timedVisits', (SELECT count(*) FROM counted c WHERE c.day = d.day AND time_spent > 0),
       'timeSpent', (SELECT coalesce(sum(time_spent), 0) FROM counted c WHERE c.day = d.day AND time_spent > 0),
       'pages', (SELECT coalesce(jsonb_agg(jsonb_build_object('path', coalesce(p.path, e.path), 'visits', coalesce(p.visits, 0), 'sessions', coalesce(p.sessions, 0),
                   'entries', coalesce(e.entries, 0), 'timedVisits', coalesce(p.timed, 0), 'timeSpent', coalesce(p.seconds, 0)) ORDER BY coalesce(p.path, e.path)), '[]')
                 FROM pages p FULL JOIN page_entries e ON e.day = p.day AND e.path = p.path
                 WHERE coalesce(p.day, e.day) = d.day),
       'navigations', (SELECT coalesce(jsonb_agg(jsonb_build_object('fromPath', from_path, 'toPath', to_path, 'count', n) ORDER BY from_path, to_path), '[]')
                       FROM (SELECT from_path, to_path, count(*)::int AS n FROM nav_counted WHERE nav_counted.day = d.day GROUP BY 1, 2) x)
     ) ORDER BY d.day) AS days
     FROM days d`,
    [sessionIds],
  );
  return row?.days ?? [];
}
