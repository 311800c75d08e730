import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsStream, PageVisited } from '../../events/analytics/events.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const VISITS = 60;
const feed = 'subscription($after: BigInt) { eventAppended(types: [PageVisited], after: $after) { globalPosition } }';

describe.each(databaseKinds)('resumed feeds are metered per client address on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let token: string;
  let after: string;
  beforeAll(async () => {
    // A budget of 100 resumed events a minute per client: one resume of 60 fits, a second does not.
    t = await startTestApp(kind, { RATE_LIMITS: 'true', RESUME_EVENTS_PER_MINUTE: '100' });
    url = await t.listen();
    token = await t.login();
    const [{ position }] = (await t.app.db.query<{ position: bigint }>('SELECT max(global_position) AS position FROM events')) as [{ position: bigint }];
    after = String(position);
    for (let i = 0; i < VISITS; i++) {
      const visitId = randomUUID();
      await t.app.store.append(analyticsStream('metered'), [PageVisited({ visitId, sessionId: 'metered', path: '/', referrer: null, userAgent: 'Chrome' })], {
        metadata: { actor: 'visitor', time: new Date().toISOString() },
      });
    }
    // A resume replays what the server's log follower has delivered. Its settled point waits for the oldest open
    // write transaction of the whole PostgreSQL server, other test files' included; until it passes the visits,
    // a resume replays none of them and spends nothing of the budget.
    const [{ last }] = (await t.app.db.query<{ last: bigint }>('SELECT max(global_position) AS last FROM events')) as [{ last: bigint }];
    await vi.waitFor(() => expect(t.app.live.lastDelivered.position >= BigInt(last)).toBe(true), { timeout: 60_000, interval: 50 });
  });
  afterAll(() => t.close());

  it('replays events up to the budget, then refuses a resume with a clear error, while feeds without after go on', async () => {
    const first = wsClient(url, token);
    const resumed = subscribe<{ globalPosition: string }>(first, feed, { after });
    await expect.poll(() => resumed.values.length + JSON.stringify(resumed.errors), { timeout: 10_000 }).toBe(VISITS + '[]');
    expect(resumed.errors).toEqual([]);

    // Another socket from the same address: the budget is the client's, not the socket's.
    const second = wsClient(url, token);
    const refused = subscribe<{ globalPosition: string }>(second, feed, { after });
    await expect.poll(() => refused.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(refused.errors)).toMatch(/too many resumed events from your address \(at most 100 a minute\); try again in \d+ s/);
    expect(JSON.stringify(refused.errors)).toMatch(/RATE_LIMITED/);
    expect(refused.values).toEqual([]);

    const fresh = subscribe<{ globalPosition: string }>(second, feed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.store.append(analyticsStream('metered'), [PageVisited({ visitId: randomUUID(), sessionId: 'metered', path: '/live', referrer: null, userAgent: 'Chrome' })], {
      metadata: { actor: 'visitor', time: new Date().toISOString() },
    });
    await expect.poll(() => fresh.values.length, { timeout: 10_000 }).toBe(1);
    await resumed.waitFor(() => resumed.values.length === VISITS + 1);
    expect(fresh.errors).toEqual([]);
    for (const live of [resumed, refused, fresh]) live.stop();
    await first.dispose();
    await second.dispose();
  });
});
