import { describe, expect, it } from 'vitest';
import {
  bySessionDate,
  clampPage,
  daysSince,
  hasActiveFilter,
  imageSortOf,
  knownCompared,
  longDate,
  journeyQueryString,
  pageButtons,
  pageCount,
  parseCompared,
  parseJourneyQuery,
  toggleCompared,
} from './journeyQuery.ts';

describe('the journey query string', () => {
  it('reads defaults from an empty query', () => {
    expect(parseJourneyQuery(new URLSearchParams())).toEqual({
      tab: 'story', layout: 'grid', search: '', sort: 'journey', page: 1, compareMode: 'session', compare: [],
      journeyStage: 'all', perspective: 'all', learningStatus: 'all', image: null,
    });
    expect(journeyQueryString(parseJourneyQuery(new URLSearchParams()))).toBe('');
  });

  it('round-trips a filtered gallery view and drops unknown values', () => {
    const query = parseJourneyQuery(new URLSearchParams('tab=gallery&q=garden&page=3&perspective=content_creators&status=nope'));
    expect(query).toMatchObject({ tab: 'gallery', search: 'garden', page: 3, perspective: 'content_creators', learningStatus: 'all' });
    expect(journeyQueryString(query)).toBe('tab=gallery&q=garden&page=3&perspective=content_creators');
  });

  it('round-trips a comparison of chosen images with its mode, commas kept readable', () => {
    const query = parseJourneyQuery(new URLSearchParams('tab=compare&mode=selected&compare=img-b,img-a'));
    expect(query).toMatchObject({ tab: 'compare', compareMode: 'selected', compare: ['img-b', 'img-a'] });
    expect(journeyQueryString(query)).toBe('tab=compare&mode=selected&compare=img-b,img-a');
  });

  it('reads an unknown mode as by session and an unknown sort as journey order', () => {
    expect(parseJourneyQuery(new URLSearchParams('tab=compare&mode=sideways&sort=loudest'))).toMatchObject({ compareMode: 'session', sort: 'journey' });
  });

  it('keeps the gallery sort in the URL only when it is not journey order', () => {
    const query = parseJourneyQuery(new URLSearchParams('tab=gallery&sort=most_downloaded&page=2'));
    expect(query.sort).toBe('most_downloaded');
    expect(journeyQueryString(query)).toBe('tab=gallery&sort=most_downloaded&page=2');
    expect(journeyQueryString({ ...query, sort: 'journey' })).toBe('tab=gallery&page=2');
  });

  it('names the GraphQL ImageSort value of every sort', () => {
    expect(imageSortOf('most_downloaded')).toBe('MOST_DOWNLOADED');
    expect(imageSortOf('journey')).toBe('JOURNEY');
  });

  it('treats only a filter other than all as active', () => {
    expect(hasActiveFilter({ journeyStage: 'all', perspective: 'all', learningStatus: 'all' })).toBe(false);
    expect(hasActiveFilter({ journeyStage: 'all', perspective: 'all', learningStatus: 'happy_accident' })).toBe(true);
  });
});

describe('pagination', () => {
  it('clamps a page above the count to the last page', () => {
    expect(clampPage(9, pageCount(54, 20))).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });

  it('shows up to five buttons, then an ellipsis and the last page', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageButtons(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageButtons(5, 7)).toEqual([3, 4, 5, 6, 7]);
  });

  it('counts whole days since the earliest session', () => {
    expect(daysSince('2025-01-01', new Date('2025-01-11T12:00:00Z'))).toBe(10);
    expect(daysSince(undefined, new Date())).toBe(0);
  });
});

describe('the chapter date', () => {
  it('reads as toLocaleDateString writes it in en-US, in UTC', () => {
    for (const value of ['2025-01-14', '2025-03-05', '2025-05-20', '2024-02-29', '1999-12-31T23:30:00Z']) {
      const expected = new Date(value).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      expect(longDate(value)).toBe(expected);
    }
  });

  it('shows a value that is no date as it is', () => {
    expect(longDate('soon')).toBe('soon');
  });
});

describe('the session order', () => {
  it('puts the oldest session first', () => {
    const sessions = [{ sessionDate: '2025-05-20' }, { sessionDate: '2025-01-14' }, { sessionDate: '2025-03-05' }];
    expect([...sessions].sort(bySessionDate).map((session) => session.sessionDate)).toEqual(['2025-01-14', '2025-03-05', '2025-05-20']);
  });
});

describe('the compared images', () => {
  it('drops blanks and repeats from the URL and keeps the first four', () => {
    expect(parseCompared(null)).toEqual([]);
    expect(parseCompared('a,,b, a ,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops ids of images that do not exist, and returns the same array when all do', () => {
    const compare = ['a', 'ghost', 'b'];
    expect(knownCompared(compare, new Set(['a', 'b']))).toEqual(['a', 'b']);
    const known = ['a', 'b'];
    expect(knownCompared(known, new Set(['a', 'b', 'c']))).toBe(known);
  });

  it('adds an image, removes it again, and refuses a fifth without changing the selection', () => {
    expect(toggleCompared([], 'a')).toEqual({ compare: ['a'], refused: false });
    expect(toggleCompared(['a', 'b'], 'a')).toEqual({ compare: ['b'], refused: false });
    const four = ['a', 'b', 'c', 'd'];
    expect(toggleCompared(four, 'e')).toEqual({ compare: four, refused: true });
    expect(toggleCompared(four, 'c')).toEqual({ compare: ['a', 'b', 'd'], refused: false });
  });
});
