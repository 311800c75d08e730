import { z } from 'zod';
import type { AssetValidation, RepairResult } from './service.ts';

const brokenImageSchema = z.object({
  imageId: z.string(),
  files: z.array(z.string()).describe('The files missing from the blob store (their served names), or why the image has none to check.'),
});

export const assetValidationSchema = z.object({
  brokenImages: z.number().int().min(0).describe('How many images have a missing or corrupt file.'),
  broken: z.array(brokenImageSchema),
}) satisfies z.ZodType<AssetValidation>;

export const repairResultSchema = z.object({
  success: z.literal(true),
  repaired: z.array(brokenImageSchema).describe('The images whose files were regenerated, with those files.'),
  brokenImages: z.number().int().min(0).describe('Images still broken afterwards.'),
}) satisfies z.ZodType<RepairResult>;
