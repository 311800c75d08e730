import { z } from 'zod';
import { imageFieldEntries, storedShape } from '../../domain/imageFields.ts';

/** REST answers of the image and session paths, as JSON (dates as ISO 8601 text). */

const timestamp = z.iso.datetime({ offset: true });

export const creativeImageSchema = z
  .object({
    id: z.string(),
    ...storedShape(imageFieldEntries.map(([name]) => name)),
    filePath: z.string().describe('Where the PNG is served, e.g. /images/catalog/{id}.png.'),
    downloadCount: z.number().int().min(0),
    version: z.number().int().min(0).describe('Counts the changes; send it back as expectedVersion to refuse an edit based on an older state.'),
    archivedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .describe('A catalog image.');

export const usageLocationSchema = z.object({
  imageId: z.string(),
  page: z.string(),
  section: z.string(),
  url: z.string().nullable(),
});

export const imageWithUsageSchema = creativeImageSchema.extend({ usageLocations: z.array(usageLocationSchema).describe('Where the website shows the image.') });

export const downloadResultSchema = z.object({
  success: z.literal(true),
  downloadCount: z.number().int().min(1),
  filePath: z.string(),
  filename: z.string().describe('The name to save the file under.'),
});

