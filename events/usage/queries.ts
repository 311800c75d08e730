import type { CatalogView } from '../readModels/catalogView.ts';

export interface PageUsage {
  page: string;
  /** Distinct catalog images the page shows. */
  count: number;
}

export interface UsageStats {
  totalImages: number;
  imagesInUse: number;
  unusedImages: number;
  usageByPage: PageUsage[];
}

/** From the read models (creative_images, usage_locations), which the last scan event filled. */
export function usageStats(catalog: CatalogView): UsageStats {
  const inUse = new Set<string>();
  const byPage = new Map<string, Set<string>>();
  for (const location of catalog.usageRows) {
    if (catalog.imageById.has(location.imageId)) inUse.add(location.imageId);
    byPage.set(location.page, (byPage.get(location.page) ?? new Set()).add(location.imageId));
  }
  const totalImages = catalog.imageById.size;
  return {
    totalImages,
    imagesInUse: inUse.size,
    unusedImages: totalImages - inUse.size,
    usageByPage: [...byPage]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([page, images]) => ({ page, count: images.size })),
  };
}

export const catalogImageIds = (catalog: CatalogView): Set<string> => new Set(catalog.imageById.keys());
