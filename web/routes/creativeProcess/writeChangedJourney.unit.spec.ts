import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { dialogImage } from '../../../tests/web/fixtures/images.ts';
import { journeySession } from '../../../tests/web/fixtures/journey.ts';
import { typePolicies } from '../../apollo/typePolicies.ts';
import { JOURNEY_QUERY } from './journeyDocuments.ts';
import { writeChangedJourney } from './writeChangedJourney.ts';

const images = [dialogImage({ title: 'First' }), dialogImage({ title: 'Second' }), dialogImage({ title: 'Third' })];

/**
 * A journey as the server answers it: the fields the query selects, no more (the fixtures' files carry
 * others), with the __typename the generated types leave out.
 */
function journey(items: typeof images, journeyPosition: string) {
  const scratch = new InMemoryCache({ typePolicies });
  const data = { __typename: 'Query' as const, journeyPosition, creativeSessions: [journeySession], images: { __typename: 'ImagePage', total: items.length, items } };
  scratch.writeQuery({ query: JOURNEY_QUERY, data });
  return scratch.readQuery({ query: JOURNEY_QUERY })!;
}

/**
 * A cache holding the journey as the page was prerendered with it (at position 0, read from the seed:
 * web/ssr/renderPage.tsx), watched as the page watches it, and the calls that write into it.
 */
function prerenderedCache() {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: JOURNEY_QUERY, data: journey(images, '0') });
  const told = vi.fn();
  cache.watch({ query: JOURNEY_QUERY, optimistic: true, immediate: false, callback: told });
  const client = new ApolloClient({ cache, link: ApolloLink.empty() });
  return { client, cache, told, writeQuery: vi.spyOn(cache, 'writeQuery'), writeFragment: vi.spyOn(cache, 'writeFragment') };
}

const shown = (cache: InMemoryCache) => cache.readQuery({ query: JOURNEY_QUERY });

describe('writing the refreshed journey into the cache', () => {
  it('writes only the position when no image changed since the build, without telling the page, and keeps every image as it was read', () => {
    const { client, cache, told, writeQuery, writeFragment } = prerenderedCache();
    const before = shown(cache)!;
    writeChangedJourney(client, journey(images, '7300'));
    expect(told).not.toHaveBeenCalled();
    expect(writeFragment).not.toHaveBeenCalled();
    expect(writeQuery).toHaveBeenCalledTimes(1);
    expect(writeQuery.mock.calls[0]![0].query).not.toBe(JOURNEY_QUERY);
    const after = shown(cache)!;
    expect(after.journeyPosition).toBe('7300');
    expect(after.images.items).toBe(before.images.items);
  });

  it('writes a changed image alone, and the page is told and reads its new fields', () => {
    const { client, cache, told, writeQuery, writeFragment } = prerenderedCache();
    const edited = { ...images[1]!, title: 'Second, edited after the build', downloadCount: 41 };
    writeChangedJourney(client, journey([images[0]!, edited, images[2]!], '7301'));
    expect(told).toHaveBeenCalledTimes(1);
    expect(writeFragment).toHaveBeenCalledTimes(1);
    expect(writeFragment.mock.calls[0]![0].id).toBe(cache.identify(edited));
    expect(writeQuery.mock.calls.map(([options]) => options.query)).not.toContain(JOURNEY_QUERY);
    const after = shown(cache)!;
    expect(after.images.items.map((image) => [image.title, image.downloadCount])).toEqual([
      ['First', 0],
      ['Second, edited after the build', 41],
      ['Third', 0],
    ]);
    expect(after.journeyPosition).toBe('7301');
  });

  it('writes the whole answer when the list changed: an image added, removed or moved, or a session edited', () => {
    const added = dialogImage({ title: 'Added after the build' });
    const answers = [
      journey([...images, added], '7302'),
      journey(images.slice(1), '7302'),
      journey([images[1]!, images[0]!, images[2]!], '7302'),
      { ...journey(images, '7302'), creativeSessions: [{ ...journeySession, title: 'Renamed session' }] },
    ];
    for (const answer of answers) {
      const { client, cache, told, writeQuery } = prerenderedCache();
      writeChangedJourney(client, answer);
      expect(told).toHaveBeenCalledTimes(1);
      expect(writeQuery.mock.calls.map(([options]) => options.query)).toEqual([JOURNEY_QUERY]);
      const after = shown(cache)!;
      expect(after.images.items.map((image) => image.title)).toEqual(answer.images.items.map((image) => image.title));
      expect(after.creativeSessions.map((session) => session.title)).toEqual(answer.creativeSessions.map((session) => session.title));
      expect(after.journeyPosition).toBe('7302');
    }
  });

  it('writes the whole answer when the cache holds no journey', () => {
    const cache = new InMemoryCache({ typePolicies });
    const client = new ApolloClient({ cache, link: ApolloLink.empty() });
    writeChangedJourney(client, journey(images, '7303'));
    expect(shown(cache)?.images.items.map((image) => image.title)).toEqual(['First', 'Second', 'Third']);
    expect(shown(cache)?.journeyPosition).toBe('7303');
  });
});
