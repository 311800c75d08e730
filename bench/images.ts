import { renderCatalogImage } from '../api/media/catalogRender.ts';
import { catalogImages } from '../seed/catalog.ts';
import { median } from './support.ts';

export interface CatalogRenderFigures {
  images: number;
  seconds: number;
  p50PerImageMs: number;
}

/** The whole seed catalog through the generator and the image pipeline (every width and format), one image at a time. */
export async function benchCatalogRender(): Promise<CatalogRenderFigures> {
  const started = performance.now();
  const perImage: number[] = [];
  for (const image of catalogImages) {
    const began = performance.now();
    await renderCatalogImage(image);
    perImage.push(performance.now() - began);
  }
  return { images: catalogImages.length, seconds: (performance.now() - started) / 1000, p50PerImageMs: median(perImage) };
}
