import type { CreativeImage, UsageLocation } from '../../prisma/generated/client/client.ts';
import {
  journeyStage,
  learningStatus,
  perspective,
  type ArchivedFilter,
  type ImageSort,
  type JourneyStage,
  type LearningStatus,
  type Perspective,
} from '../../domain/vocabulary.ts';
import type { CatalogView } from '../readModels/catalogView.ts';
import { lowerForSearch, searchTextsOf } from '../readModels/catalogView.ts';

export interface ImageListFilter {
  searchTerm?: string;
  perspective?: Perspective;
  learningStatus?: LearningStatus;
  journeyStage?: JourneyStage;
  sessionId?: string;
  archived?: ArchivedFilter;
  sort?: ImageSort;
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

const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Each order breaks its ties by the journey order the list starts in (Array.prototype.sort is stable). */
const comparators: Record<Exclude<ImageSort, 'journey'>, (a: CreativeImage, b: CreativeImage) => number> = {
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  oldest: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  most_downloaded: (a, b) => b.downloadCount - a.downloadCount,
  title: (a, b) => titleOrder.compare(a.title, b.title),
  complexity: (a, b) => a.complexityLevel - b.complexityLevel,
};

const inArchiveState = (image: CreativeImage, archived: ArchivedFilter) =>
  archived === 'all' || (archived === 'archived') === (image.archivedAt !== null);

/**
 * A page of images and how many match in all, in the journey order (sessions' dates, then id) or the
 * given sort. A search term matches as the SQL's `ILIKE '%term%'` did: a case-insensitive substring of
 * the title, description, extended description, prompt, search keywords or the tags' JSON text.
 */
export function listImages(catalog: CatalogView, filter: ImageListFilter): ImagePage {
  const term = filter.searchTerm ? lowerForSearch(filter.searchTerm) : undefined;
  const archived = filter.archived ?? 'active';
  const matches = catalog.imagesInOrder.filter(
    (image) =>
      inArchiveState(image, archived) &&
      (!filter.perspective || image.perspective === filter.perspective) &&
      (!filter.learningStatus || image.learningStatus === filter.learningStatus) &&
      (!filter.journeyStage || image.journeyStage === filter.journeyStage) &&
      (!filter.sessionId || image.sessionId === filter.sessionId) &&
      (term === undefined || searchTextsOf(image).some((text) => text.includes(term))),
  );
  if (filter.sort && filter.sort !== 'journey') matches.sort(comparators[filter.sort]);
  return { items: matches.slice(filter.offset, filter.offset + filter.limit), total: matches.length };
}

export interface ValueCount {
  value: string;
  count: number;
}

export interface ImageCounts {
  total: number;
  archived: number;
  byLearningStatus: ValueCount[];
  byPerspective: ValueCount[];
  byJourneyStage: ValueCount[];
}

const countBy = (images: readonly CreativeImage[], key: (image: CreativeImage) => string, values: readonly string[]): ValueCount[] =>
  values.map((value) => ({ value, count: images.filter((image) => key(image) === value).length }));

/** How many images there are in an archive state, in all and by status, perspective and stage. */
export function imageCounts(catalog: CatalogView, archived: ArchivedFilter): ImageCounts {
  const images = catalog.imagesInOrder.filter((image) => inArchiveState(image, archived));
  return {
    total: images.length,
    archived: catalog.imagesInOrder.filter((image) => image.archivedAt !== null).length,
    byLearningStatus: countBy(images, (image) => image.learningStatus, learningStatus.values),
    byPerspective: countBy(images, (image) => image.perspective, perspective.values),
    byJourneyStage: countBy(images, (image) => image.journeyStage, journeyStage.values),
  };
}
