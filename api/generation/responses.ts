import { z } from 'zod';
import { aspectRatio, background, colorPalette, perspective } from '../../domain/vocabulary.ts';
import type { ResponseDeclaration } from '../http/openapi/route.ts';
import type { StaticGalleryItem } from './gallery.ts';
import type { GeneratedImageResult } from './service.ts';

const generationInputSchema = z.object({
  prompt: z.string(),
  perspective: perspective.schema,
  seed: z.number().int(),
  background: background.schema,
  minimalism: z.number().int().min(0).max(100),
  colorPalette: colorPalette.schema,
  aspectRatio: aspectRatio.schema,
});

export const generatedImageSchema = z.object({
  success: z.literal(true),
  imageUrl: z.string().describe('Where the PNG is served: /images/generated/{hash}.png.'),
  metadata: z.object({
    generatedAt: z.iso.datetime(),
    prompt: z.string(),
    finalPrompt: z.string().describe('The prompt with the perspective, style and motifs the generator worked from.'),
    parameters: generationInputSchema.describe('The parameters after defaults and normalisation.'),
  }),
}) satisfies z.ZodType<GeneratedImageResult>;

export const staticGalleryItemSchema = z.object({
  filename: z.string(),
  url: z.string(),
  timestamp: z.iso.datetime().describe('When the image was generated.'),
  prompt: z.string(),
  perspective: perspective.schema,
  parameters: generationInputSchema.pick({ minimalism: true, colorPalette: true, aspectRatio: true, background: true, seed: true }),
  description: z.string(),
}) satisfies z.ZodType<StaticGalleryItem>;

/** Unlike the other paths, the generator answers its failures as JSON. */
const generationErrorSchema = z.object({
  error: z.string().describe("A title, e.g. 'Invalid generation parameters'."),
  details: z.string().describe('What went wrong, in a sentence.'),
  fields: z.array(z.string()).optional().describe('The input fields at fault.'),
});

export const generationError = (description: string, retryAfter = false): ResponseDeclaration => ({
  description,
  json: generationErrorSchema,
  ...(retryAfter ? { headers: { 'retry-after': 'Seconds to wait before trying again.' } } : {}),
});
