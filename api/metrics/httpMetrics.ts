import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The route a request matched, as its pattern (/api/creative/images/:id), never the URL: one series
 * per route, however many ids. Files of the built client share one label; no match is 'unmatched'.
 */
export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined) return 'unmatched';
  // @fastify/static registers one route per built file and names the file in the route's config.
  if ((config as { file?: unknown } | undefined)?.file !== undefined) return 'static';
  return url;
}

export function createHttpMetrics(registry: Registry) {
  const requests = new Counter({
    name: 'chb_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'chb_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its response, by method, route pattern and status class (2xx, 4xx, ...).',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    /** On every response (Fastify's onResponse): one increment and one observation. */
    observe(request: FastifyRequest, reply: FastifyReply) {
      const route = routeLabel(request);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe({ method: request.method, route, status_class: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
    },
  };
}

export type HttpMetrics = ReturnType<typeof createHttpMetrics>;
