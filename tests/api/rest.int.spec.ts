import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';

describe.each(databaseKinds)('REST adapters on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.server.inject(options);
  const admin = () => ({ authorization: `Bearer ${token}` });

  /** Runs a request that must be refused and checks that the log did not change. */
  async function refused(options: InjectOptions, status: number, message: RegExp) {
    const before = await t.eventCount();
    const response = await inject(options);
    expect(response.statusCode).toBe(status);
    expect(response.body).toMatch(message);
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(await t.eventCount()).toBe(before);
  }

  it('GET /api/creative/images answers a bare array, filtered by the query', async () => {
    const all = (await inject({ url: '/api/creative/images' })).json();
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(48);
    expect(all[0]).toMatchObject({ id: expect.any(String), filePath: expect.stringMatching(/^\/media\/[0-9a-f]{64}\./), licensing: 'Creative Commons CC0', usageLocations: [] });
    const attempts = (await inject({ url: '/api/creative/images?learningStatus=learning_attempt&perspective=all' })).json();
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((image: { learningStatus: string }) => image.learningStatus === 'learning_attempt')).toBe(true);
    const garden = (await inject({ url: '/api/creative/images?searchTerm=GARDEN' })).json();
    expect(garden.length).toBeGreaterThan(0);
    expect(garden.length).toBeLessThan(all.length);
    await refused({ url: '/api/creative/images?learningStatus=published' }, 400, /^learningStatus: .*final_version/);
    await refused({ url: '/api/creative/images?sortBy=title' }, 400, /sortBy/);
  });

  it('GET /api/creative/images/{id} answers the image or 404', async () => {
    const response = await inject({ url: `/api/creative/images/${imageId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: imageId, perspective: 'startup_founders', tags: expect.any(Array) });
    await refused({ url: '/api/creative/images/no-such-image' }, 404, /image no-such-image not found/);
  });

  it('PATCH /api/creative/images/{id} edits for the administrator and refuses bad input', async () => {
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, payload: { description: 'x' } }, 401, /admin session required/);
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: admin(), payload: { learningStatus: 'published' } }, 400, /^learningStatus: /);
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: admin(), payload: { description: 'x'.repeat(2001) } }, 400, /description: must be at most 2,000 characters/);
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: admin(), payload: { tags: '[not json' } }, 400, /tags: must be a JSON array of strings/);
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: admin(), payload: { colour: 'red' } }, 400, /colour/);
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers: { ...admin(), 'content-type': 'application/json' }, payload: '{"description":' }, 400, /not valid JSON/);
    await refused({ method: 'PATCH', url: '/api/creative/images/no-such-image', headers: admin(), payload: { description: 'x' } }, 404, /not found/);

    const response = await inject({
      method: 'PATCH',
      url: `/api/creative/images/${imageId}`,
      headers: admin(),
      payload: { description: '  A lighthouse for founders.  ', rejectionReason: '  ', tags: '["lighthouse","founders"]' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: 'A lighthouse for founders.', rejectionReason: null, tags: ['lighthouse', 'founders'] });
  });

  it('POST /api/creative/images/{id}/download counts once per call', async () => {
    const before = (await inject({ url: `/api/creative/images/${imageId}` })).json().downloadCount;
    const response = await inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, downloadCount: before + 1 });
    await inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
    expect((await inject({ url: `/api/creative/images/${imageId}` })).json().downloadCount).toBe(before + 2);
    await refused({ method: 'POST', url: '/api/creative/images/nope/download' }, 404, /image nope not found/);
  });

  it('GET /api/creative/sessions answers the sessions, optionally by journey stage', async () => {
    const all = (await inject({ url: '/api/creative/sessions?journeyStage=all' })).json();
    expect(all.map((s: { journeyStage: string }) => s.journeyStage)).toEqual(['early_experiments', 'brand_discovery', 'perspective_mastery']);
    const one = (await inject({ url: '/api/creative/sessions?journeyStage=brand_discovery' })).json();
    expect(one).toHaveLength(1);
    await refused({ url: '/api/creative/sessions?journeyStage=late' }, 400, /journeyStage/);
  });

  it('admin sign-in: wrong password 401, right one a session, logout revokes it', async () => {
    const wrong = await inject({ method: 'POST', url: '/api/admin/auth', payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false });
    await refused({ method: 'POST', url: '/api/admin/auth', payload: {} }, 400, /password: required/);

    const session = await t.login();
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const headers = { authorization: `Bearer ${session}` };
    expect((await inject({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers, payload: { licensing: 'CC0 1.0' } })).statusCode).toBe(200);
    const logout = await inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    await refused({ method: 'PATCH', url: `/api/creative/images/${imageId}`, headers, payload: { licensing: 'x' } }, 401, /admin session required/);
    await refused({ method: 'POST', url: '/api/admin/logout', headers }, 401, /no active admin session/);
    const types = (await t.app.store.readAll({ types: ['AdminLoggedIn', 'AdminLoggedOut'] })).map((e) => e.type);
    expect(types).toContain('AdminLoggedOut');
    const logins = await t.app.store.readAll({ types: ['AdminLoggedIn'] });
    expect(JSON.stringify(logins.map((e) => [e.data, e.metadata]))).not.toContain(session);
  });

  it('delays the sixth fast wrong password attempt', async () => {
    const attempt = () =>
      inject({ method: 'POST', url: '/api/admin/auth', payload: { password: 'wrong' }, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const started = performance.now();
    expect((await attempt()).statusCode).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
  });
});
