/**
 * Issue 14, item 5: every tracking flow (analytics, chat, downloads, generation, the administrator's
 * work, a live subscription) runs against a server process logging at trace level behind a trusted
 * proxy; then neither the server's whole output nor any table holds the client's address or its user
 * agent, and referrers are stored as origins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess } from '../support/serverProcess.ts';

const CLIENT_ADDRESS = '203.0.113.77';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0 PrivacyProbe/9.9';
const PASSWORD = 'privacy output password';
const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';
const SESSION = 'session_privacy_output_1';
const REFERRER = 'https://search.example/results?q=secret-search-term&uid=4242';

describe.each(databaseKinds)('what the server writes down, on %s', (kind) => {
  let test: TestDatabase;
  let server: ServerProcess;
  let output = '';
  let stored = '';
  let referrers: (string | null)[] = [];
  const failures: string[] = [];

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': CLIENT_ADDRESS, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 500) failures.push(`${method} ${path} → ${response.status} ${text}`);
    return { status: response.status, text };
  };
  const graphql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => call('POST', '/graphql', { query, variables }, headers);

  /** One live subscription over graphql-ws, open while a download happens. */
  async function watchADownload() {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': CLIENT_ADDRESS } });
    const seen = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live update')), 10_000);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string };
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `subscription { imageChanged(id: "${IMAGE_ID}") { downloadCount } }` } }));
          setTimeout(() => void call('POST', `/api/creative/images/${IMAGE_ID}/download`), 300);
        }
        if (message.type === 'next') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    await seen;
    socket.close();
  }

  beforeAll(async () => {
    test = await createTestDatabase(kind, { migrated: true });
    server = await startServer({ DATA_DIR: test.dataDir, DATABASE_URL: test.url, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'trace', TRUST_PROXY: '1' });

    // a visitor: visits, navigation, time on page (PATCH and beacon), chat, downloads, generation, live updates
    const visit = JSON.parse((await call('POST', '/api/analytics/page-visit', { sessionId: SESSION, path: '/', referrer: REFERRER, userAgent: USER_AGENT })).text).id as string;
    await call('POST', '/api/analytics/page-visit', { sessionId: SESSION, path: '/products', referrer: null });
    await call('POST', '/api/analytics/navigation', { sessionId: SESSION, fromPath: '/', toPath: '/products' });
    await call('PATCH', `/api/analytics/page-visit/${visit}`, { timeSpent: '4' });
    await call('POST', `/api/analytics/page-visit/${visit}/time`, '{"timeSpent":"5"}', { 'content-type': 'text/plain;charset=UTF-8' });
    await graphql('mutation($s: String!, $r: String) { recordPageVisit(sessionId: $s, path: "/roadmap", referrer: $r) }', { s: SESSION, r: REFERRER });
    await graphql('mutation($s: String!) { recordNavigation(sessionId: $s, fromPath: "/products", toPath: "/roadmap") }', { s: SESSION });
    await call('POST', '/api/semi/chat', { question: 'What is Hash?' });
    await graphql('mutation { askSemi(question: "Do you take investor money?") { success } }');
    await call('POST', `/api/creative/images/${IMAGE_ID}/download`);
    await graphql(`mutation { downloadImage(id: "${IMAGE_ID}") { downloadCount } }`);
    await call('POST', '/api/images/generate', { seed: 4242 });
    await watchADownload();
    await call('GET', '/api/creative/images?searchTerm=garden');
    await graphql('{ images(limit: 2) { total items { id } } }');
    await call('GET', '/api/creative/images/no-such-image'); // 404
    await call('POST', '/api/analytics/page-visit', { sessionId: '', path: 'nope' }); // 400

    // the administrator: a wrong password, sign-in, own-traffic mark, edits, scan, export, dashboard, sign-out
    await call('POST', '/api/admin/auth', { password: 'not the password' });
    const token = JSON.parse((await call('POST', '/api/admin/auth', { password: PASSWORD })).text).sessionId as string;
    const admin = { authorization: `Bearer ${token}` };
    await call('POST', '/api/analytics/admin-session', { sessionId: SESSION }, admin);
    await call('PATCH', `/api/creative/images/${IMAGE_ID}`, { description: 'Edited while the privacy probe watched' }, admin);
    await graphql(`mutation { editImage(id: "${IMAGE_ID}", input: { title: "Privacy probe title" }) { id } }`, {}, admin);
    await call('POST', '/api/semi/chat', { question: 'What is Scout?' }, admin);
    await call('POST', '/api/creative/usage/scan', undefined, admin);
    await call('GET', '/api/admin/events/export?format=ndjson', undefined, admin);
    await graphql('{ analyticsDashboard(from: "2026-01-01", to: "2026-12-31") { visits } }', {}, admin);
    await call('POST', '/api/admin/logout', undefined, admin);

    await server.stop();
    output = server.output();
    const db = await test.open();
    try {
      const tables = await db.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
      const texts = [];
      for (const { name } of tables) {
        const [row] = await db.query<{ text: string | null }>(`SELECT string_agg(to_jsonb(r)::text, E'\\n') AS text FROM "${name}" r`);
        texts.push(row?.text ?? '');
      }
      stored = texts.join('\n');
      referrers = (await db.query<{ referrer: string | null }>('SELECT referrer FROM page_visits ORDER BY referrer NULLS LAST')).map((row) => row.referrer);
    } finally {
      await db.close();
    }
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await test?.drop();
  });

  it('ran every flow without a server error, and logged them (the checks below look at real output)', () => {
    expect(failures).toEqual([]);
    expect(output).toMatch(/"path":"\/api\/analytics\/page-visit"/);
    expect(stored).toContain('Edited while the privacy probe watched');
    expect(stored).toContain(SESSION);
  });

  it("never writes the client's address or user agent to its output", () => {
    expect(output).not.toContain(CLIENT_ADDRESS);
    expect(output).not.toContain('PrivacyProbe');
    expect(output).not.toContain('Gecko/');
    expect(output).not.toMatch(/remoteAddress|remotePort|user-agent/i);
  });

  it("holds the client's address and user agent in no table", () => {
    expect(stored).not.toContain(CLIENT_ADDRESS);
    expect(stored).not.toContain('PrivacyProbe');
    expect(stored).not.toContain('Gecko/');
  });

  it('keeps referrers as origins only', () => {
    expect(referrers.filter(Boolean)).toEqual(['https://search.example', 'https://search.example']);
    expect(stored).not.toContain('secret-search-term');
  });

  it("keeps no request id in a visitor's events", () => {
    const visitorEvents = stored.split('\n').filter((line) => line.includes('"actor": "visitor"'));
    expect(visitorEvents.length).toBeGreaterThan(5);
    for (const line of visitorEvents) expect(line).not.toContain('requestId');
  });
});
