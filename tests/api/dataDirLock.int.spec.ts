import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../../prisma/dataDirLock.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startServer, scriptCommand } from '../support/serverProcess.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the embedded database belongs to one process', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('pglite', { migrated: true });
  });
  afterAll(() => test.drop());

  /** Runs a CLI as `npm run` would (without prisma generate) on the test's DATA_DIR. */
  async function runCli(script: string, args: string[] = []) {
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
    return promisify(execFile)(process.execPath, [...scriptCommand(script), ...args], { cwd: root, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it('refuses the CLIs and a second server while a server runs, keeps serving, and takes over the lock of a killed server', async () => {
    const env = { DATA_DIR: test.dataDir, DATABASE_URL: undefined };
    const first = await startServer(env);
    const inUse = `DATA_DIR ${test.dataDir} is in use by process ${first.child.pid}`;
    try {
      expect(readFileSync(lockFileOf(test.dataDir), 'utf8').split('\n')[0]).toBe(String(first.child.pid));
      const health = await (await fetch(`${first.url}/healthz`)).json();

      const file = join(test.dataDir, 'log.ndjson');
      writeFileSync(file, '');
      const clis: [string, string[]][] = [
        ['scripts/exportEvents.ts', []],
        ['scripts/replay.ts', []],
        ['scripts/importEvents.ts', [file]],
      ];
      for (const [script, args] of clis) {
        const refused = await runCli(script, args);
        expect(refused.code, script).toBe(1);
        expect(refused.stderr.trim(), script).toBe(inUse);
      }

      const second = await startServer(env, 60_000).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toMatch(/^server exited with 1:/);
      expect((second as Error).message).toContain(inUse);
      expect((second as Error).message).not.toMatch(/^\s+at /m);

      expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual(health);
    } catch (error) {
      await first.stop('SIGKILL');
      throw error;
    }
    // Killed, not stopped: the lock file stays behind, naming a process that no longer runs.
    expect(await first.stop('SIGKILL'), first.output()).toBeNull();

    expect(readFileSync(lockFileOf(test.dataDir), 'utf8').split('\n')[0]).toBe(String(first.child.pid));
    const fresh = await startServer(env);
    expect((await fetch(`${fresh.url}/healthz`)).status).toBe(200);
    expect(readFileSync(lockFileOf(test.dataDir), 'utf8').split('\n')[0]).toBe(String(fresh.child.pid));
    expect(await fresh.stop('SIGTERM')).toBe(0);
    expect(existsSync(lockFileOf(test.dataDir))).toBe(false);

    const exported = await runCli('scripts/exportEvents.ts');
    expect(exported.code, exported.stderr).toBe(0);
    expect(existsSync(lockFileOf(test.dataDir))).toBe(false);
  });
});
