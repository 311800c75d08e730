import { z } from 'zod';
import { UserError } from '../errors.ts';

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

/** A range of whole UTC days, from and to included. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
  /** Timestamps for SQL: the start of `from`, and the start of the day after `to`. */
  readonly start: string;
  readonly end: string;
}

/** Within what the database takes as timestamps, the day after `to` included. */
const FIRST_DAY = '1970-01-01';
const LAST_DAY = '9998-12-31';

const day = z.iso.date('must be a date like 2026-01-31');

const daysSchema = z.object({ from: day, to: day });
/** Checked only once both are dates, so a malformed date gets one message, not three; the first problem only. */
const orderedSchema = z.object({ from: z.string(), to: z.string() }).superRefine((days, ctx) => {
  const { from, to } = days;
  const outside = (['from', 'to'] as const).find((field) => days[field] < FIRST_DAY || days[field] > LAST_DAY);
  if (outside) ctx.addIssue({ code: 'custom', message: `must be a date from ${FIRST_DAY} to ${LAST_DAY}`, path: [outside] });
  else if (from > to) ctx.addIssue({ code: 'custom', message: 'must not be before from', path: ['to'] });
  else if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', message: `the range must be at most ${MAX_RANGE_DAYS} days`, path: ['to'] });
  }
});

export function parseDayRange(input: { from: unknown; to: unknown }): DayRange {
  const days = daysSchema.safeParse(input);
  if (!days.success) throw UserError.fromZod(days.error);
  const ordered = orderedSchema.safeParse(days.data);
  if (!ordered.success) throw UserError.fromZod(ordered.error);
  const { from, to } = ordered.data;
  return { from, to, start: `${from}T00:00:00.000Z`, end: new Date(Date.parse(to) + DAY_MS).toISOString() };
}

const pagePath = z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2,000 characters').startsWith('/', 'must start with /');

export function parsePagePath(input: unknown, field: string): string {
  const result = pagePath.safeParse(input);
  if (!result.success) throw UserError.fromZod(result.error, field);
  return result.data;
}
