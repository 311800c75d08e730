import { z } from 'zod';
import { loggedInstant } from './isoTime.ts';

/** The largest BIGINT PostgreSQL holds. */
const MAX_POSITION = 2n ** 63n - 1n;

/** A global position given as text (a CLI argument or a query parameter). */
export const positionText = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a global position: a whole number of at most 19 digits')
  .transform((text) => BigInt(text))
  .refine((position) => position <= MAX_POSITION, 'is larger than any global position');

/**
 * An ISO 8601 date or date-time with a time zone, normalised to UTC; a bare date means its start (UTC).
 * Only years 1 to 9999 (UTC), the times the database can compare with the log's.
 */
export const isoTimeText = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: 'must be an ISO 8601 time with a time zone, e.g. 2026-01-31T12:00:00Z, or a date, e.g. 2026-01-31',
  })
  .transform((text) => new Date(text))
  .pipe(loggedInstant)
  .transform((date) => date.toISOString());

export type LogPoint = { until: bigint } | { untilTime: string };

/** A point of the log given as a global position or an ISO time (`npm run replay -- --until <point>`). */
export function parseLogPoint(text: string): LogPoint {
  if (/^\d+$/.test(text)) {
    const position = positionText.safeParse(text);
    if (!position.success) throw new Error(`--until: ${position.error.issues[0]!.message}`);
    return { until: position.data };
  }
  const time = isoTimeText.safeParse(text);
  if (!time.success) throw new Error(`--until: "${text}" is neither a global position nor an ISO time (${time.error.issues[0]!.message})`);
  return { untilTime: time.data };
}
