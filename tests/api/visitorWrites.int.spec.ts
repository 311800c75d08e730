import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

describe.each(databaseKinds)('analytics and chat on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.server.inject(options);
  async function refused(options: InjectOptions, status: number, message: RegExp) {
    const before = await t.eventCount();
    const response = await inject(options);
    expect(response.statusCode).toBe(status);
    expect(response.body).toMatch(message);
    expect(await t.eventCount()).toBe(before);
  }

  it('records a page visit, a navigation and time spent (PATCH and beacon)', async () => {
    const visit = await inject({
      method: 'POST',
      url: '/api/analytics/page-visit',
      payload: { sessionId: 'session_abc_1', path: '/products', referrer: null, userAgent: 'Mozilla/5.0 (X11) Gecko/20100101 Firefox/140.0' },
    });
    expect(visit.statusCode).toBe(200);
    const { id } = visit.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await t.app.db.prisma.pageVisit.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ sessionId: 'session_abc_1', path: '/products', userAgent: 'Firefox', timeSpent: 0 });

    const navigation = await inject({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId: 'session_abc_1', fromPath: '/', toPath: '/products' } });
    expect(navigation.json()).toEqual({ success: true });
    expect(await t.app.db.prisma.navigation.count({ where: { sessionId: 'session_abc_1' } })).toBe(1);

    expect((await inject({ method: 'PATCH', url: `/api/analytics/page-visit/${id}`, payload: { timeSpent: '12' } })).statusCode).toBe(200);
    expect((await t.app.db.prisma.pageVisit.findUniqueOrThrow({ where: { id } })).timeSpent).toBe(12);
    const beacon = await inject({ method: 'POST', url: `/api/analytics/page-visit/${id}/time`, headers: { 'content-type': 'text/plain' }, payload: '{"timeSpent":"30"}' });
    expect(beacon.statusCode).toBe(200);
    expect((await t.app.db.prisma.pageVisit.findUniqueOrThrow({ where: { id } })).timeSpent).toBe(30);

    await refused({ method: 'POST', url: '/api/analytics/page-visit', payload: { path: '/' } }, 400, /sessionId/);
    await refused({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId: 's', fromPath: '/', toPath: 42 } }, 400, /toPath/);
    await refused({ method: 'PATCH', url: `/api/analytics/page-visit/${id}`, payload: { timeSpent: 'soon' } }, 400, /timeSpent: must be whole seconds/);
    await refused({ method: 'PATCH', url: '/api/analytics/page-visit/00000000-0000-4000-8000-000000000000', payload: { timeSpent: '3' } }, 404, /page visit .* not found/);
  });

  it('answers chat questions from the knowledge base and refuses bad questions', async () => {
    const response = await inject({ method: 'POST', url: '/api/semi/chat', payload: { question: 'What is Scout?' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.content.toLowerCase()).toContain('pattern search');
    expect(body.sources.map((s: { page: string }) => s.page)).toContain('/products');
    const recorded = await t.app.store.readAll({ types: ['ChatQuestionAnswered'] });
    expect(JSON.stringify(recorded.map((e) => e.data))).not.toContain('Scout');

    await refused({ method: 'POST', url: '/api/semi/chat', payload: {} }, 400, /question: required/);
    await refused({ method: 'POST', url: '/api/semi/chat', payload: { question: 42 } }, 400, /question: must be a string/);
    await refused({ method: 'POST', url: '/api/semi/chat', payload: { question: 'x'.repeat(501) } }, 400, /at most 500 characters/);
    await refused({ method: 'POST', url: '/api/semi/chat', payload: { question: '   ' } }, 400, /must not be empty/);
  });
});

describe(`bodiless paths refuse bad requests without changing anything (${databaseKinds[0]})`, () => {
  it('answers malformed bodies and wrong methods on the asset and usage paths with 4xx', async () => {
    const t = await startTestApp(databaseKinds[0]!);
    try {
      const token = await t.login();
      const before = await t.eventCount();
      const json = { 'content-type': 'application/json' };
      const cases: [InjectOptions, number, RegExp][] = [
        [{ method: 'POST', url: '/api/creative/assets/repair', headers: json, payload: '{"x":' }, 400, /not valid JSON/],
        [{ method: 'POST', url: '/api/creative/usage/scan', headers: { ...json, authorization: `Bearer ${token}` }, payload: '[' }, 400, /not valid JSON/],
        [{ method: 'POST', url: '/api/creative/assets/validate' }, 404, /no route for POST \/api\/creative\/assets\/validate/],
        [{ method: 'DELETE', url: '/api/creative/usage/stats' }, 404, /no route for DELETE/],
        [{ method: 'POST', url: '/api/analytics/page-visit/00000000-0000-4000-8000-000000000000/time', headers: { 'content-type': 'text/plain' }, payload: 'soon' }, 400, /timeSpent/],
      ];
      for (const [options, status, message] of cases) {
        const response = await t.server.inject(options);
        expect(response.statusCode, `${options.method} ${options.url}`).toBe(status);
        expect(response.body).toMatch(message);
      }
      expect(await t.eventCount()).toBe(before);
    } finally {
      await t.close();
    }
  });
});
