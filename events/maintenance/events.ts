import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

/** Operations on the log's derived state, recorded for the audit trail. */
export const maintenanceStream = 'maintenance';

/** Every read model was rebuilt from the log and swapped in; the digest names the result. */
export const ReadModelsRebuilt = defineEvent(
  'ReadModelsRebuilt',
  z.object({
    events: z.number().int().nonnegative(),
    lastPosition: z.string().regex(/^\d+$/),
    digest: z.string().regex(/^[0-9a-f]{64}$/),
    milliseconds: z.number().int().nonnegative(),
    swapMilliseconds: z.number().int().nonnegative(),
  }),
);
