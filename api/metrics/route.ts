import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metricsAccess } from './access.ts';

/**
 * GET /metrics in the Prometheus text format, for METRICS_TOKEN holders or this machine only
 * (access.ts: the connection and, behind a trusted proxy, the forwarded client both on loopback), and the HTTP series of every response. Installed before the routes, so that the hook
 * covers all of them, the client's files included.
 */
export function installMetrics(server: FastifyInstance, app: App): void {
  server.addHook('onResponse', async (request, reply) => {
    app.metrics.http.observe(request, reply);
  });
  server.get('/metrics', async (request, reply) => {
    const access = metricsAccess(
      { authorization: request.headers.authorization, remoteAddress: request.socket.remoteAddress, clientAddress: request.ip },
      app.config.METRICS_TOKEN,
    );
    if (!access.allowed) {
      if (access.status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.status(access.status).type('text/plain; charset=utf-8').send(access.message);
    }
    return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(await app.metrics.text());
  });
}
