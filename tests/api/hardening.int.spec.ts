import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';
import { PERSPECTIVE_BOOT_SCRIPT } from '../../web/perspective/perspectiveBootScript.ts';
import { AFTER_PAINT_LOADER_SCRIPT } from '../../web/ssr/afterPaintLoader.ts';

const kind = databaseKinds[0]!;

describe(`hardening (${kind})`, () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMITS: 'true', WRITE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  const gql = (query: string, headers: Record<string, string> = {}) =>
    t.server.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query } });

  it('refuses a query deeper than the limit with a clear error', async () => {
    const deep = `{ creativeSessions { images { session { images { session { images { session { images { id } } } } } } } } }`;
    const response = await gql(deep);
    expect(JSON.stringify(response.json().errors)).toMatch(/depth/i);
    expect(response.json().data).toBeUndefined();
  });

  it('refuses too many aliases and too costly queries', async () => {
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: image(id: "x") { id }`).join(' ')} }`;
    expect(JSON.stringify((await gql(aliases)).json().errors)).toMatch(/alias/i);
  });

  it('sends security headers with a same-origin Content-Security-Policy', async () => {
    const response = await t.server.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Inline scripts: only the perspective script in every page's head and the after-paint loader, by their hashes.
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${hash(PERSPECTIVE_BOOT_SCRIPT)} ${hash(AFTER_PAINT_LOADER_SCRIPT)};`);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves GraphiQL without any third-party origin', async () => {
    const page = await t.server.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/(src|href)=["']https?:/);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/https?:\/\//);
  });

  it('refuses cross-site form posts and header-less GETs to GraphQL (CSRF)', async () => {
    const before = await t.eventCount();
    const form = await t.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=mutation%20%7B%20downloadImage(id%3A%22img-families-hero-garden-hearth%22)%20%7B%20id%20%7D%20%7D',
    });
    expect([403, 415]).toContain(form.statusCode);
    const get = await t.server.inject({ url: '/graphql?query=%7B__typename%7D', headers: { accept: 'application/json' } });
    expect(get.statusCode).toBe(403);
    const restForm = await t.server.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(restForm.statusCode).toBe(415);
    expect(await t.eventCount()).toBe(before);
  });

  it('masks internal errors: no stack trace, no internals, over REST and GraphQL', async () => {
    const original = t.app.db.query;
    t.app.db.query = async () => {
      throw new Error('boom in /work/secret/module.ts:42');
    };
    try {
      const rest = await t.server.inject({ method: 'POST', url: '/api/creative/images/img-families-hero-garden-hearth/download' });
      expect(rest.statusCode).toBe(500);
      expect(rest.body).toBe('internal error; it has been logged');
      const graphql = await gql('mutation { downloadImage(id: "img-families-hero-garden-hearth") { id } }');
      expect(graphql.body).not.toMatch(/boom|secret|\.ts:\d+|stack/);
      expect(graphql.json().errors[0].message).toBe('Unexpected error.');
    } finally {
      t.app.db.query = original;
    }
  });

  it('limits writes per address over REST and GraphQL together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.server.inject({ method: 'POST', url: '/api/creative/images/img-families-hero-garden-hearth/download', remoteAddress: '10.1.1.1' })).statusCode);
    }
    const mutation = await t.server.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.1.1.1',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation { downloadImage(id: "img-families-hero-garden-hearth") { downloadCount } }' },
    });
    statuses.push(mutation.statusCode);
    const limited = await t.server.inject({ method: 'POST', url: '/api/creative/images/img-families-hero-garden-hearth/download', remoteAddress: '10.1.1.1' });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/too many changes from your address; try again in \d+ s/);
    const other = await t.server.inject({ method: 'POST', url: '/api/creative/images/img-families-hero-garden-hearth/download', remoteAddress: '10.1.1.2' });
    expect(other.statusCode).toBe(200);
  });

  it('refuses request bodies over 100 KB', async () => {
    const response = await t.server.inject({ method: 'POST', url: '/api/semi/chat', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ question: 'x'.repeat(120_000) }) });
    expect(response.statusCode).toBe(413);
    expect(response.body).toBe('request body is larger than 100 KB');
  });
});
