import { z } from 'zod';
import { generationParamsSchema } from '../../domain/generationParams.ts';
import { editableImageField, imageFieldEntries, imageFields, storedShape, type EditableImageField } from '../../domain/imageFields.ts';
import { defineEvent, upcaster } from '../store/eventType.ts';

export const imageStream = (imageId: string) => `image:${imageId}`;

/** Every field of the table, as the log stores a new image (plus its id and where its file is served). */
export const catalogImageSchema = z.object({
  id: z.string().min(1).max(120),
  ...storedShape(imageFieldEntries.map(([name]) => name)),
  filePath: z.string().startsWith('/'),
});

/**
 * The fields an edit may change, each optional; one event carries one edit of one or more fields. The
 * file (and its name) is not entered: it follows the render inputs, an upload or an undo.
 */
export const editableImageFieldsSchema = z.object(storedShape(editableImageField.values));
export type EditableImageFields = z.infer<typeof editableImageFieldsSchema>;
export const editableImageFields: readonly EditableImageField[] = editableImageField.values;

/** Version 1, before the site kept image files as blobs: every image was generated, its PNG rendered where each server was. */
const catalogedBeforeFiles = upcaster(
  catalogImageSchema.omit({ file: true }).extend({ generationParams: generationParamsSchema, filename: imageFields.filename.stored }),
  (v1) => ({ ...v1, file: null }),
);

export const ImageCatalogued = defineEvent('ImageCatalogued', catalogImageSchema, { version: 2, upcasters: { 1: catalogedBeforeFiles } });

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
