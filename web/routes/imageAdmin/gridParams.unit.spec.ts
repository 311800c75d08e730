import { describe, expect, it } from 'vitest';
import { gridFiltersFromParams, gridFiltersToParams, gridVariables } from './gridParams.ts';

describe('the admin grid in the URL', () => {
  it('shows the active images in journey order when the URL says nothing', () => {
    expect(gridFiltersFromParams(new URLSearchParams(''))).toEqual({
      search: '',
      status: 'all',
      perspective: 'all',
      page: 1,
      sort: 'JOURNEY',
      archived: 'ACTIVE',
    });
  });

  it('reads the sort and the archive scope in lower case, as links write them', () => {
    const filters = gridFiltersFromParams(new URLSearchParams('sort=most_downloaded&archived=archived&q=owl&status=happy_accident'));
    expect(filters).toMatchObject({ sort: 'MOST_DOWNLOADED', archived: 'ARCHIVED', search: 'owl', status: 'happy_accident' });
  });

  it('falls back to the defaults for a sort or scope it does not know', () => {
    expect(gridFiltersFromParams(new URLSearchParams('sort=random&archived=deleted'))).toMatchObject({ sort: 'JOURNEY', archived: 'ACTIVE' });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const base = gridFiltersFromParams(new URLSearchParams(''));
    expect(gridFiltersToParams(base).toString()).toBe('');
    const chosen = { ...base, search: 'circuit', sort: 'TITLE', archived: 'ALL', page: 2 } as const;
    const params = gridFiltersToParams(chosen);
    expect(params.toString()).toBe('q=circuit&page=2&sort=title&archived=all');
    expect(gridFiltersFromParams(params)).toEqual(chosen);
  });

  it('asks the server for every status and perspective when the filters say all, within the chosen scope', () => {
    const filters = gridFiltersFromParams(new URLSearchParams('q=%20%20&archived=all'));
    expect(gridVariables(filters)).toEqual({ searchTerm: undefined, learningStatus: undefined, perspective: undefined, archived: 'ALL' });
  });
});
