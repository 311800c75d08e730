import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../site/staticSite.ts';
import { createHttpMetrics } from './httpMetrics.ts';

describe('HTTP request metrics', () => {
  let root: string;
  let server: FastifyInstance;
  const registry = new Registry();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'chb-metrics-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(join(root, 'assets', 'index-def456.css'), 'body{}');
    const http = createHttpMetrics(registry);
    server = Fastify();
    server.addHook('onResponse', async (request, reply) => http.observe(request, reply));
    server.get('/api/things/:id', async () => ({ ok: true }));
    await registerStaticSite(server, { root });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('labels requests by route pattern, every built file as static, client pages as the page route, and no match as unmatched', async () => {
    for (const url of ['/api/things/1', '/api/things/2', '/assets/index-abc123.js', '/assets/index-def456.css', '/products', '/api/nothing-here']) {
      await server.inject({ url });
    }
    const { values } = (await registry.getSingleMetric('chb_http_requests_total')!.get()) as { values: { labels: Record<string, string>; value: number }[] };
    const byRoute = Object.fromEntries(values.map(({ labels, value }) => [`${labels.method} ${labels.route} ${labels.status}`, value]));
    expect(byRoute).toEqual({
      'GET /api/things/:id 200': 2,
      'GET static 200': 2,
      'GET /* 200': 1,
      'GET unmatched 404': 1,
    });
  });
});
