import { z } from 'zod';
import { defineEvent } from '../eventType.ts';

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
