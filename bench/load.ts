import { readFileSync } from 'node:fs';
import { subscribe, wsClient } from '../tests/support/graphqlWs.ts';
import type { ServerProcess } from '../tests/support/serverProcess.ts';
import { percentile } from './support.ts';

export interface LoadResult {
  requests: number;
  /** 5xx answers, but for the chat's load shedding (below). */
  serverErrors: number;
  /** Questions the chat refused with 503 and Retry-After because Semi's encoder queue was full (by design: issue 31). */
  chatShed: number;
  otherErrors: number;
  /** Answers by action and status ('chat 503': 12), for saying which requests failed. */
  statuses: Record<string, number>;
  byAction: Record<string, { count: number; p50Ms: number; p99Ms: number }>;
  downloadsAcknowledged: number;
  downloadCountDelta: number;
  subscriptions: number;
  subscriptionMessages: number;
  rssMiB: number[];
}

const images = ['img-founders-hero-geometric-lighthouse', 'img-creators-hero-constellation-waves', 'img-families-hero-garden-hearth'];
const questions = ['What is Scout?', 'Do you take investor money?', 'How do I get in touch?', 'What does Hash do?'];
const pages = ['/', '/products', '/creative-process', '/contact'];

/** Every virtual user of the load comes from one address: the per-client socket and subscription limits are raised for it. */
export const LOAD_LIMITS = { WS_MAX_CONNECTIONS_PER_IP: '10000', WS_MAX_SUBSCRIPTIONS: '10000' };

export const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function downloadTotal(base: string): Promise<number> {
  const all: { id: string; downloadCount: number }[] = await (await fetch(`${base}/api/creative/images`)).json();
  return all.filter((image) => images.includes(image.id)).reduce((sum, image) => sum + image.downloadCount, 0);
}

/**
 * A bounded mixed load on loopback: `users` virtual users loop over page loads, image queries,
 * downloads and chat questions for `seconds`, while `subscribers` graphql-ws subscriptions stay open.
 */
export async function runLoad(server: ServerProcess, options: { users: number; seconds: number; subscribers: number }): Promise<LoadResult> {
  const base = server.url;
  const clients = Array.from({ length: options.subscribers }, () => wsClient(base));
  const feeds = clients.map((client) => subscribe(client, `subscription { imageChanged { id downloadCount } }`));
  // Wait until the subscriptions are live: one download must reach the first subscriber.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await fetch(`${base}/api/creative/images/${images[0]}/download`, { method: 'POST' });
  await feeds[0]?.waitFor(() => true, 30_000);
  const latencies: Record<string, number[]> = { page: [], images: [], download: [], chat: [] };
  let serverErrors = 0;
  let chatShed = 0;
  let otherErrors = 0;
  const statuses: Record<string, number> = {};
  let downloadsAcknowledged = 0;
  const before = await downloadTotal(base);
  const rssMiB: number[] = [];
  const sampler = setInterval(() => rssMiB.push(Math.round(rssOf(server.child.pid!))), 1000);
  const deadline = Date.now() + options.seconds * 1000;
  const actions: Record<string, () => Promise<Response>> = {
    page: () => fetch(`${base}${pages[Math.floor(Math.random() * pages.length)]}`),
    images: () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `query($o: Int) { images(offset: $o, limit: 20) { total items { id title downloadCount } } }`, variables: { o: 20 * Math.floor(Math.random() * 3) } }),
      }),
    download: () => fetch(`${base}/api/creative/images/${images[Math.floor(Math.random() * images.length)]}/download`, { method: 'POST' }),
    chat: () =>
      fetch(`${base}/api/semi/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: questions[Math.floor(Math.random() * questions.length)] }),
      }),
  };
  const names = Object.keys(actions);
  await Promise.all(
    Array.from({ length: options.users }, async (_, user) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const name = names[(user + round) % names.length]!;
        const started = performance.now();
        try {
          const response = await actions[name]!();
          await response.arrayBuffer();
          latencies[name]!.push(performance.now() - started);
          statuses[`${name} ${response.status}`] = (statuses[`${name} ${response.status}`] ?? 0) + 1;
          if (name === 'chat' && response.status === 503 && response.headers.has('retry-after')) chatShed += 1;
          else if (response.status >= 500) serverErrors += 1;
          else if (!response.ok && !(name === 'page' && response.status === 404)) otherErrors += 1;
          else if (name === 'download' && response.ok) downloadsAcknowledged += 1;
        } catch {
          otherErrors += 1;
        }
      }
    }),
  );
  clearInterval(sampler);
  const after = await downloadTotal(base);
  const subscriptionMessages = feeds.reduce((sum, feed) => sum + feed.values.length, 0);
  feeds.forEach((feed) => feed.stop());
  await Promise.all(clients.map((client) => client.dispose()));
  const byAction = Object.fromEntries(
    Object.entries(latencies).map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [name, { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) }];
    }),
  );
  return {
    requests: Object.values(latencies).reduce((sum, values) => sum + values.length, 0),
    serverErrors,
    chatShed,
    otherErrors,
    statuses,
    byAction,
    downloadsAcknowledged,
    downloadCountDelta: after - before,
    subscriptions: options.subscribers,
    subscriptionMessages,
    rssMiB,
  };
}

/**
 * Memory stops growing: the peak of the last third is within `tolerance` of the peak of the middle
 * third. V8 lets the heap grow before a major collection, so short runs need a wider tolerance.
 */
export function memoryLevelsOff(rssMiB: number[], tolerance = 0.15): boolean {
  const third = Math.floor(rssMiB.length / 3);
  if (third < 1) return true;
  const middle = Math.max(...rssMiB.slice(third, 2 * third));
  const last = Math.max(...rssMiB.slice(2 * third));
  return last <= middle * (1 + tolerance);
}
