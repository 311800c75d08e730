import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';
const imageChanged = `subscription($id: ID) { imageChanged(id: $id) { id description downloadCount } }`;

describe.each(databaseKinds)('live subscriptions on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await t.listen();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('delivers download counts and edits of an image over graphql-ws', async () => {
    const client = wsClient(url);
    const live = subscribe<{ id: string; description: string; downloadCount: number }>(client, imageChanged, { id: imageId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const download = await fetch(`${url}/api/creative/images/${imageId}/download`, { method: 'POST' });
    const { downloadCount } = await download.json();
    await live.waitFor((image) => image.downloadCount === downloadCount);
    await fetch(`${url}/api/creative/images/${imageId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ description: 'Seen live' }),
    });
    await live.waitFor((image) => image.description === 'Seen live');
    expect(live.errors).toEqual([]);
    live.stop();
    await client.dispose();
  });

  it('refuses the admin event feed without a token, and a bad token at connect, appending nothing', async () => {
    const before = await t.eventCount();
    const anonymous = wsClient(url);
    const refused = subscribe(anonymous, `subscription { eventAppended { type } }`);
    await expect.poll(() => refused.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(refused.errors)).toMatch(/admin session required/);
    await anonymous.dispose();

    const forged = wsClient(url, 'A'.repeat(43));
    const rejected = subscribe(forged, `subscription { eventAppended { type } }`);
    await expect.poll(() => rejected.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(rejected.errors)).toMatch(/4403|Forbidden/);
    await forged.dispose();
    expect(await t.eventCount()).toBe(before);
  });

  it('refuses an admin-only mutation sent over graphql-ws without a token, appending nothing', async () => {
    const before = await t.eventCount();
    const client = wsClient(url);
    const attempt = subscribe(client, `mutation { editImage(id: "${imageId}", input: { description: "over the socket" }) { id } }`);
    await expect.poll(() => attempt.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(attempt.errors)).toMatch(/admin session required/);
    expect(await t.eventCount()).toBe(before);
    await client.dispose();
  });

  it('streams every appended event to an administrator', async () => {
    const client = wsClient(url, token);
    const feed = subscribe<{ type: string; globalPosition: string }>(client, `subscription { eventAppended { type globalPosition streamId } }`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fetch(`${url}/api/analytics/page-visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 'live_1', path: '/', referrer: null }),
    });
    const event = await feed.waitFor((e) => e.type === 'PageVisited');
    expect(BigInt(event.globalPosition)).toBeGreaterThan(0n);
    feed.stop();
    await client.dispose();
  });


  it('refuses a subscription over plain HTTP (event stream or multipart): feeds are graphql-ws only, where their limits are', async () => {
    const listeners = (t.app.live as unknown as { subscribers: { listeners: Set<unknown> } }).subscribers.listeners;
    const before = listeners.size;
    for (const accept of ['text/event-stream', 'multipart/mixed']) {
      const controller = new AbortController();
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: 'subscription { catalogChanged { kind } }' }),
        signal: controller.signal,
      });
      const text = await Promise.race([response.text(), new Promise<string>((resolve) => setTimeout(() => resolve('(still streaming)'), 1000))]);
      controller.abort();
      if (accept === 'text/event-stream') {
        expect(text).toContain('subscriptions are served over WebSocket (graphql-ws) at /graphql');
        expect(response.status).toBe(400);
      } else {
        // Yoga has no multipart form for a lone error: Not Acceptable, refused all the same.
        expect(response.status).toBe(406);
      }
    }
    expect(listeners.size).toBeLessThanOrEqual(before);
  });
});

describe(`usage stats subscription (${databaseKinds[0]})`, () => {
  it("stops an administrator's feed as soon as the client completes it, not at the image's next event", async () => {
    // An app of its own: no feed of another test is still ending while this one counts the follower's listeners.
    const t = await startTestApp(databaseKinds[0]!);
    try {
      const url = await t.listen();
      const listeners = (t.app.live as unknown as { subscribers: { listeners: Set<unknown> } }).subscribers.listeners;
      const before = listeners.size;
      const client = wsClient(url, await t.login());
      const live = subscribe(client, imageChanged, { id: imageId });
      await expect.poll(() => listeners.size, { timeout: 5000 }).toBe(before + 1);
      live.stop();
      await expect.poll(() => listeners.size, { timeout: 5000 }).toBe(before);
      expect(live.errors).toEqual([]);
      await client.dispose();
    } finally {
      await t.close();
    }
  });

  it('pushes new usage statistics when a scan completes', async () => {
    const t = await startTestApp(databaseKinds[0]!);
    try {
      const url = await t.listen();
      const token = await t.login();
      const client = wsClient(url);
      const live = subscribe<{ imagesInUse: number }>(client, `subscription { usageStatsChanged { totalImages imagesInUse unusedImages } }`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const scan = await fetch(`${url}/api/creative/usage/scan`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(scan.status).toBe(200);
      const stats = await live.waitFor((value) => value.imagesInUse > 0);
      expect(stats.imagesInUse).toBe((await scan.json()).imagesInUse);
      live.stop();
      await client.dispose();
    } finally {
      await t.close();
    }
  });
});
