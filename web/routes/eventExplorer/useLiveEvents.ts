import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { EVENT_APPENDED } from './explorerApi.ts';
import { matchesLive, type ExplorerFilters } from './explorerFilters.ts';

/** Events appended since the filters were applied that match them, newest first (empty while off). */
export function useLiveEvents(filters: ExplorerFilters, enabled: boolean): readonly Explorer_EventFragment[] {
  const [arrived, setArrived] = useState<readonly Explorer_EventFragment[]>([]);
  const following = enabled && !filters.upTo;

  useEffect(() => setArrived([]), [filters, following]);

  useSubscription(EVENT_APPENDED, {
    variables: { types: filters.types.length ? [...filters.types] : undefined },
    skip: !following,
    onData: ({ data }) => {
      const event = data.data?.eventAppended;
      if (!event || !matchesLive(filters, event)) return;
      setArrived((current) => (current.some((known) => known.globalPosition === event.globalPosition) ? current : [event, ...current]));
    },
  });

  return arrived;
}
