import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { registry } from '../../events/registry.ts';

const VISITOR_IP = '203.0.113.77';
const FORWARDED_IP = '198.51.100.23';
const RAW_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 PrivacyProbe/9.9';
const SESSION = 'session_privacy_1';

/** Issue 9, item 5: no cookies, user agents reduced to a family, IP addresses never stored. */
describe.each(databaseKinds)('privacy on %s', (kind) => {
  let t: TestApp;
  const responses: LightMyRequestResponse[] = [];
  const send = async (options: InjectOptions) => {
    const response = await t.server.inject({
      remoteAddress: VISITOR_IP,
      ...options,
      headers: { 'user-agent': RAW_USER_AGENT, 'x-forwarded-for': FORWARDED_IP, ...options.headers },
    });
    responses.push(response);
    return response;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await send({ method: 'POST', url: '/api/admin/auth', payload: { password: 'correct horse battery staple' } });
    const admin = { authorization: `Bearer ${login.json().sessionId}` };
    const visit = await send({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: SESSION, path: '/', referrer: null, userAgent: RAW_USER_AGENT } });
    await send({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: SESSION, path: '/products', referrer: null } });
    await send({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId: SESSION, fromPath: '/', toPath: '/products' } });
    await send({ method: 'PATCH', url: `/api/analytics/page-visit/${visit.json().id}`, payload: { timeSpent: '4' } });
    await send({ method: 'POST', url: '/api/analytics/admin-session', headers: admin, payload: { sessionId: SESSION } });
    await send({ method: 'POST', url: '/api/semi/chat', payload: { question: 'What is Hash?' } });
    const { id } = await t.app.db.prisma.creativeImage.findFirstOrThrow();
    await send({ method: 'POST', url: `/api/creative/images/${id}/download` });
    await send({ method: 'POST', url: '/graphql', payload: { query: '{ images(limit: 1) { total } }' } });
    await send({ method: 'POST', url: '/graphql', headers: admin, payload: { query: '{ analyticsDashboard(from: "2026-01-01", to: "2026-01-02") { visits } }' } });
    await send({ method: 'GET', url: '/healthz' });
    await send({ method: 'POST', url: '/api/admin/logout', headers: admin });
  });
  afterAll(() => t.close());

  /** Every event (data and metadata) and every read-model row, as one text. */
  async function everythingStored(): Promise<string> {
    const texts = [await t.app.db.query<{ text: string | null }>(`SELECT string_agg(data::text || metadata::text || stream_id, E'\\n') AS text FROM events`)];
    for (const table of registry.tables.names) {
      texts.push(await t.app.db.query<{ text: string | null }>(`SELECT string_agg(to_jsonb(r)::text, E'\\n') AS text FROM "${table}" r`));
    }
    return texts.map(([row]) => row?.text ?? '').join('\n');
  }

  it('recorded what it was sent (the checks below look at real data)', async () => {
    expect(responses.filter((response) => response.statusCode >= 400).map((response) => response.raw.req.url)).toEqual([]);
    const visits = await t.app.db.prisma.pageVisit.findMany({ where: { sessionId: SESSION } });
    expect(visits.map((visit) => visit.userAgent)).toEqual(['Firefox', 'Firefox']);
    expect(await t.eventCount('ImageDownloaded')).toBe(1);
    expect(await t.eventCount('ChatQuestionAnswered')).toBe(1);
  });

  it('sets no cookie in any response', () => {
    for (const response of responses) expect(response.headers['set-cookie'], `${response.raw.req.method} ${response.raw.req.url}`).toBeUndefined();
  });

  it('stores no IP address anywhere in the log or the read models', async () => {
    const stored = await everythingStored();
    expect(stored).not.toContain(VISITOR_IP);
    expect(stored).not.toContain(FORWARDED_IP);
    expect(stored).not.toMatch(/remoteAddress|"ip"/i);
  });

  it('stores only the browser family, never the raw user agent', async () => {
    const stored = await everythingStored();
    expect(stored).not.toContain('PrivacyProbe');
    expect(stored).not.toContain('Gecko/');
  });
});
