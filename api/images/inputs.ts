import { z } from 'zod';
import { journeyStageSchema, learningStatusSchema, perspectiveSchema } from '../../events/fields.ts';

const trimmedOrNull = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  z.string().max(500, 'must be at most 500 characters').nullable(),
);

/** Tags arrive as an array or as JSON text of an array (the REST table allows both). */
const tagsInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(z.string({ error: 'each tag must be a string' }).trim().min(1, 'tags must not be empty').max(60, 'each tag must be at most 60 characters'), {
      error: 'must be a JSON array of strings',
    })
    .max(50, 'must hold at most 50 tags'),
);

export const imageEditSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    description: z.string().trim().max(2000, 'must be at most 2,000 characters'),
    extendedDescription: z.string().trim().max(5000, 'must be at most 5,000 characters'),
    learningStatus: learningStatusSchema,
    rejectionReason: trimmedOrNull,
    licensing: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
    searchKeywords: z.string().trim().max(1000, 'must be at most 1,000 characters'),
    tags: tagsInput,
  })
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change: give at least one field' });
export type ImageEdit = z.infer<typeof imageEditSchema>;

export const rejectionReasonSchema = z
  .string({ error: 'rejectionReason must be a string' })
  .trim()
  .min(1, 'rejectionReason must not be empty')
  .max(500, 'rejectionReason must be at most 500 characters');

const allOr = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional());

export const imageFilterSchema = z
  .object({
    searchTerm: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    perspective: allOr(perspectiveSchema),
    learningStatus: allOr(learningStatusSchema),
    journeyStage: allOr(journeyStageSchema),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(500),
  })
  .strict();
export type ImageFilter = z.input<typeof imageFilterSchema>;

/** The version an edit was based on: a whole number (REST bodies may send it as digits in a string); null or absent: none. */
export const expectedVersionSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').max(Number.MAX_SAFE_INTEGER, 'is too large').nullish(),
);

export const imageIdSchema = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'is not a valid image id');

export const positionSchema = z.coerce.bigint({ error: 'must be a whole number' }).min(1n, 'must be at least 1');

/** A page of the history counts edits, not entries, so an edit's fields are never split across pages. */
export const historyPageSchema = z.object({
  before: positionSchema.optional(),
  limit: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1,000').default(100),
});
export type ImageHistoryPage = z.input<typeof historyPageSchema>;
