import type { CreativeImage, UsageLocation } from '../../prisma/generated/client/client.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../domain/vocabulary.ts';
import type { CatalogView } from '../readModels/catalogView.ts';
import { lowerForSearch, searchTextsOf } from '../readModels/catalogView.ts';

export interface ImageListFilter {
  searchTerm?: string;
  perspective?: Perspective;
  learningStatus?: LearningStatus;
  journeyStage?: JourneyStage;
  offset: number;
  limit: number;
}

export interface ImagePage {
  items: CreativeImage[];
  total: number;
}

export type ImageWithUsage = CreativeImage & { usageLocations: UsageLocation[] };

export const findImage = (catalog: CatalogView, id: string): CreativeImage | null => catalog.imageById.get(id) ?? null;

/** The images that exist of these ids, by id. */
export const findImages = (catalog: CatalogView, ids: readonly string[]): CreativeImage[] =>
  [...new Set(ids)]
    .sort()
    .map((id) => catalog.imageById.get(id))
    .filter((image): image is CreativeImage => image !== undefined);

/** Images with the places the website shows them. */
export const withUsage = (catalog: CatalogView, image: CreativeImage): ImageWithUsage => ({
  ...image,
  usageLocations: catalog.usageByImage.get(image.id) ?? [],
});

/**
 * A page of images in the order of their sessions' dates (then id), and how many match in all. A
 * search term matches as the SQL's `ILIKE '%term%'` did: a case-insensitive substring of the title,
 * description, extended description, prompt, search keywords or the tags' JSON text.
 */
export function listImages(catalog: CatalogView, filter: ImageListFilter): ImagePage {
  const term = filter.searchTerm ? lowerForSearch(filter.searchTerm) : undefined;
  const matches = catalog.imagesInOrder.filter(
    (image) =>
      (!filter.perspective || image.perspective === filter.perspective) &&
      (!filter.learningStatus || image.learningStatus === filter.learningStatus) &&
      (!filter.journeyStage || image.journeyStage === filter.journeyStage) &&
      (term === undefined || searchTextsOf(image).some((text) => text.includes(term))),
  );
  return { items: matches.slice(filter.offset, filter.offset + filter.limit), total: matches.length };
}
