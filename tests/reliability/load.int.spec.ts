import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_LIMITS, memoryLevelsOff, runLoad } from '../../bench/load.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';

/** The short CI profile of the load run; `npm run bench` runs the full one (60 s). */
describe.each(databaseKinds)('a bounded mixed load on %s', (kind) => {
  let test: TestDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { migrated: true });
    server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, RATE_LIMITS: 'false', ...LOAD_LIMITS, ADMIN_PASSWORD: 'load test password' });
  });
  afterAll(async () => {
    await server?.stop();
    await test.drop();
  });

  it('serves 200 virtual users with open subscriptions: no 5xx but the chat shedding, exact download counts, memory levels off', async () => {
    const result = await runLoad(server, { users: 200, seconds: 12, subscribers: 50 });
    console.log(`${kind}: ${result.requests} requests, ${result.serverErrors} 5xx, ${result.otherErrors} other errors (${JSON.stringify(result.statuses)}), RSS ${result.rssMiB.join(' ')} MiB`);
    expect(result.serverErrors).toBe(0);
    // Questions beyond what the encoder's queue holds are shed with 503 and Retry-After; the rest are answered.
    expect(result.statuses['chat 200']).toBeGreaterThan(0);
    expect(result.otherErrors).toBe(0);
    expect(result.requests).toBeGreaterThan(500);
    expect(result.downloadCountDelta).toBe(result.downloadsAcknowledged);
    expect(result.subscriptionMessages).toBeGreaterThan(0);
    // 12 s is short for V8's heap sizing: the 60 s run of `npm run bench` applies the 15% bound.
    expect(memoryLevelsOff(result.rssMiB, 0.35)).toBe(true);
  }, 120_000);
});
