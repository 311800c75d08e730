import { z } from 'zod';
import { journeyStage } from '../../domain/vocabulary.ts';

/** REST answers of the creative session paths, as JSON (dates as ISO 8601 text). */

const timestamp = z.iso.datetime({ offset: true });

export const creativeSessionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    journeyStage: journeyStage.schema,
    sessionDate: timestamp.describe('The day of the session, at midnight UTC.'),
    learningInsights: z.string().nullable(),
    nextSteps: z.string().nullable(),
    version: z.number().int().min(0).describe('Counts the changes; send it back as expectedVersion to refuse an edit based on an older state.'),
  })
  .describe('A creative session: one sitting of image generation.');
