import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { cacheCameWithPage } from '../../apollo/client.ts';
import { JOURNEY_QUERY } from './journeyDocuments.ts';

let refreshed = false;

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
