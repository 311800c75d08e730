import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { LRUCache } from 'lru-cache';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { ImageDownloaded } from '../../events/images/events.ts';
import { catalogEventTypes } from '../../events/readModels/catalogReadModel.ts';
import type { App } from '../app.ts';
import { createBoundedCache } from './boundedResponseCache.ts';
import { createCacheKeyBuilder } from './cacheKey.ts';

const MB = 1024 * 1024;
/** No single result may take more than this (15 aliased full image lists come to about 1 MB). */
const MAX_RESULT_BYTES = 512 * 1024;

type Entity = { typename: string; id?: string };

/** Every cached result is also filed under this name, so that one invalidation can drop them all. */
const ANY_RESULT: Entity = { typename: 'AnyReadModelResult' };

/**
 * Results ordered by download counts are also filed under this name: any download can reorder them,
 * including one of an image the result does not show.
 */
const DOWNLOAD_ORDER: Entity = { typename: 'DownloadOrderedResult' };
const ordersByDownloads = (request: { documentString: string; variableValues?: Record<string, unknown> | null }) =>
  request.documentString.includes('MOST_DOWNLOADED') || JSON.stringify(request.variableValues ?? {}).includes('MOST_DOWNLOADED');

const catalogChanges = new Set<string>(catalogEventTypes);

/**
 * Which cached results an event makes stale. A download changes one image's count, which only
 * image objects show; any other change of the catalog read models (an addition, edit, archive,
 * session or usage scan) can move images between lists, pages and totals, so it drops all.
 */
function staleEntities(event: RecordedEvent): Entity[] {
  if (event.type === ImageDownloaded.type) return [{ typename: 'CreativeImage', id: (event.data as { imageId: string }).imageId }, DOWNLOAD_ORDER];
  return catalogChanges.has(event.type) ? [ANY_RESULT] : [];
}

/**
 * Caches visitors' GraphQL query results until an event changes what they show, within
 * RESPONSE_CACHE_MB (0 turns it off). Administrators' requests are never cached. Local appends
 * invalidate before the write is answered (read your writes); events from other processes arrive
 * through the log follower.
 */
export function graphqlResponseCache(app: App) {
  const maxBytes = Math.floor(app.config.RESPONSE_CACHE_MB * MB);
  if (maxBytes === 0) return {};
  const memory = createBoundedCache({ maxBytes, maxEntryBytes: Math.min(MAX_RESULT_BYTES, maxBytes) });
  const downloadOrdered = new LRUCache<string, true>({ max: 10_000 });
  app.metrics.responseCache.observe(memory);
  const cache: Cache = {
    get: (key) => {
      const result = memory.get(key);
      if (result) app.metrics.responseCache.hit();
      else app.metrics.responseCache.miss();
      return result;
    },
    set: (key, result, entities, ttl) => memory.set(key, result, [...entities, ANY_RESULT, ...(downloadOrdered.has(key) ? [DOWNLOAD_ORDER] : [])], ttl),
    invalidate: (entities) => memory.invalidate(entities),
  };
  const invalidate = (events: readonly RecordedEvent[]) => {
    const entities = events.flatMap(staleEntities);
    if (entities.length) void cache.invalidate(entities);
  };
  app.store.bus.subscribe(invalidate);
  app.live.subscribe(invalidate);
  // Only HTTP requests without a token; over graphql-ws there is no request to look at.
  const enabled = (request?: Request) => request !== undefined && !request.headers.has('authorization');
  const cacheKey = createCacheKeyBuilder();
  return useResponseCache({
    cache,
    session: () => null,
    // The plugin asks for a key before it asks whether to cache; a request that is never cached needs none.
    buildResponseCacheKey: (params) => {
      if (!enabled(params.request)) return 'not-cached';
      const key = cacheKey(params);
      if (ordersByDownloads(params)) downloadOrdered.set(key, true);
      return key;
    },
    enabled,
    ttl: 5 * 60_000,
    ttlPerSchemaCoordinate: { 'Query.assetValidation': 0 },
    invalidateViaMutation: true,
    includeExtensionMetadata: false,
  });
}
