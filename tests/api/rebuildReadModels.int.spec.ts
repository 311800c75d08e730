import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelDigest } from '../../events/maintenance/replay.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const status = '{ readModelRebuild { state phase events total digest swapMilliseconds error } }';

describe.each(databaseKinds)('rebuilding the read models from the admin API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    auth = { authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    for (const query of [status, 'mutation { rebuildReadModels { state } }']) {
      expect((await t.graphql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('runs in the background while the site serves, reports progress, refuses a second one meanwhile, and records the result as an event', async () => {
    // What a changed projection looks like to the live read models: rows the rebuild must put right.
    await t.app.db.query("UPDATE creative_images SET description = 'stale projection'");
    const started = await t.graphql('mutation { rebuildReadModels { state phase } }', {}, auth);
    expect(started.errors).toBeUndefined();
    expect(started.data!.rebuildReadModels).toEqual({ state: 'running', phase: 'folding' });
    const again = await t.graphql('mutation { rebuildReadModels { state } }', {}, auth);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await t.graphql('{ images(limit: 1) { total } }')).data!.images).toMatchObject({ total: expect.any(Number) });

    await expect.poll(async () => ((await t.graphql(status, {}, auth)).data!.readModelRebuild as { state: string }).state, { timeout: 30_000 }).toBe('done');
    const done = (await t.graphql(status, {}, auth)).data!.readModelRebuild as { events: number; total: number; digest: string; swapMilliseconds: number };
    expect(done.events).toBeGreaterThanOrEqual(done.total);
    expect(done.digest).toBe(await readModelDigest(t.app.db));
    expect(done.swapMilliseconds).toBeGreaterThanOrEqual(0);
    expect(await t.app.db.query("SELECT 1 FROM creative_images WHERE description = 'stale projection'")).toHaveLength(0);
    const log = await t.graphql('{ eventLog(types: [ReadModelsRebuilt], newestFirst: true, limit: 1) { data metadata } }', {}, auth);
    expect(log.data!.eventLog).toEqual([{ data: expect.objectContaining({ digest: done.digest, events: done.events }), metadata: expect.objectContaining({ actor: 'admin:admin' }) }]);
  });
});
