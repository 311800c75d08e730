/**
 * Every image URL the client uses. The server keeps each image as a full-resolution <name>.png
 * (1600px on the long side) with <name>-480.webp and <name>-960.webp beside it; content images live
 * under /images/catalog/<id>.png, journey images at the filePath the API reports.
 */
import type { ImageId } from '../content/types.ts';

const CATALOG_PATH = '/images/catalog';

export interface ImageSources {
  /** The 960px WebP: the default `src` of a responsive image. */
  readonly src: string;
  readonly srcSet: string;
  /** The 480px WebP, for small thumbnails. */
  readonly thumbnail: string;
  /** The full-resolution PNG. */
  readonly full: string;
  /** The PNG served as an attachment, so the browser saves it under its own name. */
  readonly download: string;
}

export const FULL_RESOLUTION_WIDTH = 1600;

export function imageSources(filePath: string): ImageSources {
  const base = filePath.replace(/\.png$/i, '');
  return {
    src: `${base}-960.webp`,
    srcSet: `${base}-480.webp 480w, ${base}-960.webp 960w, ${filePath} ${FULL_RESOLUTION_WIDTH}w`,
    thumbnail: `${base}-480.webp`,
    full: filePath,
    download: `${filePath}?download=1`,
  };
}

export function catalogImagePath(id: ImageId): string {
  return `${CATALOG_PATH}/${id}.png`;
}
