import { z } from 'zod';
import { defineEvent } from '../store/eventType.ts';

export const usageStream = 'usage';

export const usageLocationSchema = z.object({
  imageId: z.string().min(1),
  page: z.string().min(1).max(200),
  section: z.string().min(1).max(200),
  url: z.string().max(500).nullable(),
});

/** The complete set of places the website uses catalog images, as found by one scan. */
export const UsageScanCompleted = defineEvent(
  'UsageScanCompleted',
  z.object({ source: z.string().max(200), locations: z.array(usageLocationSchema).max(10000) }),
);
