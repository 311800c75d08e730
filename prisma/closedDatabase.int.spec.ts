import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * A timer of an app that has stopped (the sign-in limiter's cleanup of expired rows runs every five
 * minutes) may still query its database after close(). On PGlite a prepared statement then spun in
 * WebAssembly for good, holding its process's event loop: a test worker hung until CI's time ran out.
 * Run in a child process, so that the old behaviour fails this test by its timeout instead of hanging it.
 */
describe('the embedded database after close()', () => {
  it('refuses a query and a transaction at once, with a message', async () => {
    const script = `
      import { openDatabase } from './prisma/database.ts';
      const db = await openDatabase({});
      await db.query('SELECT 1');
      await db.close();
      for (const call of [() => db.query('DELETE FROM "sign_in_limits" WHERE expire < $1', [0]), () => db.query('SELECT 1'), () => db.transaction(async () => 1)]) {
        try {
          await call();
          console.log('answered');
        } catch (error) {
          console.log('refused: ' + error.message);
        }
      }`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 20_000 });
    expect(stdout.trim().split('\n')).toEqual(['refused: the database is closed', 'refused: the database is closed', 'refused: the database is closed']);
  }, 30_000);
});
