import { z } from 'zod';
import {
  aspectRatios,
  backgrounds,
  colorPalettes,
  journeyStages,
  learningStatuses,
  perspectives,
} from '../../prisma/seed/catalogTypes.ts';

export const perspectiveSchema = z.enum(perspectives);
export const learningStatusSchema = z.enum(learningStatuses);
export const journeyStageSchema = z.enum(journeyStages);
export const isoTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

export const generationParamsSchema = z.object({
  colorPalette: z.enum(colorPalettes),
  aspectRatio: z.enum(aspectRatios),
  background: z.enum(backgrounds),
  minimalism: z.number().int().min(0).max(100),
  seed: z.number().int().positive(),
  context: z.object({ type: z.string().min(1).max(40) }),
});

export const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(50);
