import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import { useAdminFeed } from '../../components/admin/useAdminFeed.ts';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { EVENT_APPENDED } from './explorerApi.ts';
import { matchesLive, type ExplorerFilters } from './explorerFilters.ts';

export interface LiveEvents {
  readonly arrived: readonly Explorer_EventFragment[];
  /** Whether new events arrive: on, on the newest page, and not ended (by the session's end, until the sign-in). */
  readonly following: boolean;
}

/**
 * Events appended since the filters were applied that match them, newest first (empty while off).
 * `position` is the log position the page of events was read at (undefined while it loads): the feed
 * starts after it, so an event appended while the page loaded still arrives; other filters read a
 * new page, and the feed starts again from that one's position, as it does after a sign-in.
 */
export function useLiveEvents(filters: ExplorerFilters, enabled: boolean, position: string | undefined): LiveEvents {
  const [arrived, setArrived] = useState<readonly Explorer_EventFragment[]>([]);
  const following = enabled && !filters.upTo;

  useEffect(() => setArrived([]), [filters, following]);

  const feed = useAdminFeed();
  const start = useFeedStart([position], useMemo(() => `${feed.signIns}:${JSON.stringify(filters)}`, [feed.signIns, filters]));
  useSubscription(EVENT_APPENDED, {
    variables: { types: filters.types.length ? [...filters.types] : undefined, after: start.after },
    skip: !following || start.skip || feed.ended,
    onError: feed.onError,
    onData: ({ data }) => {
      const event = data.data?.eventAppended;
      if (!event || !matchesLive(filters, event)) return;
      setArrived((current) => (current.some((known) => known.globalPosition === event.globalPosition) ? current : [event, ...current]));
    },
  });

  return { arrived, following: following && !feed.ended };
}
