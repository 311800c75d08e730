/**
 * Server entry for prerendering (built and run by build/prerenderSite.ts): renders
 * one route of the app to HTML with the default perspective, and the Emotion styles it uses.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { NormalizedCacheObject } from '@apollo/client';
import { AppFrame } from '../AppFrame.tsx';
import { apolloCache, apolloClient } from '../apollo/client.ts';
import { routeMeta, type RoutePath } from '../content/site.ts';
import type { CreativeJourneyQuery } from '../generated/graphql.ts';
import type { PageMeta } from '../content/types.ts';
import { appRoutes } from '../routes/appRoutes.tsx';
import { JOURNEY_QUERY } from '../routes/creativeProcess/journeyDocuments.ts';
import { preloadRoute } from '../routes/routePreload.ts';

export interface RenderedPage {
  /** The markup of #root. */
  readonly appHtml: string;
  /** <style> tags with the critical CSS, for <head>. */
  readonly styleTags: string;
  /** Resource hints React emitted ahead of the markup (the hero image preload), for <head>. */
  readonly headTags: string;
  readonly meta: PageMeta;
  /** The Apollo cache the markup was rendered from, for the client to hydrate from; absent when the page reads no data. */
  readonly apolloCache?: NormalizedCacheObject;
}

type WithTypename<T, Name extends string> = T & { readonly __typename: Name };
type JourneySession = WithTypename<CreativeJourneyQuery['creativeSessions'][number], 'CreativeSession'>;
type JourneyImage = WithTypename<CreativeJourneyQuery['images']['items'][number], 'CreativeImage'>;

/** The journey query's answer with the type names Apollo's cache keys its entries by (the build makes it from the seed catalog). */
export interface PrerenderedJourney {
  readonly creativeSessions: JourneySession[];
  readonly images: { readonly __typename: 'ImagePage'; readonly total: number; readonly items: JourneyImage[] };
}

/** Data the build gives the prerender: there is no database at build time. */
export interface PrerenderData {
  readonly journey?: PrerenderedJourney;
}

/** What a route's queries answer when prerendered: written into Apollo's cache before rendering it. */
const prerenderedData: Partial<Record<RoutePath, (data: PrerenderData) => boolean>> = {
  '/creative-process': ({ journey }) => {
    // Read from the seed at build time, at no position of any log: the page's feeds wait for its refresh.
    if (journey) apolloClient.writeQuery({ query: JOURNEY_QUERY, data: { journeyPosition: '0', ...journey } });
    return journey !== undefined;
  },
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(path: RoutePath, data: PrerenderData = {}): Promise<RenderedPage> {
  const routes = appRoutes({ analyticsEnabled: import.meta.env.VITE_ANALYTICS !== 'off' });
  await preloadRoute(routes, path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const wroteData = prerenderedData[path]?.(data) ?? false;
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame mode="prerender">
          {/* hydrate={false}: the client router needs no data from here, and an inline script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </CacheProvider>
    </StrictMode>,
    // React moves a large Suspense boundary's content to the end of the document, behind an inline
    // script that swaps it in: that needs JavaScript and breaks the CSP. Keep every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const prerenderedCache = wroteData ? apolloCache.extract() : undefined;
  // The next route starts from an empty cache, as its page would in the browser.
  await apolloClient.clearStore();
  // Rendering into #root rather than a whole document, React puts its preloads before the markup;
  // they belong in <head>, where they start the download before any of the body is parsed.
  const headTags = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  const appHtml = html.slice(headTags.length);
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(appHtml));
  return { appHtml, styleTags, headTags, meta: routeMeta[path], ...(prerenderedCache ? { apolloCache: prerenderedCache } : {}) };
}
