import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useFeedStart } from '../../apollo/useFeedStart.ts';
import { IMAGE_CHANGED } from '../../components/admin/adminApi.ts';
import { useAdminFeed } from '../../components/admin/useAdminFeed.ts';
import { CATALOG_CHANGED, LIVE_GRID_QUERIES, USAGE_STATS, USAGE_STATS_CHANGED } from './gridDocuments.ts';
import { createRefetchScheduler } from './refetchScheduler.ts';

/** Changes that arrive together (a bulk archive, a burst of downloads) cost one refetch. */
export const LIVE_REFETCH_DEBOUNCE_MS = 150;

/** An edit or a download of one image changes the lists and counts, not the usage figures. */
const onImageChanged = LIVE_GRID_QUERIES.filter((name) => name !== 'AdminUsageStats');

/**
 * Keeps the grid, its counts and the usage tiles in step with other administrators: an image
 * added, archived, restored, moved or edited, or a usage scan, refetches what it makes stale.
 * The changed image itself arrives in the cache through imageChanged; what it does to the filtered
 * list, the order and the counts only a refetch can tell. An archive changes the usage figures
 * without a usageStatsChanged push, so catalogChanged refetches them too.
 *
 * `positions` are the log positions the page's grid and counts were read at (undefined while loading):
 * the feeds start after the earlier, so a change saved while the page loaded still arrives. Ended with
 * the session, they start again after the sign-in from the positions read last.
 */
export function useLiveGrid(positions: readonly (string | undefined)[]): void {
  const client = useApolloClient();
  const scheduler = useMemo(
    () => createRefetchScheduler((include) => client.refetchQueries({ include }), LIVE_REFETCH_DEBOUNCE_MS),
    [client],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // With $after, a dropped socket resumes the feed (web/apollo/resumableWsLink.ts) instead of refetching every query shown.
  const catalogFeed = useAdminFeed();
  const imageFeed = useAdminFeed();
  // A visitor's feed too: the session's end does not end it, and it goes on meanwhile.
  const usageFeed = useAdminFeed();
  const start = useFeedStart(positions, String(catalogFeed.signIns));
  const variables = useMemo(() => ({ after: start.after }), [start.after]);
  useSubscription(CATALOG_CHANGED, {
    variables,
    skip: start.skip || catalogFeed.ended,
    onError: catalogFeed.onError,
    onData: () => scheduler.schedule(LIVE_GRID_QUERIES),
  });
  useSubscription(IMAGE_CHANGED, { variables, skip: start.skip || imageFeed.ended, onError: imageFeed.onError, onData: () => scheduler.schedule(onImageChanged) });
  useSubscription(USAGE_STATS_CHANGED, {
    variables,
    skip: start.skip || usageFeed.ended,
    onError: usageFeed.onError,
    onData: ({ data }) => {
      const stats = data.data?.usageStatsChanged;
      if (!stats) return;
      const { totalImages, imagesInUse, unusedImages, usageByPage } = stats;
      client.cache.writeQuery({ query: USAGE_STATS, data: { usageStats: { totalImages, imagesInUse, unusedImages, usageByPage } } });
    },
  });
}
