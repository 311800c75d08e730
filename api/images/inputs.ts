import { z } from 'zod';
import { atMost, enteredImageFields, imageFields, creativeSessionIdSchema, type ImageFieldName } from '../../domain/imageFields.ts';
import { archivedFilter, imageSort, journeyStage, learningStatus, perspective } from '../../domain/vocabulary.ts';
import { extraInputValues } from '../http/openapi/inputValues.ts';

/** The archive state lists and counts are of; anything but active needs an administrator. */
export const archivedFilterSchema = archivedFilter.schema.default('active');

/** Every field an administrator enters, as the field table validates it. */
const imageFieldsInput = Object.fromEntries(enteredImageFields.map(([name, definition]) => [name, definition.input!])) as {
  [K in EnteredImageField]: NonNullable<(typeof imageFields)[K]['input']>;
};
type EnteredImageField = Exclude<ImageFieldName, 'file' | 'filename'>;

export const imageEditSchema = z
  .object(imageFieldsInput)
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change: give at least one field' });
export type ImageEdit = z.infer<typeof imageEditSchema>;

/** A new image: what it is, how it was made and how it is rendered; a field with a default may be left out. */
export const catalogImageInputSchema = z
  .object(
    Object.fromEntries(
      enteredImageFields.map(([name, definition]) => [name, definition.default ? definition.input!.default(definition.default.value) : definition.input!]),
    ) as typeof imageFieldsInput,
  )
  .strict();
export type CatalogImageInput = z.output<typeof catalogImageInputSchema>;

/** A new image from an uploaded file: the same fields, but no generation parameters (an outside tool made it). */
export const uploadedImageInputSchema = catalogImageInputSchema.omit({ generationParams: true });


export const rejectionReasonSchema = z
  .string({ error: 'rejectionReason must be a string' })
  .trim()
  .min(1, 'rejectionReason must not be empty')
  .max(imageFields.rejectionReason.maxLength!, `rejectionReason ${atMost(imageFields.rejectionReason.maxLength!)}`);

/** An optional filter that also takes 'all' or an empty value for "no filter" (and documents both). */
export const allOr = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === 'all' || value === '' ? undefined : value), schema.optional())
    .register(extraInputValues, { values: ['all', ''], description: "'all' or empty: no filter." });

export const imageFilterSchema = z
  .object({
    searchTerm: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    perspective: allOr(perspective.schema),
    learningStatus: allOr(learningStatus.schema),
    journeyStage: allOr(journeyStage.schema),
    sessionId: allOr(creativeSessionIdSchema),
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

/** A position in the log (an event's global position): PostgreSQL's bigint holds it. */
export const positionSchema = z.coerce
  .bigint({ error: 'must be a whole number' })
  .min(1n, 'must be at least 1')
  .max(2n ** 63n - 1n, 'is too large');

/** A page of the history counts edits, not entries, so an edit's fields are never split across pages. */
export const historyPageSchema = z.object({
  before: positionSchema.optional(),
  limit: z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1,000').default(100),
});
export type ImageHistoryPage = z.input<typeof historyPageSchema>;

const uploadedFile = z.string().describe('The image file (binary).').meta({ format: 'binary' });

/** A multipart upload as the OpenAPI document describes it: the file, and the catalog fields as parts. */
export const imageUploadFormSchema = uploadedImageInputSchema.extend({
  file: uploadedFile,
  tags: z.string().optional().describe('JSON text of an array of tags, e.g. ["lighthouse","dawn"].'),
});

export const imageFileReplacementSchema = z.object({ file: uploadedFile, expectedVersion: expectedVersionSchema });
