import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelDigest, replayIntoLiveModels } from '../../events/maintenance/replay.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer } from '../support/serverProcess.ts';

const password = 'crash test password';
const images = ['img-founders-hero-geometric-lighthouse', 'img-creators-hero-constellation-waves', 'img-families-hero-garden-hearth'];
const KILL_POINTS = 3;
const CLIENTS = 200;

interface Acknowledged {
  downloads: Map<string, number>;
  descriptions: Set<string>;
  visits: Set<string>;
}

/** One client: download, edit and visit in turn until the server stops answering. */
async function client(base: string, token: string, index: number, acked: Acknowledged, stop: { killed: boolean }) {
  for (let round = 0; !stop.killed; round++) {
    const imageId = images[(index + round) % images.length]!;
    try {
      switch ((index + round) % 3) {
        case 0: {
          const response = await fetch(`${base}/api/creative/images/${imageId}/download`, { method: 'POST' });
          if (response.ok) acked.downloads.set(imageId, (acked.downloads.get(imageId) ?? 0) + 1);
          break;
        }
        case 1: {
          const description = `edit ${index}.${round}`;
          const response = await fetch(`${base}/api/creative/images/${imageId}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ description }),
          });
          if (response.ok) acked.descriptions.add(description);
          break;
        }
        default: {
          const response = await fetch(`${base}/api/analytics/page-visit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ sessionId: `crash_${index}`, path: `/p/${round}`, referrer: null }),
          });
          if (response.ok) acked.visits.add((await response.json()).id);
        }
      }
    } catch {
      return;
    }
  }
}

describe.each(databaseKinds)('SIGKILL under load on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind, { migrated: true });
  });
  afterAll(() => test.drop());

  it(`keeps every acknowledged write of batched appends and read models equal to a replay, at ${KILL_POINTS} kill points`, async () => {
    const env = { DATA_DIR: test.dataDir, DATABASE_URL: test.url, ADMIN_PASSWORD: password, RATE_LIMITS: 'false' };
    let checkedWrites = 0;
    let batchedTransactions = 0;
    for (let point = 0; point < KILL_POINTS; point++) {
      const server = await startServer(env);
      const login = await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
      const { sessionId } = await login.json();
      const acked: Acknowledged = { downloads: new Map(), descriptions: new Set(), visits: new Set() };
      const stop = { killed: false };
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(server.url, sessionId, index, acked, stop));
      // Kill at a random moment once the load is under way (some writes acknowledged).
      const ackedCount = () => [...acked.downloads.values()].reduce((a, b) => a + b, 0) + acked.descriptions.size + acked.visits.size;
      for (let waited = 0; ackedCount() < 20 && waited < 30_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      stop.killed = true;
      expect(await server.stop('SIGKILL')).toBeNull();
      await Promise.all(clients);

      const db = await test.open();
      try {
        for (const [imageId, count] of acked.downloads) {
          const [row] = await db.query<{ n: bigint }>(
            `SELECT count(*)::int8 AS n FROM events WHERE type = 'ImageDownloaded' AND data->>'imageId' = $1`,
            [imageId],
          );
          expect(Number(row!.n)).toBeGreaterThanOrEqual(count);
        }
        const edits = new Set(
          (await db.query<{ d: string }>(`SELECT data->'changes'->>'description' AS d FROM events WHERE type = 'ImageDetailsEdited'`)).map((r) => r.d),
        );
        for (const description of acked.descriptions) expect(edits.has(description), description).toBe(true);
        const visits = new Set((await db.query<{ id: string }>('SELECT id::text AS id FROM page_visits')).map((r) => r.id));
        for (const id of acked.visits) expect(visits.has(id), id).toBe(true);
        // Group commit: transactions that carry the writes of several requests (different streams).
        const [batched] = await db.query<{ n: bigint }>(
          `SELECT count(*)::int8 AS n FROM (SELECT transaction_id FROM events GROUP BY transaction_id HAVING count(DISTINCT stream_id) > 1) t`,
        );
        batchedTransactions = Number(batched!.n);
        checkedWrites += [...acked.downloads.values()].reduce((a, b) => a + b, 0) + acked.descriptions.size + acked.visits.size;

        const live = await readModelDigest(db);
        expect((await replayIntoLiveModels(db)).digest).toBe(live);
      } finally {
        await db.close();
      }
    }
    expect(checkedWrites).toBeGreaterThanOrEqual(60);
    expect(batchedTransactions).toBeGreaterThan(0);
    console.log(`${kind}: ${KILL_POINTS} kill points, ${checkedWrites} acknowledged writes checked, ${batchedTransactions} batched transactions`);

    const restarted = await startServer(env);
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    expect(await restarted.stop()).toBe(0);
  }, 240_000);
});
