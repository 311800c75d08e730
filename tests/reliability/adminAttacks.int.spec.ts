/**
 * Attacks on the admin area (issue 11, item 5): brute force, stolen or stale tokens over every channel,
 * cross-site form posts, security headers, and admin-only data kept out of public answers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp, type App } from '../../api/app.ts';
import { catalogDirectory, catalogFileNames } from '../../api/assets/catalogFiles.ts';
import { AdminSessions } from '../../api/auth/adminSessions.ts';
import { AuthService } from '../../api/auth/authService.ts';
import { LoginThrottle } from '../../api/auth/loginThrottle.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import { ADMIN_PASSWORD } from '../support/app.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';

const IMAGE_ID = 'img-families-hero-garden-hearth';
const MINUTE = 60_000;

/** The app and server on an existing database (so that a second start can reuse the first one's data). */
async function startOn(test: TestDatabase) {
  const config = loadConfig({
    DATA_DIR: test.dataDir,
    DATABASE_URL: test.url,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
  });
  const app: App = await createApp(config, createLogger(config));
  const server: FastifyInstance = await buildServer(app);
  await server.ready();
  return {
    app,
    server,
    async close() {
      await server.close();
      await app.close();
    },
  };
}

describe.each(databaseKinds)('attacks on the admin area on %s', (kind) => {
  let test: TestDatabase;
  let t: Awaited<ReturnType<typeof startOn>>;
  let url: string;
  /** Signed out through the previous server process on the same data: refused after the restart too. */
  let tokenFromBeforeRestart: string;
  /** Issued by the previous server process and never signed out: sessions live in the database, so it still works. */
  let liveFromBeforeRestart: string;
  /** Issued before the restart and idle for 31 minutes by then. */
  let expiredBeforeRestart: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const first = await startOn(test);
    const signIn = async () => (await first.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD } })).json().sessionId as string;
    tokenFromBeforeRestart = await signIn();
    expect(tokenFromBeforeRestart).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const logout = await first.server.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${tokenFromBeforeRestart}` } });
    expect(logout.statusCode).toBe(200);
    liveFromBeforeRestart = await signIn();
    expiredBeforeRestart = await signIn();
    await first.app.db.query("UPDATE admin_auth_sessions SET last_seen_at = last_seen_at - interval '31 minutes' WHERE token_hash = $1", [
      createHash('sha256').update(expiredBeforeRestart).digest('hex'),
    ]);
    await first.close();
    t = await startOn(test);
    url = await t.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await test?.drop();
  });

  const inject = (options: InjectOptions) => t.server.inject(options);
  const eventCount = async () => Number((await t.app.db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events'))[0]!.n);
  const login = async (remoteAddress = '127.0.0.1') =>
    (await inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD }, remoteAddress })).json().sessionId as string;
  const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables }, remoteAddress });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const description = async () => (await t.app.db.prisma.creativeImage.findUniqueOrThrow({ where: { id: IMAGE_ID } })).description;

  it('slows brute force: the sixth wrong password waits, the per-IP limit answers 429, other addresses still sign in', async () => {
    const attacker = '198.51.100.7';
    const before = await eventCount();
    const timed = async (options: InjectOptions) => {
      const started = performance.now();
      const response = await inject(options);
      return { response, ms: performance.now() - started };
    };
    const wrong = (password = 'hunter2') => ({ method: 'POST' as const, url: '/api/admin/auth', payload: { password }, remoteAddress: attacker });
    const firstFive: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { response, ms } = await timed(wrong(`guess-${i}`));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false });
      firstFive.push(ms);
    }
    const sixth = await timed(wrong());
    expect(sixth.response.statusCode).toBe(401);
    // A lower bound only: the throttle's wait cannot end early, whatever the machine's load (a slow hash just adds to it).
    expect(sixth.ms, `sixth attempt after ${firstFive.map(Math.round).join('/')} ms`).toBeGreaterThanOrEqual(495);

    // The window allows 30 attempts per address; parallel guesses cannot slip past it (REST and GraphQL share it).
    // The same throttle (its counters are in the database) with the delay capped at 2 s instead of 30 s,
    // so that the burst does not wait half a minute; the cap itself is in loginThrottle.unit.spec.ts.
    const original = t.app.services.auth;
    t.app.services.auth = new AuthService(original.accounts, original.sessions, new LoginThrottle({ db: t.app.db, maxDelayMs: 2_000 }), t.app.store);
    const burst = await Promise.all(
      Array.from({ length: 24 }, async (_, i) =>
        i % 2
          ? { expected: 401, response: await inject(wrong(`burst-${i}`)) }
          : { expected: 200, response: await gql('mutation($p: String!) { adminLogin(password: $p) { success } }', { p: `burst-${i}` }, {}, attacker) },
      ),
    ).finally(() => {
      t.app.services.auth = original;
    });
    for (const { expected, response } of burst) {
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.body).toMatch(/"success":false/);
    }
    const locked = await inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD }, remoteAddress: attacker });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatch(/^too many sign-in attempts; try again in \d+ s$/);
    const lockedGraphql = await gql('mutation($p: String!) { adminLogin(password: $p) { success sessionId } }', { p: ADMIN_PASSWORD }, {}, attacker);
    expect(lockedGraphql.statusCode).toBe(429);
    expect(lockedGraphql.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(lockedGraphql.body).not.toMatch(/sessionId":"/);
    // failed and refused sign-ins are not events
    expect(await eventCount()).toBe(before);

    // the limit is per address: the administrator elsewhere still signs in (one AdminLoggedIn event)
    expect(await login('192.0.2.10')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await eventCount()).toBe(before + 1);
  });

  /** Every admin-only call over REST and GraphQL with the given authorization header: all 401, nothing appended. */
  async function refusedOverHttp(authorization: string | undefined, label: string) {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    const rest: InjectOptions[] = [
      { method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers, payload: { description: 'defaced' } },
      { method: 'POST', url: '/api/creative/usage/scan', headers },
      { method: 'POST', url: '/api/admin/logout', headers },
    ];
    for (const request of rest) {
      const response = await inject(request);
      expect(response.statusCode, `${label}: ${request.method} ${request.url} → ${response.body}`).toBe(401);
      expect(response.body).toMatch(/admin session required|no active admin session/);
    }
    const operations = [
      [`mutation { editImage(id: "${IMAGE_ID}", input: { description: "defaced" }) { id description } }`, 'editImage'],
      [`mutation { setRejectionReason(ids: ["${IMAGE_ID}"], rejectionReason: "defaced") { id } }`, 'setRejectionReason'],
      ['mutation { scanUsage { success } }', 'scanUsage'],
      ['mutation { adminLogout }', 'adminLogout'],
      ['{ eventLog(limit: 1000) { type data metadata } }', 'eventLog'],
      ['{ adminSession { account } }', 'adminSession'],
    ] as const;
    for (const [query, field] of operations) {
      const response = await gql(query, {}, headers);
      const body = response.json();
      expect(response.statusCode, `${label}: ${field} → ${response.body}`).toBe(401);
      expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(body.data?.[field] ?? null).toBeNull();
      expect(response.body).not.toMatch(/"metadata"|"actor"|"tokenId":"/);
    }
  }

  /**
   * The admin event feed and admin mutations over graphql-ws, once per set of connection params (all at
   * once): every attempt refused, and an event appended afterwards reaches none of the refused feeds.
   */
  async function refusedOverSocket(attempts: Record<string, Record<string, unknown>>) {
    const clients: Client[] = [];
    const open = (connectionParams: Record<string, unknown>) => {
      const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
      clients.push(client);
      return client;
    };
    const started = Object.entries(attempts).map(([label, params]) => ({
      label,
      feed: subscribe(open(params), 'subscription { eventAppended { type data metadata } }'),
      edit: subscribe(open(params), `mutation { editImage(id: "${IMAGE_ID}", input: { description: "defaced over the socket" }) { id } }`),
      scan: subscribe(open(params), 'mutation { scanUsage { success } }'),
    }));
    for (const { label, feed, edit, scan } of started) {
      for (const attempt of [feed, edit, scan]) {
        await expect.poll(() => attempt.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
        expect(JSON.stringify(attempt.errors), label).toMatch(/4403|Forbidden|admin session required/);
        expect(attempt.values.filter((value) => value !== null), label).toEqual([]);
      }
    }
    // an event appended now must not reach any refused feed
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'socket-probe', path: '/probe' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const { label, feed, edit, scan } of started) {
      expect(feed.values, label).toEqual([]);
      for (const attempt of [feed, edit, scan]) attempt.stop();
    }
    await Promise.all(clients.map((client) => client.dispose()));
  }

  it('keeps a session issued before a restart, over REST, GraphQL and graphql-ws', async () => {
    expect((await gql('{ adminSession { account } }', {}, bearer(liveFromBeforeRestart))).json().data.adminSession).toEqual({ account: 'admin' });
    const client = wsClient(url, liveFromBeforeRestart);
    const feed = subscribe<{ type: string }>(client, 'subscription { eventAppended { type } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download` })).statusCode).toBe(200);
    await expect.poll(() => feed.values.map((value) => value.type), { timeout: 5000 }).toContain('ImageDownloaded');
    expect(feed.errors).toEqual([]);
    feed.stop();
    await client.dispose();
  });

  it('refuses random, malformed, revoked and pre-restart tokens over REST, GraphQL and graphql-ws, appending nothing', async () => {
    const revoked = await login();
    expect((await inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) })).json()).toEqual({ success: true });
    const live = await login();
    const originalDescription = await description();
    const tokens: Record<string, string> = {
      random: randomBytes(32).toString('base64url'),
      'random, other alphabet': randomBytes(32).toString('base64'),
      revoked,
      'signed out before a restart': tokenFromBeforeRestart,
      'idle-expired before a restart': expiredBeforeRestart,
      'live token plus a character': `${live}A`,
      'live token minus a character': live.slice(0, -1),
      'live token, one character changed': `${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`,
      'live token upper-cased': live.toUpperCase() === live ? live.toLowerCase() : live.toUpperCase(),
      'its token id': '0123456789ab',
      '43 zeros': '0'.repeat(43),
      'SQL-ish': "' OR '1'='1",
      'path-ish': '../../admin-password.argon2',
    };
    const headers: Record<string, string | undefined> = {
      none: undefined,
      'empty bearer': 'Bearer ',
      'scheme only': 'Bearer',
      'live token without a scheme': live,
      'live token under Basic': `Basic ${live}`,
      'two tokens': `Bearer ${live} ${live}`,
      'live token, percent-encoded suffix': `Bearer ${live}%00`,
      ...Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, `Bearer ${token}`])),
    };
    const before = await eventCount();
    for (const [name, header] of Object.entries(headers)) await refusedOverHttp(header, name);
    await refusedOverSocket({
      ...Object.fromEntries(Object.entries(tokens).flatMap(([name, token]) => [[`${name} (authorization)`, { authorization: `Bearer ${token}` }], [`${name} (token)`, { token }]])),
      'no token': {},
      'empty bearer': { authorization: 'Bearer ' },
      'live token without a scheme': { authorization: live },
    });
    expect(await eventCount()).toBe(before + 1); // the probe page visit only, which no refused feed saw
    expect(await description()).toBe(originalDescription);
    // the live token itself still works: the refusals were about the tokens, not a broken route
    expect((await gql('{ adminSession { account } }', {}, bearer(live))).json().data.adminSession.account).toBe('admin');
  });

  it('refuses expired tokens (30 minutes idle, 8 hours absolute) on every channel', async () => {
    let now = Date.now();
    const original = t.app.services.auth;
    t.app.services.auth = new AuthService(original.accounts, new AdminSessions(t.app.db, { now: () => now }), original.throttle, t.app.store);
    try {
      const idle = await login();
      const active = await login();
      now += 29 * MINUTE;
      expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      now += 2 * MINUTE; // idle: 31 minutes since its last use; active: 2 minutes
      const before = await eventCount();
      await refusedOverHttp(`Bearer ${idle}`, 'idle-expired');
      expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      // kept busy every 20 minutes, it still ends 8 hours after sign-in
      for (let elapsed = 31 * MINUTE; elapsed <= 8 * 60 * MINUTE - 20 * MINUTE; elapsed += 20 * MINUTE) {
        now += 20 * MINUTE;
        expect((await gql('{ adminSession { account } }', {}, bearer(active))).statusCode).toBe(200);
      }
      now += 25 * MINUTE;
      await refusedOverHttp(`Bearer ${active}`, 'absolute-expired');
      await refusedOverSocket({ 'idle-expired': { authorization: `Bearer ${idle}` }, 'absolute-expired': { token: active } });
      expect(await eventCount()).toBe(before + 1); // the socket check's probe page visit only
    } finally {
      t.app.services.auth = original;
    }
  });

  it('ends an open admin event feed at the first event after its session is revoked', async () => {
    const token = await login();
    const client = wsClient(url, token);
    const feed = subscribe<{ type: string; data: { path?: string } }>(client, 'subscription { eventAppended { type data } }');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'feed-1', path: '/while-signed-in' } });
    await feed.waitFor((event) => event.data.path === '/while-signed-in');
    expect((await inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'feed-2', path: '/after-sign-out' } });
    await expect.poll(() => feed.errors.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(JSON.stringify(feed.errors)).toMatch(/admin session required/);
    expect(feed.values.map((event) => event.data.path)).not.toContain('/after-sign-out');
    feed.stop();
    await client.dispose();
  });

  it('a cross-site form post cannot change anything, on any write path or /graphql', async () => {
    const visit = (await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'csrf-victim', path: '/' } })).json().id as string;
    const token = await login();
    const state = async () => ({
      events: await eventCount(),
      downloads: (await t.app.db.prisma.creativeImage.findUniqueOrThrow({ where: { id: IMAGE_ID } })).downloadCount,
      timeSpent: (await t.app.db.prisma.pageVisit.findUniqueOrThrow({ where: { id: visit } })).timeSpent,
      description: await description(),
    });
    const fields: Record<string, string> = {
      sessionId: 'csrf',
      path: '/',
      fromPath: '/',
      toPath: '/x',
      question: 'What is Scout?',
      timeSpent: '999',
      description: 'defaced by a form',
      password: ADMIN_PASSWORD,
      query: `mutation { downloadImage(id: "${IMAGE_ID}") { id } editImage(id: "${IMAGE_ID}", input: { description: "defaced" }) { id } }`,
    };
    const json = JSON.stringify(fields);
    const boundary = '----csrf';
    const bodies: Record<string, { type: string; payload: string }> = {
      'application/x-www-form-urlencoded': { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() },
      // enctype=text/plain sends "name=value": a name of `{"…":"…","pad":"` and a value of `"}` make it JSON
      'text/plain': { type: 'text/plain', payload: `${json.slice(0, -1)},"pad":"=x"}` },
      'multipart/form-data': {
        type: `multipart/form-data; boundary=${boundary}`,
        payload: `${Object.entries({ ...fields, operations: JSON.stringify({ query: fields.query }), map: '{}' })
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join('')}--${boundary}--\r\n`,
      },
    };
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const oldBrowser = { origin: 'https://evil.example' };
    const paths: [string, string][] = [
      ['POST', '/api/analytics/page-visit'],
      ['POST', '/api/analytics/navigation'],
      ['PATCH', `/api/analytics/page-visit/${visit}`],
      ['POST', `/api/analytics/page-visit/${visit}/time`],
      ['POST', '/api/analytics/admin-session'],
      ['POST', '/api/semi/chat'],
      ['POST', '/api/images/generate'],
      ['PATCH', `/api/creative/images/${IMAGE_ID}`],
      ['POST', `/api/creative/images/${IMAGE_ID}/download`],
      ['POST', '/api/creative/assets/repair'],
      ['POST', '/api/creative/usage/scan'],
      ['POST', '/api/admin/auth'],
      ['POST', '/api/admin/logout'],
      ['POST', '/graphql'],
    ];
    const before = await state();
    let attempts = 0;
    for (const [method, path] of paths) {
      for (const { type, payload } of Object.values(bodies)) {
        for (const [variant, browser] of Object.entries({ crossSite, oldBrowser, 'no browser headers': {} })) {
          // A page's own sendBeacon posts text/plain to the time path; without any browser header such a post is
          // indistinguishable from the site's own beacon (and needs the visit's random id): not a cross-site case.
          if (variant === 'no browser headers' && path.endsWith('/time') && type === 'text/plain') continue;
          attempts += 1;
          const response = await inject({ method: method as 'POST', url: path, headers: { 'content-type': type, ...browser }, payload });
          expect([400, 403, 415], `${variant} ${type} ${method} ${path} → ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        }
      }
      // a cross-site request without any body (a no-cors fetch, a bodiless form) is refused too
      const bare = await inject({ method: method as 'POST', url: path, headers: crossSite });
      attempts += 1;
      expect([400, 403], `bodiless cross-site ${method} ${path} → ${bare.statusCode}`).toContain(bare.statusCode);
    }
    expect(await state()).toEqual(before);
    expect(attempts).toBeGreaterThan(100);
    // GraphQL over GET (a link or an image tag) cannot run a mutation either
    const get = await inject({ url: `/graphql?query=${encodeURIComponent(`mutation { downloadImage(id: "${IMAGE_ID}") { id } }`)}`, headers: crossSite });
    expect([403, 405]).toContain(get.statusCode);
    expect(await state()).toEqual(before);

    // …while the site's own requests still work: a same-origin beacon and a same-origin JSON call
    const beacon = await inject({ method: 'POST', url: `/api/analytics/page-visit/${visit}/time`, headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }, payload: '{"timeSpent":"12"}' });
    expect(beacon.statusCode).toBe(200);
    const sameOrigin = await inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(sameOrigin.statusCode).toBe(200);
    const edit = await inject({ method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers: { ...bearer(token), 'sec-fetch-site': 'same-origin' }, payload: { description: 'Edited by the administrator' } });
    expect(edit.statusCode).toBe(200);
  });

  it('every kind of answer carries the security headers and a same-origin Content-Security-Policy', async () => {
    // one catalog file to serve (a stand-in pixel: rendering is not what this checks)
    const directory = catalogDirectory(t.app);
    await mkdir(directory, { recursive: true });
    const [png] = catalogFileNames(`${IMAGE_ID}.png`);
    await writeFile(join(directory, png!), await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
    const token = await login();
    const requests: InjectOptions[] = [
      { url: '/healthz' },
      { url: '/api/creative/images' },
      { url: `/api/creative/images/${IMAGE_ID}` },
      { url: '/api/creative/images/no-such-image' },
      { url: '/api/creative/images?learningStatus=published' },
      { url: '/api/creative/sessions' },
      { url: '/api/creative/usage/stats' },
      { url: '/api/creative/assets/validate' },
      { url: `/images/catalog/${png}` },
      { url: '/images/catalog/..%2f..%2fpackage.json' },
      { url: '/images/generated/nope.png' },
      { url: '/no/such/route' },
      { method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, payload: { description: 'x' } },
      { method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers: bearer(token), payload: { learningStatus: 'published' } },
      { method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: '{"question":' },
      { method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ question: 'x'.repeat(120_000) }) },
      { method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/xml' }, payload: '<q/>' },
      { method: 'POST', url: '/api/semi/chat', payload: { question: 'What is Scout?' } },
      { method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, headers: { 'sec-fetch-site': 'cross-site' } },
      { method: 'POST', url: '/api/admin/auth', payload: { password: 'wrong' } },
      { method: 'POST', url: '/api/admin/auth', payload: { password: 'x' }, remoteAddress: '198.51.100.7' }, // locked out by the brute-force test: 429
      { method: 'POST', url: '/api/admin/logout' },
      { method: 'POST', url: '/api/images/generate', payload: { minimalism: 55 } },
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ usageStats { totalImages } }' } },
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ eventLog { type } }' } },
      { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{' } },
      { url: '/graphql?query=%7B__typename%7D' },
      { method: 'OPTIONS', url: '/graphql' },
    ];
    const statuses = new Set<number>();
    for (const request of requests) {
      const response = await inject(request);
      statuses.add(response.statusCode);
      expectSecurityHeaders(response, `${request.method ?? 'GET'} ${request.url} → ${response.statusCode}`);
      expectSameOriginPolicy(String(response.headers['content-security-policy']), `${request.url}`);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 413, 415, 429]));
    // GraphiQL: nothing from another origin
    const graphiql = await inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(graphiql.statusCode).toBe(200);
    expectSecurityHeaders(graphiql, 'GraphiQL');
    // GraphiQL's own policy is stricter still: nothing by default, its one inline script by hash, no eval.
    const graphiqlPolicy = String(graphiql.headers['content-security-policy']);
    expectSameOriginPolicy(graphiqlPolicy, 'GraphiQL', { graphiql: true });
    expect(graphiqlPolicy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(graphiql.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  });

  /** Query fields for administrators only (eventLog, adminSession, and any described as such), each as a document. */
  async function adminOnlyQueries(): Promise<[string, string][]> {
    type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
    const introspection = await gql(
      '{ __schema { queryType { fields { name description args { name type { kind name ofType { kind name ofType { kind name } } } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }',
    );
    const fields = introspection.json().data.__schema.queryType.fields as { name: string; description: string | null; args: { name: string; type: TypeRef }[]; type: TypeRef }[];
    const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
    const sample: Record<string, string> = { ID: `"${IMAGE_ID}"`, String: `"${IMAGE_ID}"`, Int: '1', BigInt: '"1"', Boolean: 'true' };
    return fields
      .filter((field) => field.name === 'eventLog' || field.name === 'adminSession' || /administrators? only/i.test(field.description ?? ''))
      .map((field) => {
        const required = field.args.filter((arg) => arg.type.kind === 'NON_NULL');
        const args = required.length ? `(${required.map((arg) => `${arg.name}: ${sample[named(arg.type).name ?? ''] ?? 'null'}`).join(', ')})` : '';
        const selection = named(field.type).kind === 'OBJECT' ? ' { __typename }' : '';
        return [field.name, `{ ${field.name}${args}${selection} }`];
      });
  }

  it('admin-only data never appears in public answers', async () => {
    const visitor = '203.0.113.77';
    const token = await login(visitor);
    const account = (await gql('{ adminSession { account } }', {}, bearer(token))).json().data.adminSession.account as string;
    const publicAnswers: { label: string; body: string }[] = [];
    const keep = (label: string, response: LightMyRequestResponse) => {
      publicAnswers.push({ label, body: `${JSON.stringify(response.headers)}\n${response.body}` });
      return response;
    };
    // a visitor watches an image live while the administrator edits it
    const client = wsClient(url);
    const watched = subscribe<unknown>(client, `subscription { imageChanged(id: "${IMAGE_ID}") { id description downloadCount updatedAt version usageLocations { page } } }`);
    const stats = subscribe<unknown>(client, 'subscription { usageStatsChanged { totalImages imagesInUse usageByPage { page count } } }');
    await new Promise((resolve) => setTimeout(resolve, 200));

    // admin actions and visitor actions with recognisable values
    expect((await inject({ method: 'PATCH', url: `/api/creative/images/${IMAGE_ID}`, headers: bearer(token), payload: { description: 'Edited in the admin area', rejectionReason: 'internal note' }, remoteAddress: visitor })).statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/api/creative/usage/scan', headers: bearer(token), remoteAddress: visitor })).statusCode).toBe(200);
    const visit = keep('page visit', await inject({ method: 'POST', url: '/api/analytics/page-visit', payload: { sessionId: 'secret-analytics-session', path: '/secret-analytics-path', referrer: 'https://secret-referrer.example/', userAgent: 'SecretAgent/1.0' }, remoteAddress: visitor })).json().id as string;
    keep('navigation', await inject({ method: 'POST', url: '/api/analytics/navigation', payload: { sessionId: 'secret-analytics-session', fromPath: '/secret-analytics-path', toPath: '/secret-destination' }, remoteAddress: visitor }));
    keep('time', await inject({ method: 'PATCH', url: `/api/analytics/page-visit/${visit}`, payload: { timeSpent: '41' }, remoteAddress: visitor }));
    keep('unanswered question', await inject({ method: 'POST', url: '/api/semi/chat', payload: { question: 'what is the zebra-quokka-17 protocol?' }, remoteAddress: visitor }));
    keep('download', await inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, remoteAddress: visitor }));
    await expect.poll(() => watched.values.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => stats.values.length, { timeout: 5000 }).toBeGreaterThan(0);

    // the administrator sees the metadata (so the secrets below do exist in the log)…
    const log = await gql('{ eventLog(limit: 1000) { type data metadata } }', {}, bearer(token));
    const events = log.json().data.eventLog as { type: string; data: unknown; metadata: { actor: string; requestId: string } }[];
    expect(events.some((event) => event.metadata.actor === `admin:${account}`)).toBe(true);
    // only the administrator's events keep their request ids (sign-in, the edit, the scan, ...)
    const requestIds = events.map((event) => event.metadata.requestId).filter((id) => id && id.length > 8);
    expect(requestIds.length).toBeGreaterThanOrEqual(3);
    // …but never without a token, nor with a visitor's garbage one
    // every administrators-only query of the schema (found by introspection, so later ones are covered too)
    const adminQueries = await adminOnlyQueries();
    expect(adminQueries.map(([name]) => name)).toEqual(expect.arrayContaining(['eventLog', 'adminSession']));
    const garbage: Record<string, string>[] = [{}, { authorization: `Bearer ${randomBytes(32).toString('base64url')}` }, { authorization: 'Bearer ' }];
    for (const headers of garbage) {
      for (const query of [...adminQueries.map(([, document]) => document), '{ images(limit: 1) { total } eventLog { metadata } }']) {
        const response = keep(`refused ${query}`, await gql(query, {}, headers));
        expect(response.statusCode).toBe(401);
        expect(response.json().data ?? null).toBeNull();
      }
    }

    // every public read, over REST and GraphQL
    for (const path of ['/api/creative/images', `/api/creative/images/${IMAGE_ID}`, '/api/creative/sessions', '/api/creative/usage/stats', '/api/creative/assets/validate', '/healthz']) {
      keep(path, await inject({ url: path }));
    }
    const imageFields =
      'id sessionId title description extendedDescription filename filePath prompt perspective learningStatus journeyStage rejectionReason correctionApproach designPhilosophy complexityLevel downloadCount licensing tags searchKeywords generationParams version updatedAt usageLocations { page section url }';
    for (const query of [
      `{ images(limit: 500) { total items { ${imageFields} } } }`,
      `{ image(id: "${IMAGE_ID}") { ${imageFields} } }`,
      `{ creativeSessions { id title description journeyStage sessionDate learningInsights nextSteps images { ${imageFields} } } }`,
      '{ usageStats { totalImages imagesInUse unusedImages usageByPage { page count } } assetValidation { brokenImages broken { imageId files } } }',
    ]) {
      const response = keep(query.slice(0, 40), await gql(query));
      expect(response.json().errors, response.body.slice(0, 300)).toBeUndefined();
    }
    publicAnswers.push({ label: 'imageChanged', body: JSON.stringify(watched.values) }, { label: 'usageStatsChanged', body: JSON.stringify(stats.values) });
    watched.stop();
    stats.stop();
    await client.dispose();

    const secrets = [
      token,
      'admin:',
      '"actor"',
      '"requestId"',
      visitor,
      '127.0.0.1',
      'secret-analytics',
      'secret-referrer',
      'secret-destination',
      'SecretAgent',
      'zebra-quokka',
      ...requestIds,
    ];
    for (const { label, body } of publicAnswers) {
      for (const secret of secrets) expect(body.includes(secret), `${label} shows ${secret}`).toBe(false);
      expect(body, label).not.toMatch(/\b(?:\d{1,3}\.){3}\d{1,3}\b(?!\.png)/);
    }
  });
});

function expectSecurityHeaders(response: LightMyRequestResponse, label: string) {
  const headers = response.headers;
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['x-dns-prefetch-control'], label).toBe('off');
  expect(headers['x-permitted-cross-domain-policies'], label).toBe('none');
  expect(headers['x-powered-by'], label).toBeUndefined();
  expect(headers['access-control-allow-origin'], label).toBeUndefined();
}

/**
 * No other origin anywhere in the policy: no scheme-qualified source, no wildcard; framing and plugins
 * off; scripts only from the site itself or an inline script allowed by its exact hash.
 */
function expectSameOriginPolicy(policy: string, label: string, { graphiql = false } = {}) {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
  if (graphiql) {
    expect(directives.get('default-src'), label).toEqual(["'none'"]);
    expect(directives.get('base-uri'), label).toEqual(["'none'"]);
  } else {
    expect(directives.get('default-src'), label).toEqual(["'self'"]);
    expect(directives.get('object-src'), label).toEqual(["'none'"]);
    expect(directives.get('base-uri'), label).toEqual(["'self'"]);
  }
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('connect-src'), label).toEqual(["'self'"]);
  expect(directives.get('script-src'), label).not.toContain("'unsafe-inline'");
  for (const [name, sources] of directives) {
    for (const source of sources) {
      expect(source, `${label}: ${name} ${source}`).toMatch(/^(?:'self'|'none'|'unsafe-inline'|'unsafe-eval'|data:|blob:|'sha256-[A-Za-z0-9+/]{43}=')$/);
    }
  }
}
