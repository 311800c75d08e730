import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseKind } from '../prisma/database.ts';
import { createTestDatabase } from '../tests/support/databases.ts';
import { startServer, type ServerProcess } from '../tests/support/serverProcess.ts';
import { settleAfterPublicPages } from './idleMemory.ts';
import { rssOf } from './load.ts';
import { adminSessionOf, median } from './support.ts';

export const DISTINCT_QUERIES = 2000;
const CONCURRENCY = 4;
const PASSWORD = 'distinct queries password';

/** A distinct anonymous query with a large answer (every image's long texts, about 400 KB; every 20th three aliases over, about 1.2 MB). */
export const largeAnswersQuery = (i: number) =>
  `{ ${Array.from({ length: i % 20 === 0 ? 3 : 1 }, (_, alias) => `a${i}_${alias}: images(limit: 500) { items { id description extendedDescription } }`).join(' ')} }`;

export type GraphqlCall = (query: string, headers?: Record<string, string>, variables?: Record<string, unknown>) => Promise<{ status: number; body: string }>;

export function graphqlOf(server: ServerProcess): GraphqlCall {
  return async (query, headers = {}, variables = {}) => {
    // identity: the answers' compression is not what is measured
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Gives every image the longest description and extended description the site takes, as the administrator. */
export async function enlargeEveryImage(graphql: GraphqlCall, admin: Record<string, string>): Promise<void> {
  const ids = JSON.parse((await graphql('{ images(limit: 500) { items { id } } }', admin)).body).data.images.items as { id: string }[];
  for (const [index, { id }] of ids.entries()) {
    const input = { description: `${index} ${'d'.repeat(1990)}`, extendedDescription: `${index} ${'e'.repeat(4990)}` };
    const edit = await graphql('mutation($id: ID!, $input: ImageEditInput!) { editImage(id: $id, input: $input) { id } }', admin, { id, input });
    if (edit.status !== 200 || edit.body.includes('"errors"')) throw new Error(`editing ${id} answered ${edit.status}: ${edit.body}`);
  }
}

export async function adminHeaders(server: ServerProcess, password: string): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminSessionOf(server.url, password)}` };
}

/** Sends `count` distinct large queries, `CONCURRENCY` at a time: the answers' statuses and bytes. */
export async function sendDistinctQueries(graphql: GraphqlCall, count: number, first = 0, headers: Record<string, string> = {}) {
  let next = 0;
  let bytes = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const { status, body } = await graphql(largeAnswersQuery(first + next++), headers);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        bytes += body.length;
      }
    }),
  );
  return { bytes, statuses };
}

export interface DistinctQueriesFigures {
  /** RSS after the queries (and 3 s idle) less RSS before them, MiB: median of the runs. */
  growthMiB: number;
  worstGrowthMiB: number;
  /** The highest RSS sampled during the queries less RSS before them (the largest of the runs). */
  peakGrowthMiB: number;
  beforeMiB: number;
  answerKiB: number;
  failed: number;
  runs: number;
}

/**
 * Issue 32's figure: a server on a new database whose images carry the longest texts, idle after every
 * public page; then 2,000 distinct anonymous queries (about 800 MB of answers), which the response
 * cache may keep only up to its bound. RSS before and 3 s after, from /proc.
 */
export async function benchDistinctQueries(kind: DatabaseKind, runs: number): Promise<DistinctQueriesFigures> {
  const samples: { before: number; after: number; peak: number; bytes: number; failed: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const test = await createTestDatabase(kind, { migrated: true });
    const server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, RATE_LIMITS: 'false', ADMIN_PASSWORD: PASSWORD });
    try {
      const graphql = graphqlOf(server);
      await enlargeEveryImage(graphql, await adminHeaders(server, PASSWORD));
      await settleAfterPublicPages(server.url);
      const pid = server.child.pid!;
      const before = rssOf(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 250);
      const { bytes, statuses } = await sendDistinctQueries(graphql, DISTINCT_QUERIES);
      clearInterval(sampler);
      await sleep(3000);
      const after = rssOf(pid);
      samples.push({ before, after, peak: Math.max(peak, after), bytes, failed: DISTINCT_QUERIES - (statuses.get(200) ?? 0) });
    } finally {
      await server.stop();
      await test.drop();
    }
  }
  const growth = samples.map((sample) => sample.after - sample.before);
  return {
    growthMiB: median(growth),
    worstGrowthMiB: Math.max(...growth),
    peakGrowthMiB: Math.max(...samples.map((sample) => sample.peak - sample.before)),
    beforeMiB: median(samples.map((sample) => sample.before)),
    answerKiB: median(samples.map((sample) => sample.bytes / DISTINCT_QUERIES / 1024)),
    failed: samples.reduce((sum, sample) => sum + sample.failed, 0),
    runs,
  };
}
