/** The content's generated images: their responsive sources (./imageUrls.ts) and their sizes. */
import type { ImageId } from '../content/types.ts';
import { catalogImagePath, FULL_RESOLUTION_WIDTH, imageSources } from './imageUrls.ts';

/** Aspect ratio (width / height) each image was generated at; see seed/catalog.ts. */
const aspectRatios: Record<ImageId, readonly [number, number]> = {
  'img-founders-hero-geometric-lighthouse': [16, 9],
  'img-creators-hero-constellation-waves': [16, 9],
  'img-families-hero-garden-hearth': [16, 9],
  'img-products-header-punctuation-suite': [21, 9],
  'img-case-study-founders-bridge': [21, 9],
  'img-case-study-creators-amplifier': [21, 9],
  'img-case-study-families-legacy-tree': [21, 9],
};

export interface CatalogImageSource {
  readonly src: string;
  readonly srcSet: string;
  readonly width: number;
  readonly height: number;
}

export function catalogImageSource(id: ImageId): CatalogImageSource {
  const [w, h] = aspectRatios[id];
  const { src, srcSet } = imageSources(catalogImagePath(id));
  return { src, srcSet, width: FULL_RESOLUTION_WIDTH, height: Math.round((FULL_RESOLUTION_WIDTH * h) / w) };
}
