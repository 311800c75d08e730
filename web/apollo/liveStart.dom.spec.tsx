import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCatalog, adminSessionHandlers, imageAdminHandlers, imageDetailHandlers } from '../../tests/web/fixtures/admin.ts';
import { adminImage, dialogImage } from '../../tests/web/fixtures/images.ts';
import { JOURNEY_POSITION, journeyServer } from '../../tests/web/fixtures/journey.ts';
import { mockServer } from '../../tests/web/mswServer.ts';
import { renderRoute } from '../../tests/web/renderRoute.tsx';
import { apolloClient, liveFeeds } from '../../tests/web/testApolloClient.ts';
import { IMAGE_CHANGED } from '../components/admin/adminApi.ts';
import { CATALOG_SESSIONS, CATALOG_SESSIONS_CHANGED } from '../components/catalogForm/catalogApi.ts';
import { CATALOG_CHANGED_SUBSCRIPTION, IMAGE_CHANGED_SUBSCRIPTION, JOURNEY_QUERY } from '../routes/creativeProcess/journeyDocuments.ts';
import { EVENT_APPENDED } from '../routes/eventExplorer/explorerApi.ts';
import { filtersFromParams } from '../routes/eventExplorer/explorerFilters.ts';
import { useLiveEvents } from '../routes/eventExplorer/useLiveEvents.ts';
import { ADMIN_GRID_IMAGES, CATALOG_CHANGED, USAGE_STATS_CHANGED } from '../routes/imageAdmin/gridDocuments.ts';

// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };

/** The after each subscribe message of the document asked for, in order (undefined: from now). */
const aftersOf = <Data, Variables>(document: TypedDocumentNode<Data, Variables>) => liveFeeds.subscribedTo(document).map((variables) => variables.after);

/** Counts the requests of one query, then lets the fixtures answer it. */
function countReads<Data, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Data, Variables>): () => number {
  let reads = 0;
  mockServer.use(
    graphql.query(document, () => {
      reads += 1;
    }),
  );
  return () => reads;
}

const rateLimited = {
  message: 'too many resumed events from your address (at most 20,000 a minute); try again in 42 s, or refetch and subscribe without after',
  extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
};
const tooFarBack = { message: 'after: more than 10,000 events back; refetch and subscribe without after (or page the event log)' };

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; let it go before the next test.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('a live page starts its feeds from the position its data was read at', () => {
  it('the image administration subscribes to catalogChanged, imageChanged and usageStatsChanged after the logPosition its grid and counts answered', async () => {
    const image = adminImage();
    const catalog = new AdminCatalog([image]);
    mockServer.use(...imageAdminHandlers(catalog));
    renderRoute('/image-admin', { adminToken: 'test-token' });
    await screen.findByRole('article', { name: image.title }, loaded);

    await waitFor(() => expect(aftersOf(CATALOG_CHANGED)).toEqual([catalog.position]));
    expect(aftersOf(IMAGE_CHANGED)).toEqual([catalog.position]);
    expect(aftersOf(USAGE_STATS_CHANGED)).toEqual([catalog.position]);
  });

  it('the image administration, refused the resume (RATE_LIMITED), refetches the grid and subscribes from now, showing no error', async () => {
    const image = adminImage();
    const catalog = new AdminCatalog([image]);
    mockServer.use(...imageAdminHandlers(catalog));
    const gridReads = countReads(ADMIN_GRID_IMAGES);
    renderRoute('/image-admin', { adminToken: 'test-token' });
    await screen.findByRole('article', { name: image.title }, loaded);
    const start = catalog.position;
    await waitFor(() => expect(aftersOf(CATALOG_CHANGED)).toEqual([start]));
    expect(gridReads()).toBe(1);

    // Saved by another administrator meanwhile: the refetch is what brings it.
    catalog.change(image.id, { title: 'Renamed while refused' });
    act(() => {
      expect(liveFeeds.refuse(CATALOG_CHANGED, [rateLimited])).toBe(1);
    });

    await waitFor(() => expect(aftersOf(CATALOG_CHANGED)).toEqual([start, undefined]));
    expect(await screen.findByRole('article', { name: 'Renamed while refused' })).toBeTruthy();
    expect(gridReads()).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // The other feeds were not refused: they go on from where they started.
    expect(liveFeeds.variablesOf(IMAGE_CHANGED).map((variables) => variables.after)).toHaveLength(1);
  });

  it('the image detail page subscribes to its image’s changes after the logPosition the image was read at', async () => {
    const image = adminImage();
    const catalog = new AdminCatalog([image]);
    mockServer.use(...imageDetailHandlers(catalog));
    renderRoute(`/image-detail/${image.id}`, { adminToken: 'test-token' });
    await screen.findByRole('heading', { level: 1, name: image.title }, loaded);

    await waitFor(() => expect(liveFeeds.subscribedTo(IMAGE_CHANGED)).toEqual([{ id: image.id, after: catalog.position }]));
  });

  it('the journey subscribes to imageChanged and catalogChanged after the logPosition of its journey query', async () => {
    mockServer.use(...journeyServer([dialogImage({ title: 'Journey image' })]).handlers);
    renderRoute('/creative-process?tab=filter');
    await screen.findByText('Journey image', undefined, loaded);

    await waitFor(() => expect(aftersOf(IMAGE_CHANGED_SUBSCRIPTION)).toEqual([JOURNEY_POSITION]));
    expect(aftersOf(CATALOG_CHANGED_SUBSCRIPTION)).toEqual([JOURNEY_POSITION]);
  });

  it('the journey, refused the resume as too far back (an old answer), refetches the journey and subscribes from now', async () => {
    mockServer.use(...journeyServer([dialogImage({ title: 'Journey image' })]).handlers);
    const journeyReads = countReads(JOURNEY_QUERY);
    renderRoute('/creative-process?tab=filter');
    await screen.findByText('Journey image', undefined, loaded);
    await waitFor(() => expect(aftersOf(IMAGE_CHANGED_SUBSCRIPTION)).toEqual([JOURNEY_POSITION]));
    expect(journeyReads()).toBe(1);

    act(() => {
      expect(liveFeeds.refuse(IMAGE_CHANGED_SUBSCRIPTION, [tooFarBack])).toBe(1);
    });

    await waitFor(() => expect(aftersOf(IMAGE_CHANGED_SUBSCRIPTION)).toEqual([JOURNEY_POSITION, undefined]));
    await waitFor(() => expect(journeyReads()).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the creative sessions page subscribes to catalogChanged after the logPosition of its sessions', async () => {
    // With its __typename, as the server answers: the document spreads a fragment on it.
    const session = {
      __typename: 'CreativeSession' as const,
      id: 'session-one',
      title: 'Session one',
      description: 'The first',
      journeyStage: 'brand_discovery' as const,
      sessionDate: '2026-11-20T00:00:00.000Z',
      learningInsights: null,
      nextSteps: null,
      version: 1,
      images: [],
    };
    mockServer.use(
      ...adminSessionHandlers(),
      graphql.query(CATALOG_SESSIONS, () => HttpResponse.json({ data: { sessionsPosition: '5150', creativeSessions: [session] } })),
    );
    renderRoute('/image-admin/sessions', { adminToken: 'test-token' });
    await screen.findByRole('heading', { level: 3, name: 'Session one' }, loaded);

    await waitFor(() => expect(aftersOf(CATALOG_SESSIONS_CHANGED)).toEqual(['5150']));
  });

  it('the event log follows eventAppended after the logPosition of the page of events, and again after the next page’s when the filters change', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
    const all = filtersFromParams(new URLSearchParams());
    const edits = filtersFromParams(new URLSearchParams('types=AdminAccountAdded'));
    const { rerender } = renderHook(({ filters, position }) => useLiveEvents(filters, true, position), {
      wrapper,
      initialProps: { filters: all, position: undefined as string | undefined },
    });
    // Nothing before the page has its events: a feed from now could miss what comes before it.
    expect(liveFeeds.subscribedTo(EVENT_APPENDED)).toEqual([]);

    rerender({ filters: all, position: '6100' });
    await waitFor(() => expect(aftersOf(EVENT_APPENDED)).toEqual(['6100']));
    // A refetch of the same page moves nothing.
    rerender({ filters: all, position: '6120' });
    rerender({ filters: edits, position: undefined });
    rerender({ filters: edits, position: '6130' });
    await waitFor(() => expect(aftersOf(EVENT_APPENDED)).toEqual(['6100', '6130']));
  });
});
