import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type StartOptions } from '../tests/support/serverProcess.ts';
import { median } from './support.ts';

export interface StartFigures {
  /** `npm start` of an unchanged checkout on a data directory it set up before: build check, then the compiled server. */
  npmStartMs: number;
  /** The largest of those runs. */
  npmStartMaxMs: number;
  /** The same server from its sources through the TypeScript loader (tsx), as `npm start` ran it before. */
  tsxStartMs: number;
  runs: number;
}

/** Milliseconds from spawning the start command until /healthz answers, then the server is stopped. */
async function timeToHealthy(env: Record<string, string>, options: StartOptions): Promise<number> {
  const started = performance.now();
  const server = await startServer(env, 120_000, options);
  const elapsed = performance.now() - started;
  await server.stop();
  if (server.output().includes('building the')) throw new Error(`the checkout changed during the benchmark, so npm start built:\n${server.output()}`);
  // npm may exit before its server: let the server release the data directory.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return elapsed;
}

/**
 * The second start of an unchanged checkout: one start sets up the data directory (migrations, seed,
 * catalog), then `runs` starts each of `npm start` and of the sources through tsx, alternated.
 */
export async function benchStart(runs: number): Promise<StartFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-start-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' };
  try {
    await timeToHealthy(env, { npmStart: true });
    const npmStart: number[] = [];
    const tsx: number[] = [];
    for (let run = 0; run < runs; run++) {
      npmStart.push(await timeToHealthy(env, { npmStart: true }));
      tsx.push(await timeToHealthy(env, {}));
    }
    return { npmStartMs: median(npmStart), npmStartMaxMs: Math.max(...npmStart), tsxStartMs: median(tsx), runs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
