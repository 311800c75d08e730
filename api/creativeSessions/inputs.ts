import { z } from 'zod';
import { journeyStage } from '../../domain/vocabulary.ts';

const textOrNull = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  z.string().max(2000, 'must be at most 2,000 characters').nullable(),
);

const sessionFields = {
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(2000, 'must be at most 2,000 characters'),
  journeyStage: journeyStage.schema,
  // Four-digit years only; the year 0 is one a date column cannot hold.
  sessionDate: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).refine((date) => date >= '0001-01-01', 'must be in the year 1 or later'),
  learningInsights: textOrNull,
  nextSteps: textOrNull,
};

export const createCreativeSessionSchema = z
  .object({
    ...sessionFields,
    description: sessionFields.description.default(''),
    learningInsights: sessionFields.learningInsights.default(null),
    nextSteps: sessionFields.nextSteps.default(null),
  })
  .strict();

export const editCreativeSessionSchema = z
  .object(sessionFields)
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change: give at least one field' });
