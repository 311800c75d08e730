import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../../events/store/bus.ts';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import { LogFollower } from '../../events/store/logFollower.ts';
import { registry } from '../../events/registry.ts';
import type { Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';

/** Appends one sign-out as its own committed transaction, as a server or another process would. */
const appendSignOut = (db: Database, stream: string) =>
  db.query(
    `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
     VALUES ($1, 1, gen_random_uuid(), 'AdminLoggedOut', 2, '{"account":"admin"}', '{"actor":"admin:test","time":"2025-06-02T00:00:00.000Z"}')`,
    [stream],
  );

/** Collects what a started follower delivers, in order, by stream; stopped after each test. */
const followers: LogFollower[] = [];
async function startFollower(db: Database) {
  const follower = new LogFollower(db, registry);
  followers.push(follower);
  const delivered: RecordedEvent[] = [];
  follower.subscribe((events) => delivered.push(...events));
  await follower.start(new EventBus());
  return { follower, streams: () => delivered.map((event) => event.streamId) };
}

/** A transaction of another connection, open (its first statement run) until `end` commits it. */
async function openTransaction(url: string, options: string, statement: string): Promise<{ end(): Promise<void> }> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let began!: () => void;
  const open = new Promise<void>((resolve) => (began = resolve));
  const transaction = sql.begin(options, async (tx) => {
    await tx.unsafe(statement);
    began();
    await released;
  });
  await Promise.race([open, transaction]);
  return {
    async end() {
      release();
      await transaction.catch(() => undefined);
      await sql.end();
    },
  };
}

describe.each(databaseKinds)('a log follower on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  const transactions: { end(): Promise<void> }[] = [];
  beforeEach(async () => {
    opened = await openMigratedDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.stop()));
    await Promise.all(transactions.splice(0).map((transaction) => transaction.end()));
    await opened.close();
  });
  const holdOpen = async (options: string, statement: string) => {
    const transaction = await openTransaction(opened.test.url!, options, statement);
    transactions.push(transaction);
    return transaction;
  };

  it('delivers what is committed after it starts, and nothing from before', async () => {
    await appendSignOut(opened.db, 'before-1');
    await appendSignOut(opened.db, 'before-2');
    const { follower, streams } = await startFollower(opened.db);
    await appendSignOut(opened.db, 'after');
    follower.poke();
    await expect.poll(streams).toEqual(['after']);
  });

  // Only a server has concurrent transactions (the embedded database runs one connection).
  if (kind !== 'postgresql') return;
  it('does not deliver again what was committed before it started while an older transaction was open (here or in any database of the server)', async () => {
    // An open transaction holds back the point below which the log is known to be settled (pg_snapshot_xmin
    // is the whole server's): another test's, a backup's, a rebuild's, or a slow request's on this database.
    const older = await holdOpen('', 'SELECT pg_current_xact_id()');
    await appendSignOut(opened.db, 'before-1');
    await appendSignOut(opened.db, 'before-2');
    const { follower, streams } = await startFollower(opened.db);
    await appendSignOut(opened.db, 'after');
    await older.end();
    follower.poke();
    await expect.poll(streams).toEqual(['after']);
  });

  it("is not held back by a read-only snapshot such as a backup's: an event appended meanwhile is delivered", async () => {
    await holdOpen('ISOLATION LEVEL REPEATABLE READ READ ONLY', 'SELECT count(*) FROM events');
    const { follower, streams } = await startFollower(opened.db);
    await appendSignOut(opened.db, 'during-the-backup');
    follower.poke();
    await expect.poll(streams).toEqual(['during-the-backup']);
  });
});
