import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, underLoad } from '../../bench/rebuild.ts';
import { fillSyntheticLog } from '../../bench/support.ts';
import { rebuildReadModels, type RebuildProgress } from '../../events/maintenance/rebuild.ts';
import { readModelDigest, replayIntoLiveModels, replayIntoSchema } from '../../events/maintenance/replay.ts';
import { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { databaseKinds, openMigratedDatabase } from '../support/databases.ts';
import { registry } from '../../events/registry.ts';


/** Names and definitions of the read models' indexes and constraints: what the migrations made. */
async function structure(db: Database) {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' AND tablename NOT IN ('events', 'streams', '_prisma_migrations') ORDER BY 1`,
  );
  const constraints = await db.query<{ name: string; definition: string; validated: boolean }>(
    `SELECT conname AS name, pg_get_constraintdef(c.oid) AS definition, convalidated AS validated FROM pg_constraint c
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' ORDER BY 1`,
  );
  return { indexes, constraints };
}

describe.each(databaseKinds)('rebuilding the read models without downtime on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind);
    db = opened.db;
    store = new EventStore(db, registry);
    await fillSyntheticLog(db, kind === 'postgresql' ? 200_000 : 20_000);
    await replayIntoLiveModels(db);
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('rebuilds while reads and appends go on, keeps every event appended meanwhile, and leaves the schema as the migrations made it', async () => {
    const before = await structure(db);
    // What a projection change looks like to the live models: rows that a rebuild must bring back.
    await db.query("DELETE FROM page_visits WHERE session_id = 's7'");
    const phases = new Set<string>();
    const { result, readMs, appended } = await underLoad(db, store, () =>
      rebuildReadModels(db, { batchSize: 2000, onProgress: (progress: RebuildProgress) => phases.add(progress.phase) }),
    );
    const p99 = percentile(readMs, 99);
    console.log(`${kind}: rebuild of ${result.events} events in ${(result.milliseconds / 1000).toFixed(1)} s, swap ${result.swapMilliseconds.toFixed(0)} ms; ${readMs.length} reads, p99 ${p99.toFixed(0)} ms; ${appended.length} appends`);
    expect([...phases]).toEqual(['folding', 'writing', 'catching up', 'swapping']);
    expect(appended.length).toBeGreaterThan(5);
    // Reads complete throughout; how fast is the bench's figure (npm run bench, rebuild group), not a timed assertion.
    expect(readMs.length).toBeGreaterThan(5);

    const [{ rows }] = (await db.query<{ rows: number }>("SELECT count(*)::int AS rows FROM page_visits WHERE session_id = 's7'")) as [{ rows: number }];
    expect(rows).toBeGreaterThan(0);
    const kept = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM image_downloads WHERE event_id = ANY($1::uuid[])', [appended]);
    expect(kept[0]!.n).toBe(appended.length);
    expect(await readModelDigest(db)).toBe((await replayIntoSchema(db, { schema: 'rebuild_check' })).digest);
    expect(await structure(db)).toEqual(before);
    expect((await db.query("SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_shadow'")).length).toBe(0);
  }, 300_000);
});
