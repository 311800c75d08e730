import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { FeedStart } from '../../apollo/useFeedStart.ts';
import { CATALOG_REFETCH_DEBOUNCE_MS } from '../../content/creativeJourney.ts';
import { CATALOG_CHANGED_SUBSCRIPTION } from './journeyDocuments.ts';

/**
 * Listens for catalog changes (an image added, archived, restored or moved; a session created or
 * edited) and asks again for every list and count the page shows. A burst of changes (a bulk
 * archive) is one refetch, CATALOG_REFETCH_DEBOUNCE_MS after the last. It starts where the page's
 * image feed does (`start`, from the position the journey was read at: useFeedStart.ts).
 */
export function useLiveCatalog(start: FeedStart): void {
  const client = useApolloClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useSubscription(CATALOG_CHANGED_SUBSCRIPTION, {
    variables: { after: start.after },
    skip: start.skip,
    ignoreResults: true,
    onData: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        client.refetchQueries({ include: 'active' }).catch((error: unknown) => console.warn('Refreshing the journey after a catalog change failed', error));
      }, CATALOG_REFETCH_DEBOUNCE_MS);
    },
  });
}
