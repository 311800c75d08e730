/**
 * The client build's list of where the website shows catalog images: written by
 * build/imageReferencesPlugin.ts into the client build, read by the usage scan.
 */
import { z } from 'zod';

export const IMAGE_REFERENCES_FILE = 'image-references.json';

export const imageReferenceSchema = z.object({
  imageId: z.string().min(1),
  /** The route that shows the image, e.g. '/chb-case-study'. */
  page: z.string().min(1),
  /** Where on the page: the content's object path without perspective keys, then the perspective, e.g. 'hero.startup_founders'. */
  section: z.string().min(1),
});

export const imageReferencesSchema = z.object({
  references: z.array(imageReferenceSchema),
  /** Images the client's content shows with no known route: where in the content they sit. */
  unplaced: z.array(z.object({ imageId: z.string().min(1), path: z.string() })),
});

export type ImageReference = z.infer<typeof imageReferenceSchema>;
export type ImageReferences = z.infer<typeof imageReferencesSchema>;
