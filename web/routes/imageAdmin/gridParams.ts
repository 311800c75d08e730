/**
 * What the admin grid shows, as the URL says it: the shared filters (search, learning status,
 * perspective, page; web/components/admin/adminLogic.ts) plus the sort and which images by archive
 * state. Defaults are left out of the URL, so /image-admin is the journey order of the active images.
 */
import { filtersFromParams, filtersToParams, type AdminFilters } from '../../components/admin/adminLogic.ts';
import { archivedFilterValues, imageSortValues, type ArchivedFilter, type ImageSort } from '../../generated/vocabulary.ts';

export interface GridFilters extends AdminFilters {
  readonly sort: ImageSort;
  readonly archived: ArchivedFilter;
}

export const DEFAULT_SORT: ImageSort = 'JOURNEY';
export const DEFAULT_ARCHIVED: ArchivedFilter = 'ACTIVE';

/** The URL spells the enums in lower case (`?sort=most_downloaded`, `?archived=archived`). */
function fromParam<T extends string>(values: readonly T[], param: string | null, fallback: T): T {
  const upper = param?.toUpperCase();
  return values.find((value) => value === upper) ?? fallback;
}

export function gridFiltersFromParams(params: URLSearchParams): GridFilters {
  return {
    ...filtersFromParams(params),
    sort: fromParam(imageSortValues, params.get('sort'), DEFAULT_SORT),
    archived: fromParam(archivedFilterValues, params.get('archived'), DEFAULT_ARCHIVED),
  };
}

export function gridFiltersToParams(filters: GridFilters): URLSearchParams {
  const params = filtersToParams(filters);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort.toLowerCase());
  if (filters.archived !== DEFAULT_ARCHIVED) params.set('archived', filters.archived.toLowerCase());
  return params;
}

/** The variables of the grid's queries that narrow the images (not the page or the sort). */
export function gridVariables(filters: GridFilters) {
  return {
    searchTerm: filters.search.trim() || undefined,
    learningStatus: filters.status === 'all' ? undefined : filters.status,
    perspective: filters.perspective === 'all' ? undefined : filters.perspective,
    archived: filters.archived,
  };
}
