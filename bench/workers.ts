import { createTestDatabase } from '../tests/support/databases.ts';
import { healthOnFreshConnection } from '../tests/support/health.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { LOAD_LIMITS, runLoad, type LoadResult } from './load.ts';
import { median } from './support.ts';

/** The worker answering GET /healthz on a new connection. */
const answeringWorker = async (url: string) => (await healthOnFreshConnection(url)).worker;

export interface WorkersRun {
  workers: number;
  requestsPerSecond: number;
  result: LoadResult;
}

export interface WorkersComparison {
  seconds: number;
  runs: number;
  /** Median requests per second of the mixed load, by WORKERS. */
  single: number;
  double: number;
  /** Median over the runs of WORKERS=2 / WORKERS=1, each pair measured back to back. */
  ratio: number;
  serverErrors: number;
  otherErrors: number;
  /** Every run counted each acknowledged download exactly once. */
  downloadsExact: boolean;
  all: WorkersRun[];
}

/** Waits until `count` different workers answer: the first one listens before the others. */
async function allWorkersUp(url: string, count: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  while (seen.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${seen.size} of ${count} workers answered in ${timeoutMs} ms`);
    seen.add(await answeringWorker(url).catch(() => ''));
    seen.delete('');
    if (seen.size < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mixed load profile (200 users, 50 subscriptions) against `api/main.ts` with WORKERS=`workers` on a fresh PostgreSQL database. */
async function loadWithWorkers(workers: number, seconds: number): Promise<WorkersRun> {
  const test = await createTestDatabase('postgresql');
  const server = await startServer({
    DATA_DIR: test.dataDir,
    DATABASE_URL: test.url,
    WORKERS: String(workers),
    RATE_LIMITS: 'false',
    ...LOAD_LIMITS,
    ADMIN_PASSWORD: 'bench admin password',
  });
  try {
    await allWorkersUp(server.url, workers);
    const result = await runLoad(server, { users: 200, seconds, subscribers: 50 });
    return { workers, requestsPerSecond: result.requests / seconds, result };
  } finally {
    await server.stop();
    await test.drop();
  }
}

/**
 * The same mixed load against WORKERS=1 and WORKERS=2 on PostgreSQL, alternated `runs` times in one
 * run of the bench (the machine's speed drifts, so only the ratio measured side by side means much).
 */
export async function benchWorkers(seconds: number, runs: number): Promise<WorkersComparison> {
  const all: WorkersRun[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < runs; run++) {
    const single = await loadWithWorkers(1, seconds);
    const double = await loadWithWorkers(2, seconds);
    all.push(single, double);
    ratios.push(double.requestsPerSecond / single.requestsPerSecond);
    console.log(`  run ${run + 1}: WORKERS=1 ${single.requestsPerSecond.toFixed(0)} requests/s, WORKERS=2 ${double.requestsPerSecond.toFixed(0)} requests/s`);
  }
  const rate = (workers: number) => median(all.filter((each) => each.workers === workers).map((each) => each.requestsPerSecond));
  return {
    seconds,
    runs,
    single: rate(1),
    double: rate(2),
    ratio: median(ratios),
    serverErrors: all.reduce((sum, each) => sum + each.result.serverErrors, 0),
    otherErrors: all.reduce((sum, each) => sum + each.result.otherErrors, 0),
    downloadsExact: all.every((each) => each.result.downloadCountDelta === each.result.downloadsAcknowledged),
    all,
  };
}
