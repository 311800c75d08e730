/**
 * Attacks on the admin area's sign-in and through the browser (issue 11, item 5): brute force, sequential
 * and in parallel; cross-site form posts to every write path and /graphql; and the security headers
 * and same-origin Content-Security-Policy on every kind of answer.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../api/auth/authService.ts';
import { LoginThrottle } from '../../api/auth/loginThrottle.ts';
import { ADMIN_PASSWORD } from '../support/app.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { adminRequests, bearer, IMAGE_ID, startOn, type AdminAttackServer } from './adminAttacksSupport.ts';

// In order: the security-headers test finds the address the brute-force test locked out (its 429).
describe.each(databaseKinds)('attacks on the admin area on %s', (kind) => {
  let test: TestDatabase;
  let t: AdminAttackServer;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    t = await startOn(test);
  });
  afterAll(async () => {
    await t?.close();
    await test?.drop();
  });

  const { inject, eventCount, login, gql, description } = adminRequests(() => t);

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
    // one catalog file to serve (rendered if it is not stored yet: rendering is not what this checks)
    const { filePath } = (await inject({ url: `/api/creative/images/${IMAGE_ID}` })).json() as { filePath: string };
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
      { url: filePath },
      { url: '/media/..%2f..%2fpackage.json' },
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
