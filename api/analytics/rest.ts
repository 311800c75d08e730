import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql.ts';

export function registerAnalyticsRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const analytics = app.services.analytics;

  server.post('/api/analytics/page-visit', async (request) => {
    const ctx = await contextFor(request);
    return analytics.recordPageVisit(request.body, ctx.userAgent, metadataFor(ctx));
  });
  server.post('/api/analytics/navigation', async (request) => {
    const ctx = await contextFor(request);
    return analytics.recordNavigation(request.body, metadataFor(ctx));
  });
  server.post('/api/analytics/admin-session', async (request) => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return analytics.markAdminSession(request.body, metadataFor(ctx));
  });
  server.patch('/api/analytics/page-visit/:id', async (request) => {
    const ctx = await contextFor(request);
    return analytics.recordTimeSpent((request.params as { id: string }).id, request.body, metadataFor(ctx));
  });
  // sendBeacon posts text/plain: this path (and only this one) accepts it as JSON text.
  void server.register(async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    beacon.post('/api/analytics/page-visit/:id/time', async (request) => {
      const ctx = await contextFor(request);
      const body = typeof request.body === 'string' ? safeJson(request.body) : request.body;
      return analytics.recordTimeSpent((request.params as { id: string }).id, body, metadataFor(ctx));
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { timeSpent: text };
  }
}
