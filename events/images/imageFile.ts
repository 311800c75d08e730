import { createHash } from 'node:crypto';
import { imageFormatExtension, mediaPath, type ImageManifest } from '../../domain/imageFile.ts';
import { sameValue } from '../store/sameValue.ts';

/** What the generator renders an image from: a change of any of them is a new picture. */
export interface RenderInputs {
  prompt: string;
  perspective: string;
  /** As an event or a read-model row holds them; compared and hashed as JSON. Null: an uploaded image. */
  generationParams: unknown;
}

export const renderInputsOf = ({ prompt, perspective, generationParams }: RenderInputs): RenderInputs => ({ prompt, perspective, generationParams });

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
      : value;

export const sameRenderInputs = (a: RenderInputs, b: RenderInputs) => sameValue(renderInputsOf(a), renderInputsOf(b));

/** The key of a generated image's render inputs (its file's renderedFrom): equal inputs, equal key, whatever the key order. */
export const renderKeyOf = (inputs: RenderInputs): string => createHash('sha256').update(JSON.stringify(canonical(renderInputsOf(inputs)))).digest('hex');

/** Whether the image is made by the site's generator (an uploaded one has no generation parameters). */
export const isGenerated = (image: Pick<RenderInputs, 'generationParams'>) => image.generationParams !== null && image.generationParams !== undefined;

/** The name an image's file is downloaded under: the image's id and its format's extension. */
export const imageFileName = (imageId: string, manifest: ImageManifest) => `${imageId}.${imageFormatExtension[manifest.original.format]}`;

/** Where the image's full-resolution file is served: its processed original, by hash; before it has one, its catalog render. */
export const imageFilePath = (file: ImageManifest | null, filename: string) => (file ? mediaPath(file.original) : `/images/catalog/${filename}`);
