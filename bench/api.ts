import autocannon from 'autocannon';
import type { DatabaseKind } from '../prisma/database.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { subscribe, wsClient } from '../tests/support/graphqlWs.ts';
import { startServer, type ServerProcess } from '../tests/support/serverProcess.ts';
import { median, percentile } from './support.ts';

const serverEnv = { RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' };

async function withServers<T>(kind: DatabaseKind, count: number, run: (servers: ServerProcess[]) => Promise<T>): Promise<T> {
  const test = await createTestDatabase(kind);
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await startServer({ ...serverEnv, DATABASE_URL: test.url, DATA_DIR: `${test.dataDir}/${i}` }));
    return await run(servers);
  } finally {
    for (const server of servers) await server.stop();
    await test.drop();
  }
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * The public gallery's query (a page of 20 images) under load against a server process. Visitors'
 * queries are answered from the response cache; `uncached` sends a bearer header, which bypasses it.
 */
export async function benchImagesQuery(kind: DatabaseKind, seconds: number, uncached = false): Promise<LoadFigures> {
  return withServers(kind, 1, async ([server]) => {
    const body = JSON.stringify({
      query: `query Page($offset: Int) { images(offset: $offset, limit: 20) { total items { id title description filePath perspective learningStatus downloadCount complexityLevel tags } } }`,
      variables: { offset: 0 },
    });
    const run = (duration: number) =>
      autocannon({
        url: `${server!.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(uncached ? { authorization: 'Bearer not-a-session' } : {}) },
        body,
        connections: 20,
        duration,
      });
    await run(1);
    const result = await run(seconds);
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  });
}

export interface DeliveryFigures {
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * From the moment a download is sent until the subscriber sees the new count; the subscriber is on
 * the first server, the write goes to the last (the same process when there is one server).
 */
export async function benchDelivery(kind: DatabaseKind, processes: 1 | 2, samples: number): Promise<DeliveryFigures> {
  return withServers(kind, processes, async (servers) => {
    const imageId = 'img-founders-hero-geometric-lighthouse';
    const client = wsClient(servers[0]!.url);
    const live = subscribe<{ downloadCount: number }>(client, `subscription($id: ID) { imageChanged(id: $id) { downloadCount } }`, { id: imageId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const writer = servers.at(-1)!;
    const latencies: number[] = [];
    for (let i = 0; i < samples + 10; i++) {
      const seen = live.values.length;
      const started = performance.now();
      await fetch(`${writer.url}/api/creative/images/${imageId}/download`, { method: 'POST' });
      await live.waitFor(() => live.values.length > seen, 5000);
      if (i >= 10) latencies.push(performance.now() - started);
    }
    live.stop();
    await client.dispose();
    return { samples, p50Ms: median(latencies), p99Ms: percentile(latencies, 99) };
  });
}
