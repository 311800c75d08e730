import { Gauge, type Registry } from 'prom-client';

/** What the graphql-ws server knows now (api/live/websocket.ts). */
export interface LiveSocketCounts {
  sockets(): number;
  operations(): number;
}

/** Open graphql-ws sockets and the operations (subscriptions) they run, read when scraped. */
export function createLiveSocketMetrics(registry: Registry) {
  let counts: LiveSocketCounts | undefined;
  new Gauge({
    name: 'chb_live_open_sockets',
    help: 'Open graphql-ws WebSocket connections.',
    registers: [registry],
    collect() {
      this.set(counts?.sockets() ?? 0);
    },
  });
  new Gauge({
    name: 'chb_live_active_subscriptions',
    help: 'Operations running on graphql-ws sockets (subscriptions, and queries while they execute).',
    registers: [registry],
    collect() {
      this.set(counts?.operations() ?? 0);
    },
  });
  return {
    /** The WebSocket server reports here once it is mounted. */
    observe(source: LiveSocketCounts) {
      counts = source;
    },
  };
}

export type LiveSocketMetrics = ReturnType<typeof createLiveSocketMetrics>;
