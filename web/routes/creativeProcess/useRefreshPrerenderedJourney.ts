import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { apolloClient, cacheCameWithPage } from '../../apollo/client.ts';
import { JOURNEY_QUERY } from './journeyDocuments.ts';

/** How far the once-per-page-load refresh of the prerendered journey is. */
export type JourneyRefresh = 'pending' | 'done' | 'failed';

let refresh: { state: JourneyRefresh; started: boolean; listeners: Set<(state: JourneyRefresh) => void> } = {
  state: cacheCameWithPage ? 'pending' : 'done',
  started: false,
  listeners: new Set(),
};

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
 * refresh keeps what is shown.
 *
 * Answers where the refresh is: the page's live feeds wait for it ('pending'), as the prerendered
 * data carries no log position to start from; 'done' once the journey shown is one the server read
 * (its journeyPosition with it), 'failed' when the refresh failed (the feeds then start from now).
 */
export function useRefreshPrerenderedJourney(): JourneyRefresh {
  const client = useApolloClient();
  const [state, setState] = useState(refresh.state);
  useEffect(() => {
    if (refresh.state !== 'pending') {
      setState(refresh.state);
      return;
    }
    const { listeners } = refresh;
    listeners.add(setState);
    let cancel: () => void = () => undefined;
    if (!refresh.started) {
      const run = () => {
        refresh.started = true;
        const settle = (state: JourneyRefresh) => {
          refresh = { ...refresh, state };
          for (const listener of listeners) listener(state);
        };
        client.query({ query: JOURNEY_QUERY, fetchPolicy: 'network-only' }).then(
          () => settle('done'),
          (error: unknown) => {
            console.warn('Refreshing the journey failed', error);
            settle('failed');
          },
        );
      };
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(run, 0);
        cancel = () => clearTimeout(timer);
      } else {
        const handle = requestIdleCallback(run, { timeout: 2000 });
        cancel = () => cancelIdleCallback(handle);
      }
    }
    return () => {
      listeners.delete(setState);
      cancel();
    };
  }, [client]);
  return state;
}
