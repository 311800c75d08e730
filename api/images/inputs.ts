import { z } from 'zod';
import { journeyStageSchema, learningStatusSchema, perspectiveSchema } from '../../events/fields.ts';
import { archivedFilter, aspectRatio, background, colorPalette, imageContext, imageSort } from '../../domain/vocabulary.ts';
import { extraInputValues } from '../http/openapi/inputValues.ts';

/** The archive state lists and counts are of; anything but active needs an administrator. */
export const archivedFilterSchema = archivedFilter.schema.default('active');

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

const longTextOrNull = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  z.string().max(2000, 'must be at most 2,000 characters').nullable(),
);

export const sessionIdSchema = z.string().min(1, 'must not be empty').max(120).regex(/^[a-z0-9-]+$/, 'is not a valid session id');

/** Generation parameters as a client sends them; stored with the context type nested, as the seed has it. */
export const generationParamsInput = z
  .object({
    colorPalette: colorPalette.schema,
    aspectRatio: aspectRatio.schema,
    background: background.schema,
    minimalism: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').max(100, 'must be at most 100'),
    seed: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(2_147_483_647, 'is too large'),
    contextType: imageContext.schema,
  })
  .strict()
  .transform(({ contextType, ...params }) => ({ ...params, context: { type: contextType } }));

/** Every field a page shows, as an administrator enters it. */
const imageFieldsInput = {
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(2000, 'must be at most 2,000 characters'),
  extendedDescription: z.string().trim().max(5000, 'must be at most 5,000 characters'),
  learningStatus: learningStatusSchema,
  rejectionReason: trimmedOrNull,
  licensing: z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters'),
  searchKeywords: z.string().trim().max(1000, 'must be at most 1,000 characters'),
  tags: tagsInput,
  prompt: z.string().trim().min(1, 'must not be empty').max(2000, 'must be at most 2,000 characters'),
  correctionApproach: longTextOrNull,
  designPhilosophy: longTextOrNull,
  complexityLevel: z.number({ error: 'must be a whole number from 1 to 5' }).int('must be a whole number from 1 to 5').min(1, 'must be at least 1').max(5, 'must be at most 5'),
  perspective: perspectiveSchema,
  journeyStage: journeyStageSchema,
  sessionId: sessionIdSchema,
  generationParams: generationParamsInput,
};

export const imageEditSchema = z
  .object(imageFieldsInput)
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change: give at least one field' });
export type ImageEdit = z.infer<typeof imageEditSchema>;

/** A new image: what it is, how it was made and how it is rendered. */
export const catalogImageInputSchema = z
  .object({
    ...imageFieldsInput,
    description: imageFieldsInput.description.default(''),
    extendedDescription: imageFieldsInput.extendedDescription.default(''),
    rejectionReason: imageFieldsInput.rejectionReason.default(null),
    correctionApproach: imageFieldsInput.correctionApproach.default(null),
    designPhilosophy: imageFieldsInput.designPhilosophy.default(null),
    licensing: imageFieldsInput.licensing.default('Creative Commons CC0'),
    searchKeywords: imageFieldsInput.searchKeywords.default(''),
    tags: imageFieldsInput.tags.default([]),
  })
  .strict();
export type CatalogImageInput = z.output<typeof catalogImageInputSchema>;

export const rejectionReasonSchema = z
  .string({ error: 'rejectionReason must be a string' })
  .trim()
  .min(1, 'rejectionReason must not be empty')
  .max(500, 'rejectionReason must be at most 500 characters');

/** An optional filter that also takes 'all' or an empty value for "no filter" (and documents both). */
export const allOr = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional())
    .register(extraInputValues, { values: ['all', ''], description: "'all' or empty: no filter." });

export const imageFilterSchema = z
  .object({
    searchTerm: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    perspective: allOr(perspectiveSchema),
    learningStatus: allOr(learningStatusSchema),
    journeyStage: allOr(journeyStageSchema),
    sessionId: allOr(sessionIdSchema),
    archived: archivedFilterSchema,
    sort: imageSort.schema.default('journey'),
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
