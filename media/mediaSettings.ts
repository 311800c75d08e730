/** The settings of image processing, validated here and passed in by the server's config (which reads the environment). */
import sharp from 'sharp';
import { z } from 'zod';

const MB = 1024 * 1024;

/** What one upload may be. */
export const imageLimitsSchema = z.object({
  /** Bytes of the uploaded file. */
  maxBytes: z.number().int().positive().default(30 * MB),
  /** Width × height as the file declares it, checked from its header before anything is decoded. */
  maxPixels: z.number().int().positive().default(50_000_000),
  /** A backstop for an input that is slow to decode; sharp stops the pipeline after this. */
  timeoutSeconds: z.number().int().positive().default(60),
});

export type ImageLimits = z.infer<typeof imageLimitsSchema>;

export const defaultImageLimits: ImageLimits = imageLimitsSchema.parse({});

/** '30 MB', '1.4 MB', '96 KB': for messages. */
export const sizeText = (bytes: number) => (bytes < MB ? `${Math.ceil(bytes / 1024)} KB` : `${Number((bytes / MB).toFixed(1))} MB`);

export const sharpSettingsSchema = z.object({
  /**
   * libvips threads per image. 1 on this 2-core machine: with ProcessingQueue running one image at a
   * time, an upload takes about one core and the other stays free for requests.
   */
  threads: z.number().int().min(1).max(64).default(1),
  /**
   * libvips' operation cache, MB. 0: every upload is a new image, so the cache never hits, and its
   * default (50 MB) is held for nothing.
   */
  cacheMb: z.number().int().min(0).default(0),
});

export type SharpSettings = z.infer<typeof sharpSettingsSchema>;

/** Applies the settings to sharp (process-wide, so the server calls it once at start) and says what is in force. */
export function configureSharp(settings: Partial<SharpSettings> = {}): SharpSettings {
  const { threads, cacheMb } = sharpSettingsSchema.parse(settings);
  sharp.concurrency(threads);
  sharp.cache(cacheMb === 0 ? false : { memory: cacheMb, files: 0, items: 100 });
  return { threads: sharp.concurrency(), cacheMb };
}
