import { describe, expect, it } from 'vitest';
import { bySessionDate, clampPage, daysSince, hasActiveFilter, longDate, journeyQueryString, pageButtons, pageCount, parseJourneyQuery } from './journeyQuery.ts';

describe('the journey query string', () => {
  it('reads defaults from an empty query', () => {
    expect(parseJourneyQuery(new URLSearchParams())).toEqual({
      tab: 'story', layout: 'grid', search: '', page: 1, journeyStage: 'all', perspective: 'all', learningStatus: 'all', image: null,
    });
  });

  it('round-trips a filtered gallery view and drops unknown values', () => {
    const query = parseJourneyQuery(new URLSearchParams('tab=gallery&q=garden&page=3&perspective=content_creators&status=nope'));
    expect(query).toMatchObject({ tab: 'gallery', search: 'garden', page: 3, perspective: 'content_creators', learningStatus: 'all' });
    expect(journeyQueryString(query)).toBe('tab=gallery&q=garden&page=3&perspective=content_creators');
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
