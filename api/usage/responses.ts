import { z } from 'zod';
import type { UsageStats } from '../../events/usage/queries.ts';
import type { UsageScanResult } from './service.ts';

const usageStatsFields = {
  totalImages: z.number().int().min(0),
  imagesInUse: z.number().int().min(0),
  unusedImages: z.number().int().min(0),
  usageByPage: z.array(z.object({ page: z.string(), count: z.number().int().min(1).describe('Images the page shows.') })),
};

export const usageStatsSchema = z.object(usageStatsFields) satisfies z.ZodType<UsageStats>;

export const usageScanResultSchema = z.object({
  success: z.literal(true),
  locations: z.number().int().min(0).describe('Usage locations recorded by this scan.'),
  unknownImageIds: z.array(z.string()).describe('Ids the content references that are not in the catalog (reported, not recorded).'),
  unplacedImageIds: z.array(z.string()).describe('Ids the content shows on no known route.'),
  ...usageStatsFields,
}) satisfies z.ZodType<UsageScanResult>;
