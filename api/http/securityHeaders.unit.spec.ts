import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './securityHeaders.ts';

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc'"], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

async function serverWith(install: (server: FastifyInstance) => PromiseLike<unknown>): Promise<FastifyInstance> {
  const server = Fastify();
  await install(server);
  server.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-refuse']) return reply.status(403).send('refused');
  });
  server.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  server.get('/own-policy', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
  await server.ready();
  return server;
}

describe('security headers', () => {
  let plugin: FastifyInstance;
  let ours: FastifyInstance;
  beforeAll(async () => {
    plugin = await serverWith((server) => server.register(helmet, options));
    ours = await serverWith((server) => installSecurityHeaders(server, options));
  });
  afterAll(async () => {
    await plugin.close();
    await ours.close();
  });

  const headersOf = async (server: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
    const { headers: sent, statusCode } = await server.inject({ url, headers });
    const { date: _date, ...rest } = sent;
    return { statusCode, headers: rest };
  };

  it('are the headers @fastify/helmet sends, on pages, on refusals before the route, on unknown paths, and where a route sets its own policy', async () => {
    for (const [url, headers] of [['/page', {}], ['/page', { 'x-refuse': '1' }], ['/nowhere', {}], ['/own-policy', {}]] as const) {
      const expected = await headersOf(plugin, url, headers);
      expect(expected.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(await headersOf(ours, url, headers), url).toEqual(expected);
    }
  });
});
