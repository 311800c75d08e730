import { z } from 'zod';
import { aspectRatio, background, colorPalette, imageContext, journeyStage, learningStatus, perspective } from '../domain/vocabulary.ts';

export const perspectiveSchema = perspective.schema;
export const learningStatusSchema = learningStatus.schema;
export const journeyStageSchema = journeyStage.schema;
export const isoTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

export const generationParamsSchema = z.object({
  colorPalette: colorPalette.schema,
  aspectRatio: aspectRatio.schema,
  background: background.schema,
  minimalism: z.number().int().min(0).max(100),
  seed: z.number().int().positive(),
  context: z.object({ type: imageContext.schema }),
});

export const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(50);
