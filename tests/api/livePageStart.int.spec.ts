import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';

describe.each(databaseKinds)('a live page started from the position its query read on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await t.listen();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('gets the change made between its query and its subscription, by subscribing with the query’s logPosition', async () => {
    const admin = { authorization: `Bearer ${token}` };
    const page = await t.graphql('{ logPosition images(limit: 5) { total } }', {}, admin);
    expect(page.errors).toBeUndefined();
    const after = page.data!.logPosition as string;
    expect(BigInt(after)).toBeGreaterThan(0n);

    // Another administrator saves while the page is between its query and its feed.
    const edit = await fetch(`${url}/api/creative/images/${imageId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ description: 'saved while the page started' }),
    });
    expect(edit.status).toBe(200);

    const client = wsClient(url, token);
    const images = subscribe<{ id: string; description: string }>(client, 'subscription($after: BigInt) { imageChanged(after: $after) { id description } }', { after });
    const catalog = subscribe<{ kind: string; imageId: string }>(client, 'subscription($after: BigInt) { catalogChanged(after: $after) { kind imageId } }', { after });
    await images.waitFor((image) => image.id === imageId && image.description === 'saved while the page started');
    await catalog.waitFor((change) => change.kind === 'IMAGE_EDITED' && change.imageId === imageId);
    expect([...images.errors, ...catalog.errors]).toEqual([]);
    images.stop();
    catalog.stop();
    await client.dispose();
  });
});
