/**
 * What the log records of an image's files: every file by its hash and size, never the bytes (those are
 * blobs, media/), plus what a page needs to lay the image out before any file arrives.
 */
import { z } from 'zod';
import { vocabulary } from './vocabulary.ts';

/** The formats an image is accepted in and served in. */
export const imageFormat = vocabulary('ImageFormat', { avif: 'AVIF', webp: 'WebP', jpeg: 'JPEG', png: 'PNG' });
export type ImageFormat = (typeof imageFormat.values)[number];

/** The extension a file of each format is served and downloaded under. */
export const imageFormatExtension: Readonly<Record<ImageFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export const imageFileSchema = z.object({
  format: imageFormat.schema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  /** SHA-256 of the file's bytes, lowercase hex: the blob's address. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});

export const imageManifestSchema = z.object({
  /** The format the file arrived in (a generated image: png). */
  sourceFormat: imageFormat.schema,
  /** The stored original, served for "Download full resolution". Its width and height are the image's. */
  original: imageFileSchema,
  derivatives: z.array(imageFileSchema),
  hasAlpha: z.boolean(),
  /** ThumbHash, base64. */
  placeholder: z.string().min(1).max(100),
  dominantColor: z.string().regex(/^#[0-9a-f]{6}$/),
  /** A generated image's: the key of the render inputs it was rendered from (absent for an upload). */
  renderedFrom: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});

export type ImageFile = z.infer<typeof imageFileSchema>;
export type ImageManifest = z.infer<typeof imageManifestSchema>;

/** Where a file is served: by its hash, so its URL never changes meaning and caches keep it for good. */
export const mediaPath = (file: Pick<ImageFile, 'hash' | 'format'>): string => `/media/${file.hash}.${imageFormatExtension[file.format]}`;

/** Every blob an image's files live in: what garbage collection keeps while an event names them. */
export const blobHashesOf = (manifest: ImageManifest): string[] => [manifest.original.hash, ...manifest.derivatives.map((file) => file.hash)];

/** Whether one of the manifest's files lives in this blob (asked for every GET /media, so nothing is built). */
export const namesBlob = (manifest: ImageManifest, hash: string): boolean =>
  manifest.original.hash === hash || manifest.derivatives.some((file) => file.hash === hash);
