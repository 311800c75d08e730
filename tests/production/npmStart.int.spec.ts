import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNodeOptions, startServer, type ServerProcess } from '../support/serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'chb-npm-start-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info', ADMIN_PASSWORD: 'npm-start-password' };

interface Health {
  status: string;
  pid: number;
}

const health = async (server: ServerProcess) => (await (await fetch(`${server.url}/healthz`)).json()) as Health;

/** Stops `npm start` and waits until the server process itself is gone (npm may exit before it). */
async function stopAll(server: ServerProcess, pid: number) {
  await server.stop();
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server process ${pid} still running after npm start stopped`);
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it('runs the compiled server under plain node, builds nothing on a second start, and logs JSON in production', async () => {
    // The first start builds whatever is missing or stale and sets up the data directory.
    const first = await startServer(env, 300_000, { npmStart: true });
    await stopAll(first, (await health(first)).pid);

    const second = await startServer(env, 120_000, { npmStart: true });
    try {
      const { status, pid } = await health(second);
      expect(status).toBe('ok');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // Plain node with the V8 options package.json gives it (the young generation's size), no TypeScript loader.
      expect(commandLine).toEqual(['node', ...startNodeOptions(), 'dist/server/api/main.js']);
      expect(commandLine.join(' ')).not.toMatch(/tsx|--import|--loader/);
      expect(startNodeOptions()).toContain('--max-semi-space-size=8');

      const output = second.output();
      for (const step of ['Prisma client', 'server (dist/server)', 'client (dist/web)']) expect(output).toContain(`the ${step} is up to date`);
      expect(output).not.toContain('building the');

      const logLines = output.split('\n').filter((line) => line.startsWith('{'));
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.map((line) => JSON.parse(line) as { msg?: string }).some((line) => line.msg?.startsWith('Server listening'))).toBe(true);
      await stopAll(second, pid);
    } finally {
      await second.stop();
    }
  });
});
