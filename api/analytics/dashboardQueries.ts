/**
 * The analytics dashboard, computed with SQL over the read models that the projections build from
 * the log (page_visits, navigations, image_downloads, chat_questions): a replay rebuilds every figure.
 *
 * Excluded traffic: a visit whose browser family is 'Bot' is a bot visit. Every visit of a browser
 * session that the administrator marked on signing in (admin_session_marks), or in which any visit
 * was recorded with the admin bearer token (by_admin), is an admin visit: the pages the
 * administrator opened before signing in are excluded too. Downloads and chat questions sent with the
 * admin token are left out as well.
 * Days are UTC days; $1 is the start of the range, $2 the start of the day after it.
 *
 * Retention (ANALYTICS_RETENTION_DAYS) replaces old sessions by daily figures without session ids
 * (analytics_day_summaries, counted with the same rules when they were compacted); every query adds them.
 * Distinct sessions over several days add each day's, so a compacted session that crossed midnight counts
 * once per day.
 */
import type { SqlExecutor } from '../../prisma/database.ts';
import type { DayRange } from './dashboardRange.ts';

const TOP = 10;

const COUNTED = `
in_range AS (
  SELECT * FROM page_visits WHERE visited_at >= $1::timestamptz AND visited_at < $2::timestamptz
), admin_sessions AS (
  SELECT session_id FROM page_visits WHERE by_admin AND session_id IN (SELECT session_id FROM in_range)
  UNION
  SELECT session_id FROM admin_session_marks WHERE session_id IN (SELECT session_id FROM in_range)
), counted AS (
  SELECT * FROM in_range
  WHERE user_agent <> 'Bot' AND session_id NOT IN (SELECT session_id FROM admin_sessions)
), summaries AS (
  SELECT * FROM analytics_day_summaries
  WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date
), summary_pages AS (
  SELECT to_char(s.day, 'YYYY-MM-DD') AS day, p.* FROM summaries s,
    jsonb_to_recordset(s.pages) AS p(path text, visits int, sessions int, entries int, "timedVisits" int, "timeSpent" int8)
)`;

const utcDay = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export interface DayFigures {
  day: string;
  visits: number;
  sessions: number;
  downloads: number;
}
export interface PageCount {
  path: string;
  visits: number;
  sessions: number;
}
export interface PathPair {
  fromPath: string;
  toPath: string;
  count: number;
}
export interface TimeOnPage {
  path: string;
  averageSeconds: number;
  timedVisits: number;
}
export interface ImageDownloads {
  imageId: string;
  title: string | null;
  downloads: number;
}

const params = (range: DayRange) => [range.start, range.end];

export async function totals(db: SqlExecutor, range: DayRange) {
  const [row] = await db.query<{ visits: number; sessions: number; average_seconds: number | null; bot_visits: number; admin_visits: number }>(
    `WITH ${COUNTED}
     , summed AS (
       SELECT coalesce(sum(visits), 0)::int AS visits, coalesce(sum(sessions), 0)::int AS sessions, coalesce(sum(bot_visits), 0)::int AS bot_visits,
              coalesce(sum(admin_visits), 0)::int AS admin_visits, coalesce(sum(timed_visits), 0)::int AS timed, coalesce(sum(time_spent), 0)::int8 AS seconds
       FROM summaries
     ), timed AS (
       SELECT count(*)::int AS timed, coalesce(sum(time_spent), 0)::int8 AS seconds FROM counted WHERE time_spent > 0
     )
     SELECT (SELECT count(*)::int FROM counted) + summed.visits AS visits,
            (SELECT count(DISTINCT session_id)::int FROM counted) + summed.sessions AS sessions,
            round((timed.seconds + summed.seconds)::numeric / nullif(timed.timed + summed.timed, 0), 1)::float8 AS average_seconds,
            (SELECT count(*)::int FROM in_range WHERE user_agent = 'Bot') + summed.bot_visits AS bot_visits,
            (SELECT count(*)::int FROM in_range WHERE user_agent <> 'Bot' AND session_id IN (SELECT session_id FROM admin_sessions)) + summed.admin_visits AS admin_visits
     FROM summed, timed`,
    params(range),
  );
  return {
    visits: row!.visits,
    sessions: row!.sessions,
    averageSeconds: row!.average_seconds,
    excluded: { botVisits: row!.bot_visits, adminVisits: row!.admin_visits },
  };
}

/** Every day of the range, days without traffic included (a chart needs the gaps). */
export async function perDay(db: SqlExecutor, range: DayRange): Promise<DayFigures[]> {
  return db.query<DayFigures & Record<string, unknown>>(
    `WITH ${COUNTED},
     days AS (
       SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series($1::timestamptz AT TIME ZONE 'UTC', ($2::timestamptz AT TIME ZONE 'UTC') - interval '1 day', interval '1 day') d
     ), visits AS (
       SELECT day, sum(visits)::int AS visits, sum(sessions)::int AS sessions FROM (
         SELECT ${utcDay('visited_at')} AS day, count(*)::int AS visits, count(DISTINCT session_id)::int AS sessions FROM counted GROUP BY 1
         UNION ALL SELECT to_char(day, 'YYYY-MM-DD'), visits, sessions FROM summaries
       ) v GROUP BY day
     ), downloads AS (
       SELECT ${utcDay('downloaded_at')} AS day, count(*)::int AS downloads FROM image_downloads
       WHERE NOT by_admin AND downloaded_at >= $1::timestamptz AND downloaded_at < $2::timestamptz GROUP BY 1
     )
     SELECT days.day, coalesce(visits.visits, 0) AS visits, coalesce(visits.sessions, 0) AS sessions, coalesce(downloads.downloads, 0) AS downloads
     FROM days LEFT JOIN visits USING (day) LEFT JOIN downloads USING (day) ORDER BY days.day`,
    params(range),
  );
}

export async function topPages(db: SqlExecutor, range: DayRange): Promise<PageCount[]> {
  return db.query<PageCount & Record<string, unknown>>(
    `WITH ${COUNTED}
     SELECT path, sum(visits)::int AS visits, sum(sessions)::int AS sessions FROM (
       SELECT path, count(*)::int AS visits, count(DISTINCT session_id)::int AS sessions FROM counted GROUP BY path
       UNION ALL SELECT path, visits, sessions FROM summary_pages
     ) p GROUP BY path HAVING sum(visits) > 0 ORDER BY visits DESC, path LIMIT ${TOP}`,
    params(range),
  );
}

/** The first page of each session that began in the range. */
export async function entryPages(db: SqlExecutor, range: DayRange): Promise<PageCount[]> {
  return db.query<PageCount & Record<string, unknown>>(
    `WITH ${COUNTED},
     entries AS (
       SELECT DISTINCT ON (session_id) session_id, path, visited_at FROM page_visits
       WHERE session_id IN (SELECT session_id FROM counted) ORDER BY session_id, visited_at, id
     )
     SELECT path, sum(n)::int AS visits, sum(n)::int AS sessions FROM (
       SELECT path, count(*)::int AS n FROM entries WHERE visited_at >= $1::timestamptz AND visited_at < $2::timestamptz GROUP BY path
       UNION ALL SELECT path, entries FROM summary_pages WHERE entries > 0
     ) e GROUP BY path ORDER BY visits DESC, path LIMIT ${TOP}`,
    params(range),
  );
}

/** Navigations of counted sessions; with fromPath, only where visitors went from that page. */
export async function nextPages(db: SqlExecutor, range: DayRange, fromPath?: string): Promise<PathPair[]> {
  return db.query<PathPair & Record<string, unknown>>(
    `WITH ${COUNTED}
     SELECT from_path AS "fromPath", to_path AS "toPath", sum(n)::int AS count FROM (
       SELECT from_path, to_path, count(*)::int AS n FROM navigations
       WHERE navigated_at >= $1::timestamptz AND navigated_at < $2::timestamptz AND session_id IN (SELECT session_id FROM counted)
       GROUP BY from_path, to_path
       UNION ALL SELECT x."fromPath", x."toPath", x.count FROM summaries s,
         jsonb_to_recordset(s.navigations) AS x("fromPath" text, "toPath" text, count int)
     ) n WHERE ($3::text IS NULL OR from_path = $3::text)
     GROUP BY from_path, to_path ORDER BY count DESC, from_path, to_path LIMIT ${TOP}`,
    [...params(range), fromPath ?? null],
  );
}

/** Visible seconds, averaged over visits that reported any (a visit without a report is not 0 s). */
export async function timeOnPage(db: SqlExecutor, range: DayRange): Promise<TimeOnPage[]> {
  return db.query<TimeOnPage & Record<string, unknown>>(
    `WITH ${COUNTED}
     SELECT path, round(sum(seconds)::numeric / sum(timed), 1)::float8 AS "averageSeconds", sum(timed)::int AS "timedVisits" FROM (
       SELECT path, count(*)::int AS timed, sum(time_spent)::int8 AS seconds FROM counted WHERE time_spent > 0 GROUP BY path
       UNION ALL SELECT path, "timedVisits", "timeSpent" FROM summary_pages WHERE "timedVisits" > 0
     ) t GROUP BY path ORDER BY "timedVisits" DESC, path LIMIT 20`,
    params(range),
  );
}

export async function downloadsByImage(db: SqlExecutor, range: DayRange): Promise<ImageDownloads[]> {
  return db.query<ImageDownloads & Record<string, unknown>>(
    `SELECT d.image_id AS "imageId", i.title, count(*)::int AS downloads
     FROM image_downloads d LEFT JOIN creative_images i ON i.id = d.image_id
     WHERE NOT d.by_admin AND d.downloaded_at >= $1::timestamptz AND d.downloaded_at < $2::timestamptz
     GROUP BY d.image_id, i.title ORDER BY downloads DESC, d.image_id LIMIT 50`,
    params(range),
  );
}

export async function chatQuestions(db: SqlExecutor, range: DayRange): Promise<{ answered: number; unanswered: number }> {
  const [row] = await db.query<{ answered: number; unanswered: number }>(
    `SELECT count(*) FILTER (WHERE answered)::int AS answered, count(*) FILTER (WHERE NOT answered)::int AS unanswered
     FROM chat_questions WHERE NOT by_admin AND asked_at >= $1::timestamptz AND asked_at < $2::timestamptz`,
    params(range),
  );
  return row!;
}
