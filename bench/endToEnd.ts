import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { DatabaseKind } from '../prisma/database.ts';
import { catalogImages } from '../seed/catalog.ts';
import { renderedCatalogCache } from '../tests/support/catalogCache.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { startServer, type ServerProcess } from '../tests/support/serverProcess.ts';
import { rawBaseline } from './eventStore.ts';
import { adminSessionOf, benchDatabase, median } from './support.ts';

/** One end-to-end path under load, beside the raw append measured on the same machine in the same run. */
export interface EndToEndFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** The raw single-statement append (bench/eventStore.ts's reference), 8 writers, statements per second. */
  rawPerSecond: number;
  /** requestsPerSecond / rawPerSecond. */
  ratio: number;
  /** CPU time the server process spent per answered request (user + system): steadier than throughput on a shared machine. */
  serverCpuMsPerRequest: number;
}

const CLIENTS = 16;
const RAW_WRITERS = 8;
const ADMIN_PASSWORD = 'bench admin password';
const serverEnv = { RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD };

async function withServer<T>(kind: DatabaseKind, run: (server: ServerProcess) => Promise<T>): Promise<T> {
  process.env.CHB_CATALOG_CACHE ??= await renderedCatalogCache();
  const test = await createTestDatabase(kind);
  const server = await startServer({ ...serverEnv, DATABASE_URL: test.url, DATA_DIR: test.dataDir });
  try {
    return await run(server);
  } finally {
    await server.stop();
    await test.drop();
  }
}

type Load = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'> & { path: string };

/** User plus system CPU time of a process so far, in milliseconds (Linux; NaN elsewhere). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

type LoadFigures = Omit<EndToEndFigures, 'rawPerSecond' | 'ratio'>;

async function load(server: ServerProcess, options: Load, seconds: number): Promise<LoadFigures> {
  const { path, ...rest } = options;
  const run = (duration: number) => autocannon({ url: `${server.url}${path}`, connections: CLIENTS, duration, ...rest });
  await run(1); // warm up: JIT, connection pool, prepared statements
  const cpuBefore = cpuMsOf(server.child.pid);
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    serverCpuMsPerRequest: (cpuMsOf(server.child.pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/**
 * `runs` rounds of (load against the server, then the raw append on a database of the same kind while the
 * server idles); the medians of each. The raw append runs in this process, the server in its own.
 */
async function measure(kind: DatabaseKind, seconds: number, runs: number, run: () => Promise<LoadFigures>): Promise<EndToEndFigures> {
  const { db, dispose } = await benchDatabase(kind);
  try {
    const figures: LoadFigures[] = [];
    const raw: number[] = [];
    for (let round = 0; round < runs; round++) {
      figures.push(await run());
      raw.push(await rawBaseline(db, RAW_WRITERS, seconds));
    }
    const requestsPerSecond = median(figures.map((f) => f.requestsPerSecond));
    const rawPerSecond = median(raw);
    return {
      requestsPerSecond,
      p99Ms: median(figures.map((f) => f.p99Ms)),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
      rawPerSecond,
      ratio: requestsPerSecond / rawPerSecond,
      serverCpuMsPerRequest: median(figures.map((f) => f.serverCpuMsPerRequest)),
    };
  } finally {
    await dispose();
  }
}

/** Downloads through REST (POST /api/creative/images/{id}/download), 16 clients spread over 8 images. */
export async function benchHttpDownloads(kind: DatabaseKind, seconds: number, runs = 3): Promise<EndToEndFigures> {
  return withServer(kind, (server) => {
    const requests = catalogImages.slice(0, 8).map((image) => ({ method: 'POST' as const, path: `/api/creative/images/${image.id}/download` }));
    return measure(kind, seconds, runs, () => load(server, { path: '/', requests }, seconds));
  });
}

/** An administrator's page of 20 images through GraphQL, 16 clients: a valid bearer session, so the response cache is bypassed. */
export async function benchAdminPageQuery(kind: DatabaseKind, seconds: number, runs = 3): Promise<EndToEndFigures> {
  return withServer(kind, async (server) => {
    const sessionId = await adminSessionOf(server.url, ADMIN_PASSWORD);
    const body = JSON.stringify({
      query: `query Page($offset: Int) { images(offset: $offset, limit: 20) { total items { id title description filePath perspective learningStatus downloadCount complexityLevel tags } } }`,
      variables: { offset: 0 },
    });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` };
    // A GraphQL error answers 200, which the load generator counts as a success: check one answer first.
    const probe = (await (await fetch(`${server.url}/graphql`, { method: 'POST', headers, body })).json()) as { data?: { images?: { items: unknown[] } }; errors?: unknown };
    if (probe.errors || probe.data?.images?.items.length !== 20) throw new Error(`the page query did not answer 20 images: ${JSON.stringify(probe).slice(0, 300)}`);
    return measure(kind, seconds, runs, () => load(server, { path: '/graphql', method: 'POST', headers, body }, seconds));
  });
}
