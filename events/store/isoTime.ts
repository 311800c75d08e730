import { z } from 'zod';

/**
 * Instants the log's time filters can name: years 1 to 9999 in UTC. Outside them toISOString writes a
 * year (0000, +010000) that PostgreSQL refuses to read as a timestamptz.
 */
export const loggedInstant = z
  .date()
  .min(new Date('0001-01-01T00:00:00Z'), 'must be in the year 1 or later')
  .max(new Date('9999-12-31T23:59:59.999Z'), 'must be before the year 10000');

/** PostgreSQL refuses a UTC offset of 16 hours or more ("time zone displacement out of range"). */
const readableOffset = (text: string) => !/[+-](1[6-9]|2\d):\d\d$/.test(text);

/**
 * A time as event metadata and data carry it: ISO 8601 with its offset, one the database can read back
 * ((metadata->>'time')::timestamptz in every time-filtered read of the log).
 */
export const isoTime = z.iso
  .datetime({ offset: true })
  .refine(readableOffset, 'must be at most 15:59 hours from UTC')
  .superRefine((text, context) => {
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) return;
    const instant = loggedInstant.safeParse(date);
    if (!instant.success) context.addIssue({ code: 'custom', message: instant.error.issues[0]!.message, input: text });
  });

/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date();
