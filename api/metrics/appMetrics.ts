import type { Registry } from 'prom-client';
import type { LogFollower } from '../../events/store/logFollower.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { observeDatabasePools } from './databaseMetrics.ts';
import { observeEventStore, observeLogFollower } from './eventStoreMetrics.ts';
import { createHttpMetrics, type HttpMetrics } from './httpMetrics.ts';
import { createLiveSocketMetrics, type LiveSocketMetrics } from './liveMetrics.ts';
import { createAppRegistry, metricsText } from './registry.ts';
import { createResponseCacheMetrics, type ResponseCacheMetrics } from './responseCacheMetrics.ts';

/**
 * One app's metrics in its own registry (tests run several apps in one process). The hot paths
 * (requests, appends, cache lookups) only increment counters; gauges are read when scraped.
 */
export class AppMetrics {
  readonly registry: Registry;
  readonly http: HttpMetrics;
  readonly responseCache: ResponseCacheMetrics;
  readonly liveSockets: LiveSocketMetrics;
  private readonly stopObservingStore: () => void;

  constructor(worker: string, sources: { db: Database; store: EventStore; follower: LogFollower }) {
    this.registry = createAppRegistry(worker);
    this.http = createHttpMetrics(this.registry);
    this.responseCache = createResponseCacheMetrics(this.registry);
    this.liveSockets = createLiveSocketMetrics(this.registry);
    this.stopObservingStore = observeEventStore(this.registry, sources.store);
    observeLogFollower(this.registry, sources.follower);
    observeDatabasePools(this.registry, sources.db);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every series, this app's and the process's, in the Prometheus text format. */
  text(): Promise<string> {
    return metricsText(this.registry);
  }

  stop(): void {
    this.stopObservingStore();
  }
}
