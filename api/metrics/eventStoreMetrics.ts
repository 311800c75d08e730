import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { FollowerBacklog, LogFollower } from '../../events/store/logFollower.ts';
import type { EventStore } from '../../events/store/store.ts';

/** A scrape waits at most this long for the follower's backlog; a database that does not answer reports NaN. */
const BACKLOG_TIMEOUT_MS = 2000;

/**
 * Appends, by event type (the declared types bound the labels), and the group commit's batches: on
 * the write path only counter increments and histogram observations.
 */
export function observeEventStore(registry: Registry, store: EventStore): () => void {
  const appended = new Counter({
    name: 'chb_events_appended_total',
    help: 'Events committed to the log by this process, by event type.',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const appends = new Counter({
    name: 'chb_event_appends_total',
    help: 'Append calls (one or more streams, all or nothing) written by the group commit.',
    registers: [registry],
  });
  const batchEvents = new Histogram({
    name: 'chb_event_batch_events',
    help: 'Events per group-commit batch (one transaction).',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  });
  const batchDuration = new Histogram({
    name: 'chb_event_batch_duration_seconds',
    help: 'Time to write one group-commit batch, projections included.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const stopCounting = store.bus.subscribe((events) => {
    for (const event of events) appended.inc({ type: event.type });
  });
  const stopObserving = store.observeBatches((batch) => {
    appends.inc(batch.units);
    batchEvents.observe(batch.events);
    batchDuration.observe(batch.seconds);
  });
  return () => {
    stopCounting();
    stopObserving();
  };
}

/** The log follower's lag, read when scraped (one indexed query shared by both gauges), never on delivery. */
export function observeLogFollower(registry: Registry, follower: LogFollower): void {
  let pending: Promise<FollowerBacklog | undefined> | undefined;
  const backlog = () =>
    (pending ??= withTimeout(follower.backlog(), BACKLOG_TIMEOUT_MS)
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      }));
  new Gauge({
    name: 'chb_log_follower_lag_events',
    help: 'Committed events the log follower has not yet delivered to live subscribers and caches.',
    registers: [registry],
    async collect() {
      const found = await backlog();
      this.set(found ? found.events : Number.NaN);
    },
  });
  new Gauge({
    name: 'chb_log_follower_lag_seconds',
    help: 'How long the oldest undelivered event has waited since it was recorded (database clock); 0 when caught up.',
    registers: [registry],
    async collect() {
      const found = await backlog();
      if (!found) this.set(Number.NaN);
      else this.set(found.oldestRecordedAt === undefined ? 0 : Math.max(0, Date.now() - found.oldestRecordedAt) / 1000);
    },
  });
  new Gauge({
    name: 'chb_log_follower_position',
    help: 'The highest global position the log follower has delivered.',
    registers: [registry],
    collect() {
      this.set(Number(follower.position));
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
