import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSessions } from '../../api/auth/adminSessions.ts';
import { AuthService } from '../../api/auth/authService.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const imageId = 'img-creators-hero-constellation-waves';

describe.each(databaseKinds)('GraphQL on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}, authToken?: string) => {
    const response = await t.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(authToken ? { authorization: `Bearer ${authToken}` } : {}) },
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const edit = `mutation Edit($id: ID!, $input: ImageEditInput!, $v: Int) { editImage(id: $id, input: $input, expectedVersion: $v) { id description title version tags } }`;

  it('pages and searches images and loads sessions with their images', async () => {
    const { body } = await gql(`{ images(searchTerm: "wave", limit: 3) { total items { id title } } creativeSessions { id images { id } } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.images.items.length).toBeLessThanOrEqual(3);
    expect(body.data.images.total).toBeGreaterThan(0);
    expect(body.data.creativeSessions).toHaveLength(3);
  });

  it('answers a mutation whose Accept it cannot serve with 406 before running it, and a blank Accept like none', async () => {
    const download = (accept: string) =>
      t.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { accept, 'content-type': 'application/json' },
        payload: { query: 'mutation($id: ID!) { downloadImage(id: $id) { downloadCount } }', variables: { id: 'img-founders-hero-geometric-lighthouse' } },
      });
    const before = await t.eventCount('ImageDownloaded');
    for (const accept of ['image/png', 'text/html', 'application/xml;q=1']) {
      const refused = await download(accept);
      expect(refused.statusCode, accept).toBe(406);
      expect(refused.body).toMatch(/^accept: .*application\/json/);
    }
    expect(await t.eventCount('ImageDownloaded')).toBe(before);
    const blank = await download(' ');
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.downloadImage.downloadCount).toEqual(expect.any(Number));
    expect(await t.eventCount('ImageDownloaded')).toBe(before + 1);
  });

    it('refuses an admin-only mutation without a token with 401 and appends nothing', async () => {
    const before = await t.eventCount();
    const { status, body } = await gql(edit, { id: imageId, input: { description: 'sneaky' } });
    expect(status).toBe(401);
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await t.eventCount()).toBe(before);
  });

  it('keeps both of two concurrent edits of different fields', async () => {
    const second = await t.login();
    const [a, b] = await Promise.all([
      gql(edit, { id: imageId, input: { title: 'Waves and Stars' } }, token),
      gql(edit, { id: imageId, input: { tags: ['waves', 'stars'] } }, second),
    ]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    const { body } = await gql(`query($id: ID!) { image(id: $id) { title tags } }`, { id: imageId });
    expect(body.data.image).toEqual({ title: 'Waves and Stars', tags: ['waves', 'stars'] });
  });

  it('answers a stale expected version with a conflict and writes nothing', async () => {
    const { body } = await gql(`query($id: ID!) { image(id: $id) { version } }`, { id: imageId });
    const version = body.data.image.version;
    expect((await gql(edit, { id: imageId, input: { description: 'first' }, v: version }, token)).body.errors).toBeUndefined();
    const before = await t.eventCount();
    const stale = await gql(edit, { id: imageId, input: { description: 'second' }, v: version }, token);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(stale.body.errors[0].message).toMatch(/changed by someone else/);
    expect(await t.eventCount()).toBe(before);
  });

  it('bulk-sets a rejection reason on all images or none', async () => {
    const bulk = `mutation($ids: [ID!]!, $r: String!) { setRejectionReason(ids: $ids, rejectionReason: $r) { id rejectionReason } }`;
    const ids = ['img-founders-hero-geometric-lighthouse', 'img-families-hero-garden-hearth'];
    const before = await t.eventCount();
    const failed = await gql(bulk, { ids: [...ids, 'img-missing'], r: 'generic stock photo appearance' }, token);
    expect(failed.status).toBe(404);
    expect(await t.eventCount()).toBe(before);
    const ok = await gql(bulk, { ids, r: 'generic stock photo appearance' }, token);
    expect(ok.body.data.setRejectionReason.map((i: { rejectionReason: string }) => i.rejectionReason)).toEqual([
      'generic stock photo appearance',
      'generic stock photo appearance',
    ]);
  });

  it('refuses an expired token', async () => {
    let now = Date.now();
    const { accounts, throttle } = t.app.services.auth;
    t.app.services.auth = new AuthService(accounts, new AdminSessions(t.app.db, { now: () => now }), throttle, t.app.store);
    const session = await t.login();
    expect((await gql(`{ adminSession { account } }`, {}, session)).body.data.adminSession.account).toBe('admin');
    now += 31 * 60 * 1000;
    const expired = await gql(`{ adminSession { account } }`, {}, session);
    expect(expired.status).toBe(401);
    token = await t.login();
  });

  it('never answers a visitor from a stale cached result after a download or an edit', async () => {
    const id = 'img-founders-hero-geometric-lighthouse';
    const count = async () => (await gql(`query($id: ID!) { image(id: $id) { downloadCount } }`, { id })).body.data.image.downloadCount;
    const finals = async () =>
      (await gql(`{ images(learningStatus: happy_accident, limit: 100) { items { id } } }`)).body.data.images.items.map((i: { id: string }) => i.id);
    const before = await count();
    expect(await count()).toBe(before);
    await t.server.inject({ method: 'POST', url: `/api/creative/images/${id}/download` });
    expect(await count()).toBe(before + 1);
    expect(await finals()).not.toContain(id);
    await t.server.inject({ method: 'PATCH', url: `/api/creative/images/${id}`, headers: { authorization: `Bearer ${token}` }, payload: { learningStatus: 'happy_accident' } });
    expect(await finals()).toContain(id);
  });

  it('serves GraphiQL at /graphql and masks internal errors', async () => {
    const page = await t.server.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/graphiql/i);
    const { body } = await gql(`{ images(limit: 100000) { total } }`);
    expect(JSON.stringify(body)).not.toMatch(/\.ts:\d+|stack/);
  });
});
