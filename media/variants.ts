/**
 * The one table of what is made from an uploaded image (as Payload's `imageSizes`/`formatOptions`):
 * the pipeline (processImage.ts), the served file names (mediaFiles.ts) and the srcset builder
 * (srcset.ts) all read it.
 */

import type { ImageFormat } from '../domain/imageFile.ts';

/** Formats the pipeline writes. */
export type OutputFormat = ImageFormat;

export interface FormatSpec {
  contentType: string;
  /** Encoder settings passed to sharp as they are. */
  encoder: Record<string, number | boolean | string>;
}

export const variantTable = {
  /** The stored original: re-encoded without metadata, its long side at most this. */
  originalMaxLongSide: 2560,
  /** Responsive widths (CSS `w` descriptors); only widths below the original's are made. */
  widths: [480, 960, 1600],
  /** Every width, the original's included, in these formats, best first... */
  modernFormats: ['avif', 'webp'] as const satisfies readonly OutputFormat[],
  /** ...plus one a browser without them shows; the original is stored in it too. */
  fallback: { opaque: 'jpeg', alpha: 'png' } as const satisfies Record<string, OutputFormat>,
  formats: {
    // Measured here on a photo-like image, one libvips thread: AVIF effort 1 doubles the time of effort 0
    // and effort 3 takes 4.5 times as long for about a quarter fewer bytes; WebP's default effort 4 takes
    // 3.5 times as long as 2 for 4 % fewer bytes. An upload must be served within seconds.
    avif: { contentType: 'image/avif', encoder: { quality: 50, effort: 0, chromaSubsampling: '4:2:0' } },
    webp: { contentType: 'image/webp', encoder: { quality: 75, effort: 2 } },
    // Plain libjpeg: mozjpeg saves 13-25 % but takes ten times as long, for the few browsers that take
    // neither AVIF nor WebP.
    jpeg: { contentType: 'image/jpeg', encoder: { quality: 80, progressive: true } },
    png: { contentType: 'image/png', encoder: { compressionLevel: 6, adaptiveFiltering: false } },
  } satisfies Record<OutputFormat, FormatSpec>,
  /** The original is what "Download full resolution" serves, so a lossy one keeps more quality. */
  originalEncoder: { jpeg: { quality: 90 } } as Partial<Record<OutputFormat, FormatSpec['encoder']>>,
  /** The placeholder is computed from an image at most this large (thumbhash takes up to 100×100). */
  placeholderMaxSide: 100,
} as const;

export const outputFormats = Object.keys(variantTable.formats) as OutputFormat[];

export const fallbackFormat = (hasAlpha: boolean): OutputFormat => (hasAlpha ? variantTable.fallback.alpha : variantTable.fallback.opaque);

/** The formats an image is offered in, best first; the last is the fallback. */
export const formatsFor = (hasAlpha: boolean): OutputFormat[] => [...variantTable.modernFormats, fallbackFormat(hasAlpha)];

/** The stored original's size: the image as oriented, its long side capped, never enlarged. */
export function originalSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, variantTable.originalMaxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface PlannedVariant {
  format: OutputFormat;
  width: number;
  /** The original itself (stored once: the fallback at the original's width is the original). */
  isOriginal: boolean;
}

/**
 * Every file made for an image whose stored original is `width` wide: each table width below it and the
 * original's own width, in each format of formatsFor().
 */
export function planVariants(width: number, hasAlpha: boolean): PlannedVariant[] {
  const widths = [...variantTable.widths.filter((candidate) => candidate < width), width];
  const fallback = fallbackFormat(hasAlpha);
  return widths.flatMap((candidate) =>
    formatsFor(hasAlpha).map((format) => ({ format, width: candidate, isOriginal: candidate === width && format === fallback })),
  );
}
