import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { EVENT_APPENDED } from './explorerApi.ts';
import { matchesLive, type ExplorerFilters } from './explorerFilters.ts';

/**
 * Events appended since the filters were applied that match them, newest first (empty while off).
 * `position` is the log position the page of events was read at (undefined while it loads): the feed
 * starts after it, so an event appended while the page loaded still arrives; other filters read a
 * new page, and the feed starts again from that one's position.
 */
export function useLiveEvents(filters: ExplorerFilters, enabled: boolean, position: string | undefined): readonly Explorer_EventFragment[] {
  const [arrived, setArrived] = useState<readonly Explorer_EventFragment[]>([]);
  const following = enabled && !filters.upTo;

  useEffect(() => setArrived([]), [filters, following]);

  const start = useFeedStart([position], useMemo(() => JSON.stringify(filters), [filters]));
  useSubscription(EVENT_APPENDED, {
    variables: { types: filters.types.length ? [...filters.types] : undefined, after: start.after },
    skip: !following || start.skip,
    onData: ({ data }) => {
      const event = data.data?.eventAppended;
      if (!event || !matchesLive(filters, event)) return;
      setArrived((current) => (current.some((known) => known.globalPosition === event.globalPosition) ? current : [event, ...current]));
    },
  });

  return arrived;
}
