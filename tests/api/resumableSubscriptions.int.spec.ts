import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorAtPosition } from '../../events/store/logResume.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';
const eventAppended = `subscription($after: BigInt) { eventAppended(after: $after) { globalPosition type } }`;
const imageChanged = `subscription($id: ID, $after: BigInt) { imageChanged(id: $id, after: $after) { id downloadCount logPosition } }`;
const usageStatsChanged = `subscription($after: BigInt) { usageStatsChanged(after: $after) { imagesInUse logPosition } }`;
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('resumable subscriptions on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await t.listen();
    token = await t.login();
  });
  afterAll(() => t.close());

  const newest = async (limit: number) => {
    const answer = await t.graphql(`{ eventLog(newestFirst: true, limit: ${limit}) { globalPosition } }`, {}, { authorization: `Bearer ${token}` });
    return (answer.data!.eventLog as { globalPosition: string }[]).map((event) => event.globalPosition);
  };
  const visit = (sessionId: string) =>
    fetch(`${url}/api/analytics/page-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, path: '/', referrer: null }),
    });
  const download = async () => (await (await fetch(`${url}/api/creative/images/${imageId}/download`, { method: 'POST' })).json()).downloadCount as number;

  it('eventAppended(after: head - 5) sends the five events first, then a new one, each once and in order', async () => {
    const [head, ...older] = await newest(6);
    const after = older.at(-1)!;
    const five = [...older.slice(0, 4).reverse(), head!];
    expect(BigInt(head!) - BigInt(after)).toBe(5n);

    const client = wsClient(url, token);
    const feed = subscribe<{ globalPosition: string; type: string }>(client, eventAppended, { after });
    await feed.waitFor((event) => event.globalPosition === head);
    expect(feed.values.map((event) => event.globalPosition)).toEqual(five);

    await visit('resume_1');
    const fresh = await feed.waitFor((event) => event.type === 'PageVisited' && BigInt(event.globalPosition) > BigInt(head!));
    await settle();
    expect(feed.values.map((event) => event.globalPosition)).toEqual([...five, fresh.globalPosition]);
    expect(feed.errors).toEqual([]);
    feed.stop();
    await client.dispose();
  });

  it('eventAppended(after) under concurrent appends delivers exactly the events after that one, in commit-safe order', async () => {
    const [start] = await newest(1);
    const appending = Array.from({ length: 40 }, (_, i) => settle(i * 5).then(() => visit(`seam_${i}`)));
    await settle(60);
    const [after] = await newest(1);
    const client = wsClient(url, token);
    const feed = subscribe<{ globalPosition: string }>(client, eventAppended, { after });
    await Promise.all(appending);
    const cursor = await cursorAtPosition(t.app.db, BigInt(after!));
    const expected = (
      await t.app.db.query<{ position: bigint }>(
        `SELECT global_position AS position FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::int8)
         ORDER BY transaction_id, global_position`,
        [cursor.transactionId, String(cursor.position)],
      )
    ).map((row) => String(row.position));
    expect(BigInt(after!)).toBeGreaterThan(BigInt(start!));
    expect(expected.length).toBeGreaterThan(0);
    await feed.waitFor((event) => event.globalPosition === expected.at(-1));
    await settle();
    expect(feed.values.map((event) => event.globalPosition)).toEqual(expected);
    expect(feed.errors).toEqual([]);
    feed.stop();
    await client.dispose();
  });

  it('imageChanged(after) brings the current state once when the image changed while away, nothing when it did not, then live ones', async () => {
    const client = wsClient(url);
    const first = subscribe<{ downloadCount: number; logPosition: string }>(client, imageChanged, { id: imageId });
    await settle(200);
    const counted = await download();
    const seen = await first.waitFor((image) => image.downloadCount === counted);
    first.stop();

    // Away: three downloads nobody watches.
    for (let i = 0; i < 3; i++) await download();
    const resumed = subscribe<{ downloadCount: number; logPosition: string }>(client, imageChanged, { id: imageId, after: seen.logPosition });
    const caughtUp = await resumed.waitFor((image) => image.downloadCount === counted + 3);
    await settle();
    expect(resumed.values).toHaveLength(1);
    expect(BigInt(caughtUp.logPosition)).toBeGreaterThan(BigInt(seen.logPosition));
    await download();
    await resumed.waitFor((image) => image.downloadCount === counted + 4);
    expect(resumed.values.map((image) => image.downloadCount)).toEqual([counted + 3, counted + 4]);
    const last = resumed.values.at(-1)!;
    resumed.stop();

    // Nothing changed since the last position: nothing is sent until something does.
    const quiet = subscribe<{ downloadCount: number }>(client, imageChanged, { id: imageId, after: last.logPosition });
    await visit('unrelated');
    await settle(500);
    expect(quiet.values).toEqual([]);
    await download();
    await quiet.waitFor((image) => image.downloadCount === counted + 5);
    expect(quiet.values).toHaveLength(1);
    expect(quiet.errors).toEqual([]);
    quiet.stop();
    await client.dispose();
  });

  it('usageStatsChanged(after) sends the current figures only when a scan happened after that position', async () => {
    const [head] = await newest(1);
    const client = wsClient(url);
    const quiet = subscribe<{ imagesInUse: number; logPosition: string }>(client, usageStatsChanged, { after: head });
    await settle(400);
    expect(quiet.values).toEqual([]);
    quiet.stop();

    const scan = await fetch(`${url}/api/creative/usage/scan`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(scan.status).toBe(200);
    const resumed = subscribe<{ imagesInUse: number; logPosition: string }>(client, usageStatsChanged, { after: head });
    const stats = await resumed.waitFor(() => true);
    await settle();
    expect(resumed.values).toHaveLength(1);
    expect(stats.imagesInUse).toBe((await scan.json()).imagesInUse);
    expect(BigInt(stats.logPosition)).toBeGreaterThan(BigInt(head!));
    resumed.stop();
    await client.dispose();
  });

  it('imageChanged(after: 0) sends the image as it is now, once, as its history folded into one state', async () => {
    const client = wsClient(url);
    const feed = subscribe<{ id: string; downloadCount: number }>(client, imageChanged, { id: imageId, after: '0' });
    const current = (await t.graphql(`{ image(id: "${imageId}") { downloadCount } }`)).data!.image as { downloadCount: number };
    await feed.waitFor((image) => image.downloadCount === current.downloadCount);
    await settle();
    expect(feed.values).toHaveLength(1);
    expect(feed.errors).toEqual([]);
    feed.stop();
    await client.dispose();
  });

  it('refuses to resume from more than 10,000 events back, saying to refetch, and the feed without after still works', async () => {
    // 10,001 events straight into the log (as an import would), then one append that the follower delivers with them.
    await t.app.db.query(
      `INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       SELECT 'image-downloads:' || $1, g, gen_random_uuid(), 'ImageDownloaded', 1, jsonb_build_object('imageId', $1::text),
              jsonb_build_object('actor', 'system:test', 'time', '2026-11-24T00:00:00.000Z')
       FROM generate_series(1000001, 1010001) g`,
      [imageId],
    );
    const [before] = await newest(1);
    await visit('after_the_bulk');
    await expect.poll(async () => t.app.live.position > BigInt(before!), { timeout: 10_000 }).toBe(true);

    const client = wsClient(url, token);
    const refused = subscribe(client, eventAppended, { after: '1' });
    await expect.poll(() => refused.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(refused.errors)).toContain('more than 10,000 events back; refetch and subscribe without after');
    expect(refused.values).toEqual([]);

    const live = subscribe<{ globalPosition: string; type: string }>(client, eventAppended);
    await settle();
    await visit('after_the_refusal');
    await live.waitFor((event) => event.type === 'PageVisited');
    expect(live.errors).toEqual([]);
    live.stop();
    await client.dispose();
  });
});
