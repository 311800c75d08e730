import { z } from 'zod';

/** A time as event metadata and data carry it: ISO 8601 with its offset. */
export const isoTime = z.iso.datetime({ offset: true });
/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date();
