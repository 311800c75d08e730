import { galleryInputFor, staticGallerySamples, type StaticGallerySample } from './gallerySamples.ts';
import type { GenerationService } from './service.ts';

/** One card of the Generated Images Gallery, as the API returns it. */
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
export async function staticGalleryItems(service: GenerationService): Promise<StaticGalleryItem[]> {
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
