/**
 * Issue 14, items 2, 3, 4 and 6: no single client can open another site's socket in a visitor's
 * browser, hold unbounded sockets or subscriptions, spend one write on many mutation fields, rotate
 * IPv6 addresses past a limit, or guess passwords in parallel faster than in sequence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds } from '../support/databases.ts';
import { talk, type SocketOutcome } from '../support/graphqlWs.ts';

const IMAGE_ID = 'img-founders-hero-geometric-lighthouse';
const download = `mutation { downloadImage(id: "${IMAGE_ID}") { downloadCount } }`;
const typeOf = (message: unknown) => (message as { type: string }).type;

describe.each(databaseKinds)('client limits on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let socketUrl: string;
  const open = (headers: Record<string, string>, ...frames: object[]) => talk(socketUrl, undefined, frames.map((frame) => JSON.stringify(frame)), headers);
  const downloads = () => t.eventCount('ImageDownloaded');

  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: '20', WS_MAX_CONNECTIONS_PER_IP: '4', WS_MAX_SUBSCRIPTIONS: '25' });
    url = await t.listen();
    socketUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  });
  afterAll(() => t?.close());

  it('refuses a WebSocket upgrade from another site before any operation runs; a download sent over it never counts', async () => {
    const before = await downloads();
    const frame = { id: '1', type: 'subscribe', payload: { query: download } };
    const evil = await open({ origin: 'https://evil.example' }, frame);
    expect(evil.refusedWith).toBe(403);
    expect(evil.messages).toEqual([]);
    const crossSite = await open({ origin: url, 'sec-fetch-site': 'cross-site' }, frame);
    expect(crossSite.refusedWith).toBe(403);
    expect(await downloads()).toBe(before);

    // the site's own pages, and clients that are not browsers (no Origin), still connect
    const own = await open({ origin: url }, frame);
    expect(own.messages.find((message) => typeOf(message) === 'next')).toMatchObject({ payload: { data: { downloadImage: { downloadCount: expect.any(Number) } } } });
    const node = await open({}, { id: '1', type: 'subscribe', payload: { query: '{ __typename }' } });
    expect(node.messages.map(typeOf)).toContain('next');
    expect(await downloads()).toBe(before + 1);
  });

  it('answers another site without any CORS permission', async () => {
    const preflight = await t.server.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.server.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: { query: '{ __typename }' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps at most the configured subscriptions active on one socket and answers the rest with a clear error', async () => {
    const frames = Array.from({ length: 200 }, (_, i) => ({ id: `s${i}`, type: 'subscribe', payload: { query: `subscription { imageChanged(id: "${IMAGE_ID}") { id downloadCount } }` } }));
    const run: SocketOutcome = await open({}, ...frames);
    const refused = run.messages.filter((message) => typeOf(message) === 'error') as { id: string; payload: unknown }[];
    expect(run.closeCode).toBeUndefined();
    expect(refused).toHaveLength(175);
    expect(JSON.stringify(refused[0]!.payload)).toMatch(/too many operations at once on this connection \(at most 25\); complete one first/);
    expect(new Set(refused.map((message) => message.id)).has('s0')).toBe(false);
    expect((await t.server.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('closes a socket over the per-address limit with 1013 and a reason', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 5 }, () => new Promise<WebSocket>((resolve) => {
        const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
        socket.once('open', () => resolve(socket));
      })),
    );
    const closes = await Promise.all(
      sockets.map((socket) => new Promise<number | undefined>((resolve) => {
        socket.once('close', (code) => resolve(code));
        setTimeout(() => resolve(undefined), 500);
      })),
    );
    expect(closes.filter((code) => code === 1013)).toHaveLength(1);
    const refused = await open({});
    expect(refused.closeCode).toBe(1013);
    expect(refused.closeReason).toBe('too many connections from your address (at most 4)');
    for (const socket of sockets) socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // once they are closed, the address may connect again
    const again = await open({}, { id: '1', type: 'subscribe', payload: { query: '{ __typename }' } });
    expect(again.messages.map(typeOf)).toContain('next');
    expect((await t.server.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('spends one write per mutation field: 15 aliased downloads spend 15 of the 20 a minute', async () => {
    const aliased = `mutation { ${Array.from({ length: 15 }, (_, i) => `d${i}: downloadImage(id: "${IMAGE_ID}") { downloadCount }`).join(' ')} }`;
    const send = () => t.server.inject({ method: 'POST', url: '/graphql', remoteAddress: '203.0.113.15', headers: { 'content-type': 'application/json' }, payload: { query: aliased } });
    const before = await downloads();
    expect((await send()).statusCode).toBe(200);
    expect(await downloads()).toBe(before + 15);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json().errors[0].message).toMatch(/^too many changes from your address; try again in \d+ s$/);
    expect(await downloads()).toBe(before + 15);
  });

  it('counts every address of one IPv6 /64 as one client, and ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const post = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.server.inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, remoteAddress, headers });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(`2001:db8:14:6::${(i + 1).toString(16)}`, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await post('2001:db8:14:7::1')).statusCode).toBe(200);
  });

  it('delays parallel wrong passwords as much as sequential ones', async () => {
    const attacker = '198.51.100.99';
    const started = performance.now();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await t.server.inject({ method: 'POST', url: '/api/admin/auth', remoteAddress: attacker, payload: { password: 'parallel guess' } });
        return { status: response.statusCode, ms: performance.now() - started };
      }),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(8).fill(401));
    // Sequentially the 6th, 7th and 8th attempts wait 0.5, 1 and 2 s; in parallel they wait as long.
    // Lower bounds only: a wait never ends early, whatever the machine's load.
    const waits = attempts.map((attempt) => attempt.ms).sort((a, b) => a - b);
    expect(waits[7]).toBeGreaterThanOrEqual(1995);
    expect(waits[6]).toBeGreaterThanOrEqual(995);
    expect(waits[5]).toBeGreaterThanOrEqual(495);
    const right = await t.server.inject({ method: 'POST', url: '/api/admin/auth', remoteAddress: '192.0.2.44', payload: { password: ADMIN_PASSWORD } });
    expect(right.statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('behind a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  it('limits each forwarded client address, not the proxy', async () => {
    const post = (forwardedFor: string) =>
      t.server.inject({ method: 'POST', url: `/api/creative/images/${IMAGE_ID}/download`, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    expect([(await post('203.0.113.1')).statusCode, (await post('203.0.113.1')).statusCode, (await post('203.0.113.1')).statusCode]).toEqual([200, 200, 429]);
    // a client cannot pose as another by writing more addresses to the left: the proxy's own entry counts
    expect((await post('203.0.113.2, 203.0.113.1')).statusCode).toBe(429);
    expect((await post('203.0.113.2')).statusCode).toBe(200);
  });
});
