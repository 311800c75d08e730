import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { healthOnFreshConnection as health } from '../support/health.ts';
import { freePort, startServer, type ServerProcess } from '../support/serverProcess.ts';

/** The workers seen answering over `requests` fresh connections, by worker name. */
async function workersAnswering(url: string, requests: number): Promise<Map<string, number>> {
  const pids = new Map<string, number>();
  for (let index = 0; index < requests; index++) {
    const answer = await health(url);
    pids.set(answer.worker, answer.pid);
  }
  return pids;
}

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(databaseKinds.includes('postgresql'))('WORKERS=2: two server processes sharing the port', () => {
  let test: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase('postgresql', { migrated: true });
    server = await startServer({ DATABASE_URL: test.url, DATA_DIR: test.dataDir, WORKERS: '2', ADMIN_PASSWORD: 'two workers, one log' });
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await test?.drop();
  });

  it('answers from both workers, replaces a killed worker (and logs it), and stops them all on SIGTERM with status 0', async () => {
    // Both workers answer once both listen; the first one may be up alone for a moment.
    const first = await waitFor(async () => {
      const seen = await workersAnswering(server.url, 20);
      return seen.size === 2 ? seen : undefined;
    }, 60_000, 'both workers to answer');
    const answer = await health(server.url);
    expect(answer).toMatchObject({ status: 'ok', database: 'postgresql' });
    expect(first.has(answer.worker)).toBe(true);
    expect(new Set(first.values()).size).toBe(2);
    expect([...first.values()]).not.toContain(server.child.pid);
    // Both started at the first attempt: neither died waiting for the other's migration lock (P1002).
    expect(server.output()).not.toMatch(/died|P1002/);

    // A write through one worker is read by the other: they share the database.
    const positions = new Set<string>();
    for (let index = 0; index < 6; index++) positions.add((await health(server.url)).lastPosition);
    expect(positions.size).toBe(1);

    const [victimName, victimPid] = [...first.entries()][0]!;
    process.kill(victimPid, 'SIGKILL');
    const replaced = await waitFor(async () => {
      const seen = await workersAnswering(server.url, 10);
      return seen.size === 2 && !seen.has(victimName) ? seen : undefined;
    }, 90_000, 'the killed worker to be replaced');
    const replacement = [...replaced.entries()].find(([name]) => !first.has(name))!;
    expect(replacement[1]).not.toBe(victimPid);
    expect(alive(victimPid)).toBe(false);
    expect(server.output()).toContain(`worker ${victimName} (pid ${victimPid}) died (signal SIGKILL); restarting it`);
    expect(server.output()).toContain(`worker ${replacement[0]} started in place of worker ${victimName}`);

    const pids = [...replaced.values()];
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  });
});

describe('WORKERS on the embedded database', () => {
  it('refuses to start more than one worker without DATABASE_URL, naming it (status 1)', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const env: Record<string, string | undefined> = { ...process.env, WORKERS: '2', PORT: String(await freePort()), NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('WORKERS: 2 server processes need PostgreSQL: set DATABASE_URL');
  });
});
