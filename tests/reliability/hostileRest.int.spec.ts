/**
 * Hostile input on the REST paths (issue 11, item 4): random and malformed bodies, query strings and
 * headers sent to every documented path, then bodies nested 10,000 levels deep, oversized, polluting
 * prototypes or holding text the database cannot store. Whatever arrives: never a 5xx, never a stack
 * trace or a file path in the answer, and never an appended event unless the request was a valid write.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import type { TestApp } from '../support/app.ts';
import { authorization, clientAddress, extraHeaders, VALID_TOKEN } from './hostileInputArbitraries.ts';
import { IMAGE_ID, LEAK, reportTried, RUNS, startHostileApp } from './hostileInputSupport.ts';
import { contentType, eventsAllowedOnSuccess, genericBody, idArb, queryString, routes, type Body, type Id } from './hostileRestRequests.ts';

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let visitId: string;
  const tried = { rest: 0, restFixed: 0 };

  beforeAll(async () => {
    ({ t, token, visitId } = await startHostileApp(kind));
  });
  afterAll(async () => {
    reportTried(kind, tried);
    await t?.close();
  });

  /** Sends one request and checks the invariants; returns the response for further checks. */
  async function send(request: InjectOptions, [min, max]: [number, number] = [0, 0]) {
    const before = await t.eventCount();
    const response = await t.server.inject(request);
    const appended = (await t.eventCount()) - before;
    const label = `${request.method ?? 'GET'} ${String(request.url).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    expect(response.statusCode, label).toBeLessThan(500);
    // Images and log exports (attachments of the raw log, which holds earlier fuzzed text) are data, not error text.
    const isData = String(response.headers['content-type'] ?? '').startsWith('image/') || String(response.headers['content-disposition'] ?? '').startsWith('attachment');
    if (!isData) expect(response.body, label).not.toMatch(LEAK);
    expect(response.body, label).not.toMatch(/Unexpected error|INTERNAL_SERVER_ERROR|internal error/);
    if (response.statusCode >= 300) expect(appended, `an event appended for a refused request: ${label}`).toBe(0);
    else {
      expect(appended, `events appended for ${label}`).toBeGreaterThanOrEqual(min);
      expect(appended, `events appended for ${label}`).toBeLessThanOrEqual(max);
    }
    return response;
  }

  const fill = (path: string, id: Id) =>
    path.replace('{image}', 'valid' in id ? IMAGE_ID : id.raw).replace('{visit}', 'valid' in id ? visitId : id.raw);

  it('every REST path survives random and malformed bodies, query strings and headers', async () => {
    const covered = new Set<string>();
    // uniform over the routes (constantFrom favours the first values), so that each is hit about RUNS.rest / 19 times
    const anyRoute = fc.noBias(fc.integer({ min: 0, max: routes.length - 1 })).map((index) => routes[index]!);
    const request = anyRoute.chain((route) =>
      fc.record({
        route: fc.constant(route),
        method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') }),
        id: idArb,
        query: queryString,
        body: route.invalid ? fc.oneof({ weight: 2, arbitrary: route.invalid as fc.Arbitrary<Body> }, { weight: 3, arbitrary: genericBody }) : genericBody,
        contentType,
        authorization,
        headers: extraHeaders,
        ip: clientAddress,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, method, id, query, body, contentType: type, authorization: auth, headers, ip }) => {
        covered.add(`${route.method} ${route.path}`);
        tried.rest += 1;
        const authHeader = auth === VALID_TOKEN ? (route.admin === 'no-valid-token' ? undefined : `Bearer ${token}`) : auth;
        const allHeaders: Record<string, string> = { ...headers };
        if (type !== undefined) allHeaders['content-type'] = type;
        if (authHeader !== undefined) allHeaders.authorization = authHeader;
        const methodHasBody = method !== 'GET' && method !== 'HEAD';
        await send(
          {
            method: method as InjectOptions['method'],
            url: `${fill(route.path, id)}${query}`,
            headers: allHeaders,
            payload: methodHasBody ? body : undefined,
            remoteAddress: ip,
          },
          eventsAllowedOnSuccess(route, method, id, body, type),
        );
      }),
      { numRuns: RUNS.rest },
    );
    expect([...covered].sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('every REST path refuses 10,000-level nesting, oversized bodies, prototype pollution and unstorable text', async () => {
    const bodies = [
      `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      `${'{"a":'.repeat(10_000)}{"__proto__":{"isAdmin":true}}${'}'.repeat(10_000)}`,
      JSON.stringify({ padding: 'x'.repeat(150_000) }),
      '{"__proto__":{"isAdmin":true},"sessionId":"s","path":"/","question":"hi","password":"x"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"sessionId":"s","path":"/","question":"hi"}',
      '{"sessionId":"\\u0000","path":"/\\ud800","question":"\\u0000","password":"\\ud800","timeSpent":"\\u0000","description":"\\u0000","prompt":"\\ud800"}',
      '{"sessionId":"s","path":"/","timeSpent":1e999999,"description":"x","seed":1e999999,"minimalism":-0}',
      // Tags may come as JSON text: NUL written as an escape inside it is only found once that text is parsed.
      '{"tags":"[\\"a\\\\u0000b\\"]","title":"t","sessionId":"session-early-experiments","prompt":"p"}',
    ];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      for (const payload of bodies) {
        for (const auth of route.admin === 'edit' ? [undefined, `Bearer ${token}`] : [undefined]) {
          tried.restFixed += 1;
          await send(
            {
              method: route.method,
              url: fill(route.path, { valid: true }),
              headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
              payload,
            },
            // the download path takes no payload: a parsable one is ignored and the download counted
            eventsAllowedOnSuccess(route, route.method, { valid: true }, payload, 'application/json'),
          );
        }
      }
    }
    const proto = await t.server.inject({ method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: bodies[4] });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await t.server.inject({ method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: bodies[3] })).statusCode).toBe(413);
  });
});
