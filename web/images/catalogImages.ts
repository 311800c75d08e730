/**
 * Where the content's generated images are served and how big they are. The server renders each
 * catalog image as <id>.png (1600px on the long side) with <id>-480.webp and <id>-960.webp beside it.
 */
import type { ImageId } from '../content/types.ts';

const CATALOG_PATH = '/images/catalog';
const FULL_WIDTH = 1600;

/** Aspect ratio (width / height) each image was generated at; see prisma/seed/catalog.ts. */
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
  return {
    src: `${CATALOG_PATH}/${id}-960.webp`,
    srcSet: `${CATALOG_PATH}/${id}-480.webp 480w, ${CATALOG_PATH}/${id}-960.webp 960w, ${CATALOG_PATH}/${id}.png ${FULL_WIDTH}w`,
    width: FULL_WIDTH,
    height: Math.round((FULL_WIDTH * h) / w),
  };
}
