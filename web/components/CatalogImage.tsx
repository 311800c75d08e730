import type { ImageRef } from '../content/types.ts';
import { catalogPictures } from '../generated/catalogPictures.ts';
import { CatalogPicture } from './images/CatalogPicture.tsx';

export interface CatalogImageProps {
  readonly image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  readonly sizes: string;
  /** Above the fold: load at once with high priority. Otherwise it loads lazily. */
  readonly priority?: boolean;
}

/**
 * A content page's brand image from the seed catalog, through <picture> with the files the server
 * serves by hash (web/generated/catalogPictures.ts, made from seed/catalogFiles.json).
 */
export function CatalogImage({ image, sizes, priority = false }: CatalogImageProps) {
  return <CatalogPicture file={catalogPictures[image.imageId]} alt={image.alt} sizes={sizes} priority={priority} />;
}
