import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { apolloClient, cacheCameWithPage } from '../../apollo/client.ts';
import { JOURNEY_QUERY } from './journeyDocuments.ts';

let refreshed = false;

/**
 * Reading 54 images out of the normalized cache is the costliest part of the page's first render,
 * which hydration does in one task. Called while the page's module loads (before hydration starts),
 * the read is a task of its own and the render finds its result memoized.
 */
export function readPrerenderedJourneyAhead(): void {
  if (cacheCameWithPage) apolloClient.watchQuery({ query: JOURNEY_QUERY }).getCurrentResult();
}

/**
 * The journey the page was prerendered with is the seed catalog as of the build: downloads and
 * admin edits since then arrive by asking again once per page load, when the browser is idle after
 * hydrating. The answer goes into the cache, so only the images that changed render again; a failed
 * refresh keeps what is shown (the imageChanged subscription still brings later changes).
 */
export function useRefreshPrerenderedJourney(): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!cacheCameWithPage || refreshed) return;
    const refresh = () => {
      refreshed = true;
      client.query({ query: JOURNEY_QUERY, fetchPolicy: 'network-only' }).catch((error: unknown) => console.warn('Refreshing the journey failed', error));
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(refresh, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(refresh, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [client]);
}
