import type { FastifyInstance, InjectOptions } from 'fastify';
import postgres from 'postgres';
import { afterAll, assert, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../api/server.ts';
import { ImageDownloaded, imageDownloadsStream } from '../../events/images/events.ts';
import { EventStore } from '../../events/store/store.ts';
import type { DatabaseKind } from '../../prisma/database.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { subscribe, wsClient } from '../support/graphqlWs.ts';
import { registry } from '../../events/registry.ts';

const imageId = 'img-founders-hero-geometric-lighthouse';
const token = 'metrics-token-0123456789abcdef';
const remote = '203.0.113.7';

/** The value of one series in Prometheus text, found by name and (a subset of) its labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Straight to the store: a download through REST would wait for the read models to catch up. */
const appendDownload = (store: EventStore) =>
  store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], { metadata: { actor: 'visitor', time: new Date().toISOString() } });

/**
 * Commits a download the log follower cannot deliver yet; resume() lets it. PGlite: written by another
 * store, whose appends nobody announces to the follower (one process, no NOTIFY, no heartbeat).
 * PostgreSQL: an older transaction stays open, so the follower may not pass the new event.
 */
const stalledDownload: Record<DatabaseKind, (t: TestApp) => Promise<() => Promise<void>>> = {
  async pglite(t) {
    await appendDownload(new EventStore(t.app.db, registry));
    return async () => t.app.live.poke();
  },
  async postgresql(t) {
    const sql = postgres(t.app.db.url!, { max: 1, onnotice: () => undefined });
    const open = await sql.reserve();
    await open`BEGIN`;
    await open`SELECT pg_current_xact_id()`;
    await appendDownload(t.app.store);
    return async () => {
      await open`COMMIT`;
      open.release();
      await sql.end();
    };
  },
};

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  let t: TestApp;
  // A proxy is trusted, so a forwarded 127.0.0.1 would make request.ip look local: /metrics must not be fooled.
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: '1' });
    // On PostgreSQL the follower starts below the oldest transaction open anywhere on the server (other
    // test files' databases included) and redelivers the seed's catalog events, which empty the response cache.
    await vi.waitFor(async () => assert.equal((await t.app.live.backlog()).events, 0), { timeout: 30_000, interval: 50 });
  });
  afterAll(() => t.close());

  const scrape = async (options: Partial<InjectOptions> = {}) => {
    const response = await t.server.inject({ method: 'GET', url: '/metrics', ...options });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const counter = (text: string, name: string, labels: Record<string, string> = {}) => sample(text, name, labels) ?? 0;

  it('answers a loopback caller in the Prometheus text format with every listed series, and the counters follow the traffic', async () => {
    const before = await scrape();
    // A download does not change sessions, so the cached result outlives the downloads below.
    const sessionsQuery = `{ creativeSessions { id title } }`;
    expect((await t.graphql(sessionsQuery)).errors).toBeUndefined();
    expect((await t.graphql(sessionsQuery)).errors).toBeUndefined();
    for (let i = 0; i < 3; i++) expect((await t.server.inject({ url: `/api/creative/images/${imageId}` })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await t.server.inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` })).statusCode).toBe(200);
    expect((await t.server.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);

    const response = await t.server.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = response.body;
    const moved = (name: string, labels: Record<string, string> = {}) => counter(after, name, labels) - counter(before, name, labels);

    const imageRoute = { method: 'GET', route: '/api/creative/images/:id', status: '200' };
    expect(moved('chb_http_requests_total', imageRoute)).toBe(3);
    expect(moved('chb_http_requests_total', { method: 'POST', route: '/api/creative/images/:id/download', status: '200' })).toBe(2);
    expect(moved('chb_http_requests_total', { method: 'POST', route: '/graphql', status: '200' })).toBe(2);
    expect(moved('chb_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(after).not.toContain(`route="/api/creative/images/${imageId}"`);
    expect(moved('chb_http_request_duration_seconds_count', { method: 'GET', route: '/api/creative/images/:id', status_class: '2xx' })).toBe(3);
    expect(sample(after, 'chb_http_request_duration_seconds_bucket', { route: '/api/creative/images/:id', le: '+Inf' })).toBeGreaterThanOrEqual(3);

    expect(moved('chb_events_appended_total', { type: 'ImageDownloaded' })).toBe(2);
    expect(moved('chb_event_appends_total')).toBeGreaterThanOrEqual(2);
    expect(moved('chb_event_batch_events_count')).toBeGreaterThanOrEqual(1);
    expect(moved('chb_event_batch_events_sum')).toBeGreaterThanOrEqual(2);
    expect(moved('chb_event_batch_duration_seconds_count')).toBeGreaterThanOrEqual(1);

    expect(moved('chb_response_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(moved('chb_response_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'chb_response_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'chb_response_cache_bytes')).toBeGreaterThan(0);

    expect(sample(after, 'chb_live_open_sockets')).toBe(0);
    expect(sample(after, 'chb_live_active_subscriptions')).toBe(0);

    const pool = { database: kind, pool: 'store' };
    expect(sample(after, 'chb_db_pool_max_connections', pool)).toBe(kind === 'pglite' ? 1 : 10);
    expect(sample(after, 'chb_db_pool_in_use_connections', pool)).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'chb_db_pool_waiting', pool)).toBeGreaterThanOrEqual(0);
    if (kind === 'postgresql') expect(sample(after, 'chb_db_pool_open_connections', { database: kind, pool: 'prisma' })).toBeGreaterThanOrEqual(0);

    expect(sample(after, 'process_cpu_user_seconds_total', { worker: 'main' })).toBeGreaterThan(0);
    expect(sample(after, 'chb_event_appends_total', { worker: 'main' })).toBeGreaterThanOrEqual(2);
  });

  it('reports the log follower caught up once it has delivered the last append: no events behind, no seconds behind, at the log position', async () => {
    const download = await t.server.inject({ method: 'POST', url: `/api/creative/images/${imageId}/download` });
    expect(download.statusCode).toBe(200);
    const last = Number(await t.app.store.lastPosition());
    await expect.poll(async () => sample(await scrape(), 'chb_log_follower_position'), { timeout: 5000 }).toBe(last);
    const text = await scrape();
    expect(sample(text, 'chb_log_follower_lag_events')).toBe(0);
    expect(sample(text, 'chb_log_follower_lag_seconds')).toBe(0);
  });

  it('reports the events the log follower has not delivered and how long the oldest has waited, until it catches up', async () => {
    const resume = await stalledDownload[kind](t);
    try {
      await expect.poll(async () => sample(await scrape(), 'chb_log_follower_lag_seconds'), { timeout: 5000 }).toBeGreaterThan(0.05);
      expect(sample(await scrape(), 'chb_log_follower_lag_events')).toBe(1);
      expect(sample(await scrape(), 'chb_log_follower_position')).toBeLessThan(Number(await t.app.store.lastPosition()));
    } finally {
      await resume();
    }
    await expect.poll(async () => sample(await scrape(), 'chb_log_follower_lag_events'), { timeout: 5000 }).toBe(0);
    expect(sample(await scrape(), 'chb_log_follower_lag_seconds')).toBe(0);
  });

  it('counts the open WebSocket and its subscription while it lasts', async () => {
    const url = await t.listen();
    const client = wsClient(url);
    const live = subscribe(client, `subscription($id: ID) { imageChanged(id: $id) { id downloadCount } }`, { id: imageId });
    await expect.poll(async () => sample(await scrape(), 'chb_live_active_subscriptions'), { timeout: 5000 }).toBe(1);
    expect(sample(await scrape(), 'chb_live_open_sockets')).toBe(1);
    live.stop();
    await client.dispose();
    await expect.poll(async () => sample(await scrape(), 'chb_live_open_sockets'), { timeout: 5000 }).toBe(0);
    expect(sample(await scrape(), 'chb_live_active_subscriptions')).toBe(0);
  });

  it('refuses a caller from another machine without METRICS_TOKEN, even with a forwarded loopback address, and says what to set', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const response = await t.server.inject({ method: 'GET', url: '/metrics', remoteAddress: remote, headers });
      expect(response.statusCode).toBe(403);
      expect(response.body).toMatch(/METRICS_TOKEN/);
      expect(response.body).not.toMatch(/chb_/);
    }
  });

  describe.each([
    ['TRUST_PROXY=1', 1],
    ['TRUST_PROXY=127.0.0.1', ['127.0.0.1']],
  ] as const)('behind a reverse proxy on this machine (%s)', (_, trustProxy) => {
    let proxied: FastifyInstance;
    let proxiedWithToken: FastifyInstance;
    beforeAll(async () => {
      const config = { ...t.app.config, TRUST_PROXY: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] };
      proxied = await buildServer({ ...t.app, config });
      proxiedWithToken = await buildServer({ ...t.app, config: { ...config, METRICS_TOKEN: token } });
      await Promise.all([proxied.ready(), proxiedWithToken.ready()]);
    });
    afterAll(async () => {
      await proxied.close();
      await proxiedWithToken.close();
    });

    // inject() connects from 127.0.0.1: the proxy itself.
    it('without METRICS_TOKEN: refuses a caller the proxy forwarded from elsewhere, answers one from this machine', async () => {
      const forwarded = await proxied.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.statusCode).toBe(403);
      expect(forwarded.body).toMatch(/METRICS_TOKEN/);
      expect(forwarded.body).not.toMatch(/chb_/);
      const chained = await proxied.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } });
      expect(chained.statusCode).toBe(403);

      const direct = await proxied.inject({ method: 'GET', url: '/metrics' });
      expect(direct.statusCode).toBe(200);
      expect(direct.body).toMatch(/chb_/);
      const local = await proxied.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(local.statusCode).toBe(200);
    });

    it('with METRICS_TOKEN: the token decides, forwarded or not', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      expect((await proxiedWithToken.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(401);
      expect((await proxiedWithToken.inject({ method: 'GET', url: '/metrics', headers: { ...headers, authorization: 'Bearer another-token-of-some-length' } })).statusCode).toBe(403);
      expect((await proxiedWithToken.inject({ method: 'GET', url: '/metrics', headers: { ...headers, authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      expect((await proxiedWithToken.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    });
  });

  describe('with METRICS_TOKEN set', () => {
    let server: FastifyInstance;
    beforeAll(async () => {
      server = await buildServer({ ...t.app, config: { ...t.app.config, METRICS_TOKEN: token } });
      await server.ready();
    });
    afterAll(() => server.close());

    it('asks for the token (401), refuses a wrong one (403) even from this machine, and answers the right one from anywhere', async () => {
      const missing = await server.inject({ method: 'GET', url: '/metrics' });
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(missing.body).not.toMatch(/chb_/);

      for (const authorization of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, 'Bearer another-token-of-some-length', `Basic ${token}`]) {
        const wrong = await server.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
        expect(wrong.statusCode, authorization).toBe(authorization.startsWith('Basic') ? 401 : 403);
        expect(wrong.body).not.toMatch(/chb_/);
      }

      const right = await server.inject({ method: 'GET', url: '/metrics', remoteAddress: remote, headers: { authorization: `Bearer ${token}` } });
      expect(right.statusCode).toBe(200);
      expect(sample(right.body, 'chb_events_appended_total', { type: 'ImageDownloaded' })).toBeGreaterThanOrEqual(3);
    });
  });
});
