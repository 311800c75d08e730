import { Counter, Gauge, type Registry } from 'prom-client';

/** The response cache's store (api/graphql/boundedResponseCache.ts). */
export interface CacheSize {
  readonly size: number;
  readonly bytes: number;
}

/** GraphQL response cache: hits and misses counted on lookup, its size read when scraped. */
export function createResponseCacheMetrics(registry: Registry) {
  let store: CacheSize | undefined;
  const hits = new Counter({
    name: 'chb_response_cache_hits_total',
    help: 'GraphQL requests answered from the response cache.',
    registers: [registry],
  });
  const misses = new Counter({
    name: 'chb_response_cache_misses_total',
    help: 'GraphQL response cache lookups that found nothing (the result was computed).',
    registers: [registry],
  });
  new Gauge({
    name: 'chb_response_cache_entries',
    help: 'Results held by the GraphQL response cache.',
    registers: [registry],
    collect() {
      this.set(store?.size ?? 0);
    },
  });
  new Gauge({
    name: 'chb_response_cache_bytes',
    help: 'Bytes held by the GraphQL response cache (results as JSON plus bookkeeping), bounded by RESPONSE_CACHE_MB.',
    registers: [registry],
    collect() {
      this.set(store?.bytes ?? 0);
    },
  });
  return {
    observe(source: CacheSize) {
      store = source;
    },
    hit: () => hits.inc(),
    miss: () => misses.inc(),
  };
}

export type ResponseCacheMetrics = ReturnType<typeof createResponseCacheMetrics>;
