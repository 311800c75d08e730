import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

/** One stream per browser session keeps a visitor's path ordered. */
export const analyticsStream = (sessionId: string) => `visitor:${sessionId}`;

const sessionId = z.string().min(1).max(120);
const path = z.string().min(1).max(2000);

export const PageVisited = defineEvent(
  'PageVisited',
  z.object({
    visitId: z.uuid(),
    sessionId,
    path,
    referrer: z.string().max(2000).nullable(),
    /** Browser family only ('Chrome', 'Firefox', 'Bot', ...); the raw user agent is never stored. */
    userAgent: z.string().max(200),
  }),
);

export const NavigationRecorded = defineEvent(
  'NavigationRecorded',
  z.object({ navigationId: z.uuid(), sessionId, fromPath: path, toPath: path }),
);

export const TimeOnPageRecorded = defineEvent(
  'TimeOnPageRecorded',
  z.object({ visitId: z.uuid(), timeSpent: z.number().int().min(0).max(86400) }),
);

/** The administrator signed in during this browser session: all of its visits are own traffic. */
export const VisitorSessionMarkedAsAdmin = defineEvent('VisitorSessionMarkedAsAdmin', z.object({ sessionId }));

/**
 * What is left of one event of a forgotten visitor: the rewrite keeps its position, version and id (so the
 * log keeps its shape) and replaces everything that could say whose it was (see README, Forgetting a visitor).
 */
export const VisitorEventErased = defineEvent('VisitorEventErased', z.object({}).strict());

/** A visitor's analytics session was forgotten; says how much, never which (its stream is forgotten:<random id>). */
export const VisitorForgotten = defineEvent(
  'VisitorForgotten',
  z.object({ visits: z.number().int().min(0), events: z.number().int().min(1) }).strict(),
);

const count = z.number().int().min(0);
const utcDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The dashboard's figures for the visits of one UTC day among the sessions a compaction removed. */
export const analyticsDayFigures = z.object({
  day: utcDay,
  /** Counted visits (not bots, not the administrator's sessions) and their distinct sessions. */
  visits: count,
  sessions: count,
  botVisits: count,
  adminVisits: count,
  /** Counted visits that reported visible time, and the sum of their seconds. */
  timedVisits: count,
  timeSpent: count,
  pages: z.array(z.object({ path, visits: count, sessions: count, entries: count, timedVisits: count, timeSpent: count })),
  navigations: z.array(z.object({ fromPath: path, toPath: path, count })),
});

/**
 * Retention (ANALYTICS_RETENTION_DAYS): the raw events of the sessions that began on `day` and ended before
 * the cut-off were removed from the log; these are their figures, per day of visit, without any session id.
 * Stream analytics-day:<day>; a later compaction of the same day appends another.
 */
export const AnalyticsDaySummarized = defineEvent(
  'AnalyticsDaySummarized',
  z.object({ day: utcDay, sessions: count, events: count, days: z.array(analyticsDayFigures) }).strict(),
);

export const analyticsDayStream = (day: string) => `analytics-day:${day}`;
export const forgottenStream = (id: string) => `forgotten:${id}`;
