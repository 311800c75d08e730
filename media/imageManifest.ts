import { z } from 'zod';
import type { ProcessedImage } from './processImage.ts';
import { acceptedFormats } from './sniffFormat.ts';
import { outputFormats } from './variants.ts';

export const imageFileSchema = z.object({
  format: z.enum(outputFormats),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * What an upload's event records: every file by its hash and size, never the bytes (they are blobs),
 * plus what a page needs to lay the image out before any file arrives.
 */
export const imageManifestSchema = z.object({
  sourceFormat: z.enum(acceptedFormats),
  /** The stored original, served for "Download full resolution". Its width and height are the image's. */
  original: imageFileSchema,
  derivatives: z.array(imageFileSchema),
  hasAlpha: z.boolean(),
  /** ThumbHash, base64. */
  placeholder: z.string().min(1).max(100),
  dominantColor: z.string().regex(/^#[0-9a-f]{6}$/),
});

export type ImageFile = z.infer<typeof imageFileSchema>;
export type ImageManifest = z.infer<typeof imageManifestSchema>;

const fileOf = ({ format, width, height, bytes, hash }: ImageFile): ImageFile => ({ format, width, height, bytes, hash });

export function manifestOf(image: ProcessedImage): ImageManifest {
  return {
    sourceFormat: image.source.format,
    original: fileOf(image.original),
    derivatives: image.derivatives.map(fileOf),
    hasAlpha: image.hasAlpha,
    placeholder: image.placeholder,
    dominantColor: image.dominantColor,
  };
}

/** Every blob an image's files live in: what garbage collection must keep while an event names the image. */
export const blobHashesOf = (manifest: ImageManifest): string[] => [manifest.original.hash, ...manifest.derivatives.map((file) => file.hash)];
