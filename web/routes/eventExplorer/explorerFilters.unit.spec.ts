import { describe, expect, it } from 'vitest';
import { exportUrl, filtersFromParams, fromLocalInput, toLocalInput, filtersToParams, imageIdOfStream, matchesLive, pageVariables, type ExplorerFilters } from './explorerFilters.ts';

const filters: ExplorerFilters = {
  types: ['ImageDownloaded', 'ImageDetailsEdited'],
  stream: 'image:img-1',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-01-31T23:59:59.999Z',
  upTo: '120',
};

describe('event explorer filters', () => {
  it('survive a trip through the URL, and drop values that are not positions, times or event types', () => {
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams('upTo=12a&from=yesterday&types=,A,ImageDownloaded'))).toEqual({ types: ['ImageDownloaded'], stream: '', from: '', to: '', upTo: '' });
  });

  it('ask for one event more than a page, newest first, below the page cursor', () => {
    expect(pageVariables(filters)).toMatchObject({ before: '121', limit: 26, newestFirst: true, stream: 'image:img-1' });
    expect(pageVariables({ ...filters, upTo: '', types: [] })).toMatchObject({ before: undefined, types: undefined });
  });

  it('let a live event in only on the newest page, in the stream and time range', () => {
    const top = { ...filters, upTo: '' };
    const event = { streamId: 'image:img-1', metadata: { time: '2026-01-15T10:00:00.000Z' } };
    expect(matchesLive(top, event)).toBe(true);
    expect(matchesLive(filters, event)).toBe(false);
    expect(matchesLive(top, { ...event, streamId: 'image:img-2' })).toBe(false);
    expect(matchesLive(top, { ...event, metadata: { time: '2026-02-01T00:00:00.000Z' } })).toBe(false);
  });

  it('send the filters on screen to the export endpoint', () => {
    const url = new URL(exportUrl(filters, 'csv'), 'http://localhost');
    expect(url.pathname).toBe('/api/admin/events/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      types: 'ImageDownloaded,ImageDetailsEdited',
      stream: 'image:img-1',
      from: filters.from,
      to: filters.to,
      until: '120',
    });
  });

  it('read a local minute as its first millisecond for from and its last for to', () => {
    const start = fromLocalInput('2026-01-31T12:30');
    const end = fromLocalInput('2026-01-31T12:30', 'end');
    expect(Date.parse(end) - Date.parse(start)).toBe(59_999);
    expect(toLocalInput(start)).toBe('2026-01-31T12:30');
    expect(toLocalInput(end)).toBe('2026-01-31T12:30');
    expect(fromLocalInput('')).toBe('');
  });

  it('finds the image of image and download streams only', () => {
    expect(imageIdOfStream('image:img-1')).toBe('img-1');
    expect(imageIdOfStream('image-downloads:img-1')).toBe('img-1');
    expect(imageIdOfStream('session:s-1')).toBeUndefined();
  });
});
