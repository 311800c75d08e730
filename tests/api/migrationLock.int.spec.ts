import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../prisma/database.ts';
import { applyMigrations } from '../../prisma/migrate.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';

/**
 * Prisma's migration engine takes a session-level advisory lock (`pg_advisory_lock(72707369)`) for the
 * length of a run. With WORKERS=2 both workers apply the migrations at start: when a run left the lock
 * held by an idle connection of its process's pool, the other worker waited 10 s for it, timed out (P1002)
 * and died, and the supervisor restarted it.
 */
describe.each(databaseKinds.filter((kind) => kind === 'postgresql'))('applying the migrations on %s', () => {
  const opened: Database[] = [];
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await test?.drop();
  });

  const advisoryLocks = async (db: Database) =>
    (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"))[0]!.n;
  // The server lets the lock go as the closed connection's backend exits, a moment after the client closed it;
  // one left with an idle connection of the pool was held for the pool's idle timeout (10 s).
  const released = (db: Database) => expect.poll(() => advisoryLocks(db), { timeout: 2_000, interval: 50 }).toBe(0);

  it('releases the advisory lock when it returns, so that another process of the site applies them at once', async () => {
    test = await createTestDatabase('postgresql');
    const first = await openDatabase({ databaseUrl: test.url, poolSize: 2 });
    opened.push(first);
    expect((await applyMigrations(first)).length).toBeGreaterThan(0);
    await released(first);
    // Nothing left to apply: the run that only checks takes the lock too.
    expect(await applyMigrations(first)).toEqual([]);
    await released(first);

    // Another process's start, while this one keeps its connections open.
    const second = await openDatabase({ databaseUrl: test.url, poolSize: 2 });
    opened.push(second);
    expect(await applyMigrations(second)).toEqual([]);
    await released(second);
  });
});
