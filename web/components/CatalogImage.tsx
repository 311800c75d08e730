import type { ImageRef } from '../content/types.ts';
import { catalogImageSource } from '../images/catalogImages.ts';

export interface CatalogImageProps {
  readonly image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  readonly sizes: string;
  /** Above the fold: load at once with high priority. Otherwise it loads lazily. */
  readonly priority?: boolean;
}

/** A generated brand image with explicit dimensions (no layout shift) and responsive sources. */
export function CatalogImage({ image, sizes, priority = false }: CatalogImageProps) {
  const source = catalogImageSource(image.imageId);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
