import { z } from 'zod';
import { editableImageField, type EditableImageField } from '../../domain/vocabulary.ts';
import { defineEvent } from '../eventType.ts';
import {
  generationParamsSchema,
  journeyStageSchema,
  learningStatusSchema,
  perspectiveSchema,
  tagsSchema,
} from '../fields.ts';

export const imageStream = (imageId: string) => `image:${imageId}`;

export const catalogImageSchema = z.object({
  id: z.string().min(1).max(120),
  sessionId: z.string().min(1).max(120),
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  extendedDescription: z.string().max(5000),
  filename: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.png$/),
  filePath: z.string().startsWith('/'),
  prompt: z.string().min(1).max(2000),
  perspective: perspectiveSchema,
  learningStatus: learningStatusSchema,
  journeyStage: journeyStageSchema,
  rejectionReason: z.string().max(500).nullable(),
  correctionApproach: z.string().max(2000).nullable(),
  designPhilosophy: z.string().max(2000).nullable(),
  complexityLevel: z.number().int().min(1).max(5),
  licensing: z.string().min(1).max(500),
  tags: tagsSchema,
  searchKeywords: z.string().max(1000),
  generationParams: generationParamsSchema,
});

/**
 * The fields an edit may change, each optional; one event carries one edit of one or more fields. The
 * file (filename, filePath) is not chosen by the administrator: it follows the render inputs.
 */
export const editableImageFieldsSchema = z.object({
  title: catalogImageSchema.shape.title,
  description: catalogImageSchema.shape.description,
  extendedDescription: catalogImageSchema.shape.extendedDescription,
  learningStatus: learningStatusSchema,
  rejectionReason: catalogImageSchema.shape.rejectionReason,
  licensing: catalogImageSchema.shape.licensing,
  searchKeywords: catalogImageSchema.shape.searchKeywords,
  tags: tagsSchema,
  prompt: catalogImageSchema.shape.prompt,
  correctionApproach: catalogImageSchema.shape.correctionApproach,
  designPhilosophy: catalogImageSchema.shape.designPhilosophy,
  complexityLevel: catalogImageSchema.shape.complexityLevel,
  perspective: perspectiveSchema,
  journeyStage: journeyStageSchema,
  sessionId: catalogImageSchema.shape.sessionId,
  generationParams: generationParamsSchema,
  filename: catalogImageSchema.shape.filename,
} satisfies Record<EditableImageField, z.ZodType>);
export type EditableImageFields = z.infer<typeof editableImageFieldsSchema>;
export const editableImageFields = editableImageField.values;

export const ImageCatalogued = defineEvent('ImageCatalogued', catalogImageSchema);

export const ImageDetailsEdited = defineEvent(
  'ImageDetailsEdited',
  z.object({
    imageId: z.string().min(1),
    changes: editableImageFieldsSchema.partial(),
    previous: editableImageFieldsSchema.partial(),
    /** Set when this edit undoes an earlier one (its global position, as a string). */
    undoes: z.string().regex(/^\d+$/).optional(),
  }),
);

/** An archived image leaves every public list, count and page; administrators still see it. */
export const ImageArchived = defineEvent('ImageArchived', z.object({ imageId: z.string().min(1) }));
export const ImageRestored = defineEvent('ImageRestored', z.object({ imageId: z.string().min(1) }));

export const ImageDownloaded = defineEvent('ImageDownloaded', z.object({ imageId: z.string().min(1) }));

/** Downloads live in their own stream so that they never make an administrator's edit look stale. */
export const imageDownloadsStream = (imageId: string) => `image-downloads:${imageId}`;
