import { z } from 'zod';
import { aspectRatio, background, colorPalette, imageContext } from './vocabulary.ts';

/** What the local generator renders a catalog image from (with its prompt and perspective), as events store it. */
export const generationParamsSchema = z.object({
  colorPalette: colorPalette.schema,
  aspectRatio: aspectRatio.schema,
  background: background.schema,
  minimalism: z.number().int().min(0).max(100),
  seed: z.number().int().positive(),
  context: z.object({ type: imageContext.schema }),
});
export type GenerationParams = z.output<typeof generationParamsSchema>;

const wholeNumber = z.number({ error: 'must be a whole number' }).int('must be a whole number');

/** Generation parameters as an administrator enters them: the context type flat, stored nested as the seed has it. */
export const generationParamsInputSchema = z
  .object({
    colorPalette: colorPalette.schema,
    aspectRatio: aspectRatio.schema,
    background: background.schema,
    minimalism: wholeNumber.min(0, 'must be at least 0').max(100, 'must be at most 100'),
    seed: wholeNumber.min(1, 'must be at least 1').max(2_147_483_647, 'is too large'),
    contextType: imageContext.schema,
  })
  .strict()
  .transform(({ contextType, ...params }) => ({ ...params, context: { type: contextType } }));
