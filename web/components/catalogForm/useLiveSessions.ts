import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import { useAdminFeed } from '../admin/useAdminFeed.ts';
import { CATALOG_SESSIONS, CATALOG_SESSIONS_CHANGED } from './catalogApi.ts';

/** A burst of catalog changes (a bulk archive) is one refetch, this long after the last. */
export const SESSIONS_REFETCH_DEBOUNCE_MS = 150;

/**
 * Keeps the sessions and their image counts current while another administrator adds, edits or moves,
 * from `position`, the log position the sessions were read at (undefined while they load): a change
 * saved while the page loaded still arrives. Ended with the session, it starts again after the sign-in.
 */
export function useLiveSessions(position: string | undefined): void {
  const client = useApolloClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const feed = useAdminFeed();
  const start = useFeedStart([position], String(feed.signIns));
  useSubscription(CATALOG_SESSIONS_CHANGED, {
    variables: { after: start.after },
    skip: start.skip || feed.ended,
    ignoreResults: true,
    onError: feed.onError,
    onData: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        client.refetchQueries({ include: [CATALOG_SESSIONS] }).catch((error: unknown) => console.warn('Refreshing the creative sessions failed', error));
      }, SESSIONS_REFETCH_DEBOUNCE_MS);
    },
  });
}
