import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { apolloClient, cacheCameWithPage } from '../../apollo/client.ts';
import { JOURNEY_QUERY } from './journeyDocuments.ts';
import { writeChangedJourney } from './writeChangedJourney.ts';

/** How far the once-per-page-load refresh of the prerendered journey is; once done, the position it read the journey at. */
export type JourneyRefresh = { readonly state: 'pending' } | { readonly state: 'done'; readonly position?: string } | { readonly state: 'failed' };

let refresh: { current: JourneyRefresh; started: boolean; listeners: Set<(current: JourneyRefresh) => void> } = {
  current: cacheCameWithPage ? { state: 'pending' } : { state: 'done' },
  started: false,
  listeners: new Set(),
};

/** Resolves in a task of its own: what follows runs after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The later of two log positions, compared as the integers they are. */
const later = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b);

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
 * hydrating. Only what changed goes into the cache (writeChangedJourney.ts), so only the images that
 * changed render again, and an unchanged journey renders nothing again; a failed refresh keeps what
 * is shown.
 *
 * Answers where the page's live feeds may start, given the position of the journey its query shows
 * (`queried`): undefined while the refresh runs (the prerendered data was read at no position of the
 * log), null when it failed (the feeds then start from now), and once it is done the position the
 * journey shown was read at: the refresh's, or the query's if that is later (a refetch since).
 */
export function useRefreshedJourneyPosition(queried: string | undefined): string | null | undefined {
  const client = useApolloClient();
  const [current, setCurrent] = useState(refresh.current);
  useEffect(() => {
    if (refresh.current.state !== 'pending') {
      setCurrent(refresh.current);
      return;
    }
    const { listeners } = refresh;
    listeners.add(setCurrent);
    let cancel: () => void = () => undefined;
    if (!refresh.started) {
      const run = () => {
        refresh.started = true;
        const settle = (current: JourneyRefresh) => {
          refresh = { ...refresh, current };
          for (const listener of listeners) listener(current);
        };
        // Not written by the query itself: writeChangedJourney writes only what changed since the build.
        // Reading the answer, comparing it with the page and rendering the page again are three tasks, none
        // holding back a tap for long (on a phone's CPU each takes several times what it takes here).
        client.query({ query: JOURNEY_QUERY, fetchPolicy: 'no-cache' }).then(
          async ({ data }) => {
            if (!data) return settle({ state: 'failed' });
            await nextTask();
            writeChangedJourney(client, data);
            await nextTask();
            settle({ state: 'done', position: data.journeyPosition });
          },
          (error: unknown) => {
            console.warn('Refreshing the journey failed', error);
            settle({ state: 'failed' });
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
      listeners.delete(setCurrent);
      cancel();
    };
  }, [client]);
  if (current.state === 'pending') return undefined;
  if (current.state === 'failed') return null;
  if (current.position === undefined || queried === undefined) return current.position ?? queried;
  return later(current.position, queried);
}
