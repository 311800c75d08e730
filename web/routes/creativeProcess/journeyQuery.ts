/**
 * The journey page's state as it lives in the URL query string, so a view can be shared, reloaded
 * and walked with Back: tab, layout, search, sort, filters, gallery page, the comparison and the open image.
 */
import { GALLERY_MAX_OFFSET, GALLERY_PAGE_SIZE, GALLERY_SEARCH_MAX_LENGTH, MAX_COMPARED, MAX_PAGE_BUTTONS } from '../../content/creativeJourney.ts';
import {
  journeyStageValues,
  learningStatusValues,
  perspectiveValues,
  imageSortValues,
  type ImageSort,
  type JourneyStage,
  type LearningStatus,
  type Perspective,
} from '../../generated/vocabulary.ts';

export type JourneyTab = 'story' | 'gallery' | 'filter' | 'compare';
export type GalleryLayout = 'grid' | 'list';
/** The Gallery's order, as the URL spells it; the GraphQL ImageSort value is its upper case. */
export type GallerySort = Lowercase<ImageSort>;
export type CompareMode = 'session' | 'perspective' | 'quality' | 'selected';

export const journeyTabs: readonly JourneyTab[] = ['story', 'gallery', 'filter', 'compare'];
export const gallerySorts: readonly GallerySort[] = imageSortValues.map((sort) => sort.toLowerCase() as GallerySort);
export const compareModes: readonly CompareMode[] = ['session', 'perspective', 'quality', 'selected'];

export interface JourneyFilters {
  readonly journeyStage: JourneyStage | 'all';
  readonly perspective: Perspective | 'all';
  readonly learningStatus: LearningStatus | 'all';
}

export interface JourneyQuery extends JourneyFilters {
  readonly tab: JourneyTab;
  readonly layout: GalleryLayout;
  readonly search: string;
  readonly sort: GallerySort;
  readonly page: number;
  readonly compareMode: CompareMode;
  /** The images compared side by side, in the order they were chosen; at most MAX_COMPARED. */
  readonly compare: readonly string[];
  readonly image: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function parseJourneyQuery(params: URLSearchParams): JourneyQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    tab: oneOf(journeyTabs, params.get('tab')) ?? 'story',
    layout: params.get('layout') === 'list' ? 'list' : 'grid',
    search: (params.get('q') ?? '').slice(0, GALLERY_SEARCH_MAX_LENGTH),
    sort: oneOf(gallerySorts, params.get('sort')) ?? 'journey',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    compareMode: oneOf(compareModes, params.get('mode')) ?? 'session',
    compare: parseCompared(params.get('compare')),
    journeyStage: oneOf(journeyStageValues, params.get('stage')) ?? 'all',
    perspective: oneOf(perspectiveValues, params.get('perspective')) ?? 'all',
    learningStatus: oneOf(learningStatusValues, params.get('status')) ?? 'all',
    image: params.get('image') || null,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function journeyQueryString(query: JourneyQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== 'story') params.set('tab', query.tab);
  if (query.layout !== 'grid') params.set('layout', query.layout);
  if (query.search) params.set('q', query.search);
  if (query.sort !== 'journey') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.journeyStage !== 'all') params.set('stage', query.journeyStage);
  if (query.perspective !== 'all') params.set('perspective', query.perspective);
  if (query.learningStatus !== 'all') params.set('status', query.learningStatus);
  if (query.compareMode !== 'session') params.set('mode', query.compareMode);
  if (query.compare.length > 0) params.set('compare', query.compare.join(','));
  if (query.image) params.set('image', query.image);
  // Commas separate the compared ids: kept readable rather than escaped as %2C.
  return params.toString().replace(/%2C/gi, ',');
}

/** Ids from `compare=a,b`: blanks and repeats dropped, the first MAX_COMPARED kept. */
export function parseCompared(value: string | null): readonly string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

/** Only the ids of images that exist; the same array when nothing was dropped. */
export function knownCompared(compare: readonly string[], known: ReadonlySet<string>): readonly string[] {
  const kept = compare.filter((id) => known.has(id));
  return kept.length === compare.length ? compare : kept;
}

export interface CompareToggle {
  readonly compare: readonly string[];
  /** True when the image was not added because MAX_COMPARED are already chosen. */
  readonly refused: boolean;
}

/** Selects or deselects one image; a selection beyond MAX_COMPARED is refused and changes nothing. */
export function toggleCompared(compare: readonly string[], id: string): CompareToggle {
  if (compare.includes(id)) return { compare: compare.filter((selected) => selected !== id), refused: false };
  if (compare.length >= MAX_COMPARED) return { compare, refused: true };
  return { compare: [...compare, id], refused: false };
}

/** The URL's sort as the GraphQL ImageSort enum spells it. */
export const imageSortOf = (sort: GallerySort) => sort.toUpperCase() as ImageSort;

/** A filtered view is one with any filter other than 'all'. */
export function hasActiveFilter(filters: JourneyFilters): boolean {
  return filters.journeyStage !== 'all' || filters.perspective !== 'all' || filters.learningStatus !== 'all';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page above the page count is the last page. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), pages);
}

/** The last Gallery page the server serves: it refuses offsets over GALLERY_MAX_OFFSET. */
export const LAST_SERVED_PAGE = Math.floor(GALLERY_MAX_OFFSET / GALLERY_PAGE_SIZE) + 1;

/** Where a Gallery page starts; a page past LAST_SERVED_PAGE asks for that one, and then clamps to the last. */
export function galleryOffset(page: number): number {
  return (clampPage(page, LAST_SERVED_PAGE) - 1) * GALLERY_PAGE_SIZE;
}

export type PageButton = number | 'ellipsis';

/** Up to 5 page buttons around the current page, then an ellipsis and the last page. */
export function pageButtons(current: number, pages: number, max = MAX_PAGE_BUTTONS): PageButton[] {
  if (pages <= max) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(1, Math.min(current - Math.floor(max / 2), pages - max + 1));
  const buttons: PageButton[] = Array.from({ length: max }, (_, i) => start + i);
  const last = start + max - 1;
  if (last < pages - 1) buttons.push('ellipsis');
  if (last < pages) buttons.push(pages);
  return buttons;
}

/** Whole days between the earliest session and now. */
export function daysSince(earliest: string | undefined, now: Date): number {
  if (!earliest) return 0;
  const start = new Date(earliest).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now.getTime() - start) / 86_400_000));
}

/** Oldest session first. The dates are ISO strings, so plain comparison orders them (localeCompare would ask ICU on every call). */
export const bySessionDate = (a: { readonly sessionDate: string }, b: { readonly sessionDate: string }) =>
  a.sessionDate < b.sessionDate ? -1 : a.sessionDate > b.sessionDate ? 1 : 0;

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'Tuesday, January 14, 2025' (en-US, UTC), as toLocaleDateString would write it. Written by hand:
 * the first Intl date format a page builds costs tens of milliseconds on a phone, inside hydration.
 */
export const longDate = (value: string) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
