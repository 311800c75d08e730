import { useState } from 'react';

/** The variables a page's live feeds subscribe with, or `skip` while the page has not read its data yet. */
export type FeedStart = { readonly skip: true; readonly after?: undefined } | { readonly skip: false; readonly after: string | undefined };

/** The earliest of the positions, compared as the integers they are; undefined when none is known. */
function earliest(positions: readonly (string | null)[]): string | undefined {
  let first: string | undefined;
  for (const position of positions) {
    if (position !== null && (first === undefined || BigInt(position) < BigInt(first))) first = position;
  }
  return first;
}

/**
 * Where a page's live feeds start: after the log position its data was read at (each query selects
 * `Query.logPosition` before its data), so an event saved while the page was loading, between its
 * query and its subscription, still reaches it. The feeds wait until every query the page shows has
 * answered; `undefined` is a query still loading, `null` a reading with no position (start from now).
 * With several queries the feeds start after the earliest reading.
 *
 * The start is taken once: later answers (the refetches the feeds cause) do not move it, as a new
 * `after` would subscribe again; after a dropped socket the feeds resume from the last position they
 * received (resumableWsLink.ts). A new `key` (other filters, another image) starts them anew from the
 * reading that follows. A refused resume falls back to a refetch and a feed from now (resumableWsLink.ts).
 */
export function useFeedStart(positions: readonly (string | null | undefined)[], key = ''): FeedStart {
  const [start, setStart] = useState<{ key: string; after: string | undefined } | undefined>(undefined);
  let current = start?.key === key ? start : undefined;
  if (!current && positions.every((position) => position !== undefined)) {
    current = { key, after: earliest(positions as readonly (string | null)[]) };
    // Set while rendering (React's pattern for state that follows props): the feeds subscribe in this render.
    setStart(current);
  }
  return current ? { skip: false, after: current.after } : { skip: true };
}
