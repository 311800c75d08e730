/**
 * What a page needs to show an image responsively, as plain data a resolver can hand out (the web client
 * cannot import media/): each file with its URL, `srcset` strings per format, and a `<picture>` description.
 */
import type { ImageManifest } from '../domain/imageFile.ts';
import { contentTypeOf, defaultMediaUrl, type MediaUrl } from './mediaFiles.ts';
import { formatsFor, variantTable, type OutputFormat } from './variants.ts';

export interface ImageCandidate {
  format: OutputFormat;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  hash: string;
  url: string;
}

/** Every file of the image, the original included: formats best first (variants.ts), then by width. */
export function imageCandidates(manifest: ImageManifest, urlOf: MediaUrl = defaultMediaUrl): ImageCandidate[] {
  const order = formatsFor(manifest.hasAlpha);
  return [manifest.original, ...manifest.derivatives]
    .map((file) => ({ ...file, contentType: contentTypeOf(file.format), url: urlOf(file) }))
    .sort((a, b) => order.indexOf(a.format) - order.indexOf(b.format) || a.width - b.width);
}

/** The `srcset` of one format: '/media/<hash>.avif 480w, …'. Empty when the image has no file in it. */
export function srcsetFor(manifest: ImageManifest, format: OutputFormat, urlOf: MediaUrl = defaultMediaUrl): string {
  return imageCandidates(manifest, urlOf)
    .filter((candidate) => candidate.format === format)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ');
}

export interface SizesRule {
  /** Applies while the viewport is at most this wide; the last rule, without it, applies otherwise. */
  maxViewportPx?: number;
  /** The image's rendered width there: '100vw', '50vw', '320px', 'calc(100vw - 2rem)'. */
  size: string;
}

/** A `sizes` attribute from the page's layout: sizesFor([{ maxViewportPx: 640, size: '100vw' }, { size: '33vw' }]). */
export function sizesFor(rules: readonly SizesRule[]): string {
  return rules.map((rule) => (rule.maxViewportPx === undefined ? rule.size : `(max-width: ${rule.maxViewportPx}px) ${rule.size}`)).join(', ');
}

export interface PictureData {
  /** One `<source type srcset>` per modern format, best first. */
  sources: { type: string; srcset: string }[];
  /** The `<img>`: the fallback format, and the original's dimensions so the page reserves the space. */
  img: { src: string; srcset: string; sizes: string; width: number; height: number };
  /** ThumbHash (base64) and the dominant colour, to paint while the file loads. */
  placeholder: string;
  dominantColor: string;
}

/** A `<picture>` element's attributes for the image, laid out at `sizes`. */
export function pictureFor(manifest: ImageManifest, sizes: string, urlOf: MediaUrl = defaultMediaUrl): PictureData {
  const formats = formatsFor(manifest.hasAlpha);
  const fallback = formats[formats.length - 1]!;
  const fallbacks = imageCandidates(manifest, urlOf).filter((candidate) => candidate.format === fallback);
  // For a browser that ignores srcset: the largest table width, not a multi-megabyte original.
  const largestWidth = Math.max(...variantTable.widths);
  const src = fallbacks.filter((candidate) => candidate.width <= largestWidth).at(-1) ?? fallbacks[0]!;
  return {
    sources: formats.slice(0, -1).map((format) => ({ type: contentTypeOf(format), srcset: srcsetFor(manifest, format, urlOf) })),
    img: { src: src.url, srcset: srcsetFor(manifest, fallback, urlOf), sizes, width: manifest.original.width, height: manifest.original.height },
    placeholder: manifest.placeholder,
    dominantColor: manifest.dominantColor,
  };
}
