import { performance } from 'node:perf_hooks';
import type { Sharp } from 'sharp';
import { defaultImageLimits, type ImageLimits } from './mediaSettings.ts';
import { inspectImage, type InspectedImage } from './inspectImage.ts';
import { sha256Hex } from './mediaFiles.ts';
import { isOpaque, summarise } from './placeholder.ts';
import { decodeUpload, rawInput, withoutAlpha, type RawPixels } from './rawPixels.ts';
import { planVariants, variantTable, type OutputFormat, type PlannedVariant } from './variants.ts';

/** One file the pipeline wrote: to be put in the blob store under its hash. */
export interface EncodedFile {
  format: OutputFormat;
  width: number;
  height: number;
  contentType: string;
  /** SHA-256 of `data`, hex: the blob's address. */
  hash: string;
  bytes: number;
  data: Buffer;
  encodeMs: number;
}

export interface ProcessedImage {
  /** The upload as its header described it (format, oriented dimensions, bytes). */
  source: InspectedImage;
  /** The stored original: re-encoded without metadata, long side capped (variants.ts). */
  original: EncodedFile;
  /** Every other width and format of variants.ts, smallest first. */
  derivatives: EncodedFile[];
  hasAlpha: boolean;
  /** ThumbHash, base64 (placeholder.ts). */
  placeholder: string;
  /** '#rrggbb' */
  dominantColor: string;
  timings: { decodeMs: number; analyseMs: number; totalMs: number };
}

export interface ProcessOptions {
  limits?: ImageLimits;
  /**
   * Files encoded at once for this image. 1 keeps one upload on about one core, so the server's other
   * work is not starved; more finishes one upload sooner (processingQueue.ts bounds how many run).
   */
  parallelEncodes?: number;
}

const encoders: Record<OutputFormat, (pipeline: Sharp, settings: object) => Sharp> = {
  avif: (pipeline, settings) => pipeline.avif(settings),
  webp: (pipeline, settings) => pipeline.webp(settings),
  jpeg: (pipeline, settings) => pipeline.jpeg(settings),
  png: (pipeline, settings) => pipeline.png(settings),
};

async function encode(pixels: RawPixels, variant: PlannedVariant): Promise<EncodedFile> {
  const started = performance.now();
  const spec = variantTable.formats[variant.format];
  const settings = variant.isOriginal ? { ...spec.encoder, ...variantTable.originalEncoder[variant.format] } : spec.encoder;
  const resized = variant.width < pixels.width ? rawInput(pixels).resize({ width: variant.width }) : rawInput(pixels);
  const { data, info } = await encoders[variant.format](resized, settings).toBuffer({ resolveWithObject: true });
  return {
    format: variant.format,
    width: info.width,
    height: info.height,
    contentType: spec.contentType,
    hash: sha256Hex(data),
    bytes: data.length,
    data,
    encodeMs: performance.now() - started,
  };
}

/** Runs fn over items, at most `limit` at once, keeping the items' order in the result. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * The whole pipeline for one upload: inspect the bytes (format, limits, bomb), decode once, then encode
 * the original and every variant of variants.ts from the same pixels, and compute the placeholder and
 * dominant colour. Nothing a camera wrote (EXIF, GPS, XMP, IPTC, a non-sRGB profile) is in any output.
 * Throws ImageRejectedError for input the uploader must fix; anything else is an internal error.
 */
export async function processImage(bytes: Uint8Array, options: ProcessOptions = {}): Promise<ProcessedImage> {
  const started = performance.now();
  const limits = options.limits ?? defaultImageLimits;
  const source = await inspectImage(bytes, limits);
  const decoded = await decodeUpload(bytes, source, limits);
  const decodeMs = performance.now() - started;

  const hasAlpha = !isOpaque(decoded);
  const pixels = hasAlpha ? decoded : await withoutAlpha(decoded);
  const { placeholder, dominantColor } = await summarise(pixels);
  const analyseMs = performance.now() - started - decodeMs;

  const plan = planVariants(pixels.width, hasAlpha);
  const files = await mapLimited(plan, options.parallelEncodes ?? 1, (variant) => encode(pixels, variant));
  const originalIndex = plan.findIndex((variant) => variant.isOriginal);
  return {
    source,
    original: files[originalIndex]!,
    derivatives: files.filter((_, index) => index !== originalIndex),
    hasAlpha,
    placeholder,
    dominantColor,
    timings: { decodeMs, analyseMs, totalMs: performance.now() - started },
  };
}
