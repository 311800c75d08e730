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

/** Collects what a started follower delivers, in order, by stream. */
async function startFollower(db: Database) {
  const follower = new LogFollower(db, registry);
  const delivered: RecordedEvent[] = [];
  follower.subscribe((events) => delivered.push(...events));
  await follower.start(new EventBus());
  return { follower, streams: () => delivered.map((event) => event.streamId) };
}

describe.each(databaseKinds)('a log follower starting on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeEach(async () => {
    opened = await openMigratedDatabase(kind);
  });
  afterEach(async () => {
    await opened.close();
  });

  it('delivers what is committed after it starts, and nothing from before', async () => {
    await appendSignOut(opened.db, 'before-1');
    await appendSignOut(opened.db, 'before-2');
    const { follower, streams } = await startFollower(opened.db);
    try {
      await appendSignOut(opened.db, 'after');
      follower.poke();
      await expect.poll(streams).toEqual(['after']);
    } finally {
      await follower.stop();
    }
  });

  // Only a server has concurrent transactions (the embedded database runs one connection).
  if (kind !== 'postgresql') return;
  it(
    'does not deliver again what was committed before it started while an older transaction was open (here or in any database of the server)',
    async () => {
      // An open transaction holds back the point below which the log is known to be settled (pg_snapshot_xmin
      // is the whole server's): another test's, a backup's, a rebuild's, or a slow request's on this database.
      const holder = postgres(opened.test.url!, { max: 1, onnotice: () => undefined });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let began!: () => void;
      const holding = new Promise<void>((resolve) => (began = resolve));
      const transaction = holder.begin(async (sql) => {
        await sql`SELECT pg_current_xact_id()`;
        began();
        await released;
      });
      try {
        await holding;
        await appendSignOut(opened.db, 'before-1');
        await appendSignOut(opened.db, 'before-2');
        const { follower, streams } = await startFollower(opened.db);
        try {
          await appendSignOut(opened.db, 'after');
          release();
          await transaction;
          follower.poke();
          await expect.poll(streams).toEqual(['after']);
        } finally {
          await follower.stop();
        }
      } finally {
        release();
        await transaction.catch(() => undefined);
        await holder.end();
      }
    },
  );
});

// Only a server has concurrent transactions (the embedded database runs one connection).
describe.each(databaseKinds.filter((kind) => kind === 'postgresql'))("a log follower's settled point on %s", (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeEach(async () => {
    opened = await openMigratedDatabase(kind);
  });
  afterEach(async () => {
    await opened.close();
  });

  it("is not held back by a read-only snapshot such as a backup's: an event appended meanwhile is delivered", async () => {
    const reader = postgres(opened.test.url!, { max: 1, onnotice: () => undefined });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const reading = new Promise<void>((resolve) => (began = resolve));
    const snapshot = reader.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (sql) => {
      await sql`SELECT count(*) FROM events`;
      began();
      await released;
    });
    try {
      await reading;
      const { follower, streams } = await startFollower(opened.db);
      try {
        await appendSignOut(opened.db, 'during-the-backup');
        follower.poke();
        await expect.poll(streams).toEqual(['during-the-backup']);
      } finally {
        await follower.stop();
      }
    } finally {
      release();
      await snapshot;
      await reader.end();
    }
  });
});
