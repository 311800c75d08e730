import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../events/store/store.ts';
import { PageVisited, analyticsStream } from '../../events/analytics/events.ts';
import { createPostgresClient, postgresExecutor, type Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase, type TestDatabase } from '../support/databases.ts';
import { metadata } from '../support/events.ts';
import { registry } from '../../events/registry.ts';

const visit = (sessionId: string) =>
  PageVisited({ visitId: randomUUID(), sessionId, path: '/', referrer: null, userAgent: 'Firefox' });

describe.runIf(databaseKinds.includes('postgresql'))('a follower on postgresql and a late commit', () => {
  let db: Database;
  let test: TestDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, test, close } = await openMigratedDatabase('postgresql'));
  });
  afterAll(() => close());

  it('does not pass a transaction that appended first but commits last', async () => {
    const store = new EventStore(db, registry);
    const other = createPostgresClient(test.url!, 1);
    let releaseA!: () => void;
    const aHeld = new Promise<void>((resolve) => (releaseA = resolve));
    let aAppended!: () => void;
    const aInside = new Promise<void>((resolve) => (aAppended = resolve));
    const transactionA = other.begin(async (tx) => {
      const storeInTx = new EventStore({ ...db, ...postgresExecutor(tx) }, registry);
      await storeInTx.append(analyticsStream('a'), [visit('a')], { metadata: metadata() });
      aAppended();
      await aHeld;
    });
    await aInside;
    const b = await store.append(analyticsStream('b'), [visit('b')], { metadata: metadata() });

    const whileOpen = await store.readAll({ after: 0n, visibility: 'settled' });
    expect(whileOpen.map((event) => event.streamId)).not.toContain('visitor:b');
    expect(whileOpen.map((event) => event.streamId)).not.toContain('visitor:a');

    releaseA();
    await transactionA;
    // Transactions of other databases on the same server also hold the snapshot's xmin back: poll.
    let afterCommit = await store.readAll({ after: 0n, visibility: 'settled' });
    for (let tries = 0; afterCommit.length < 2 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      afterCommit = await store.readAll({ after: 0n, visibility: 'settled' });
    }
    expect(afterCommit.map((event) => event.streamId)).toEqual(['visitor:a', 'visitor:b']);
    expect(afterCommit[0]!.globalPosition).toBeLessThan(b.events[0]!.globalPosition);
    await other.end();
  });
});
