import type { App } from '../app.ts';
import { staticGallerySamples } from '../../web/content/staticGallery.ts';
import type { StaticGallerySample } from '../../web/content/staticGallery.ts';
import { galleryInputFor } from './gallerySamples.ts';
import { generationServiceFor } from './service.ts';

/** SPEC section 3, Static gallery item. */
export interface StaticGalleryItem {
  filename: string;
  url: string;
  /** When the image was generated (ISO time). */
  timestamp: string;
  prompt: string;
  perspective: StaticGallerySample['perspective'];
  parameters: StaticGallerySample['parameters'];
  description: string;
}

/** The three case-study samples of /image-gallery, rendered on first use and then served from the cache (pinned: never evicted). */
export async function staticGalleryItems(app: App): Promise<StaticGalleryItem[]> {
  const service = generationServiceFor(app);
  const metadata = { actor: 'system:gallery', requestId: 'static-gallery', time: new Date().toISOString() };
  const items: StaticGalleryItem[] = [];
  for (const sample of staticGallerySamples) {
    const result = await service.render(galleryInputFor(sample), metadata);
    items.push({
      filename: result.imageUrl.slice(result.imageUrl.lastIndexOf('/') + 1),
      url: result.imageUrl,
      timestamp: result.metadata.generatedAt,
      prompt: sample.prompt,
      perspective: sample.perspective,
      parameters: sample.parameters,
      description: sample.description,
    });
  }
  return items;
}
