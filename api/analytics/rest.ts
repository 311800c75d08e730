import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, json, notFound, successSchema, writeErrors } from '../http/openapi/responses.ts';
import { pageVisitRecordedSchema } from './responses.ts';
import { adminSessionSchema, navigationSchema, pageVisitSchema, timeSpentSchema, visitIdSchema } from './service.ts';

const tags = ['Analytics'];
const visitParams = z.object({ id: visitIdSchema });
const recorded = json('Recorded.', successSchema);

export function registerAnalyticsRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const analytics = app.services.analytics;

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/analytics/page-visit',
      summary: 'Record a page visit',
      description: 'Only the origin of the referrer and the browser family of the user agent are kept.',
      tags,
      body: pageVisitSchema,
      responses: { 200: json('The visit was recorded.', pageVisitRecordedSchema), ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return analytics.recordPageVisit(request.body, ctx.userAgent, metadataFor(ctx));
    },
  );
  declareRoute(
    server,
    { method: 'POST', url: '/api/analytics/navigation', summary: 'Record a navigation between pages', tags, body: navigationSchema, responses: { 200: recorded, ...writeErrors } },
    async (request) => {
      const ctx = await contextFor(request);
      return analytics.recordNavigation(request.body, metadataFor(ctx));
    },
  );
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/analytics/admin-session',
      summary: "Mark a visitor session as the administrator's",
      description: "The dashboard leaves the administrator's own traffic out.",
      tags,
      admin: true,
      body: adminSessionSchema,
      responses: { 200: recorded, ...writeErrors, 401: adminRequired },
    },
    async (request) => {
      const ctx = await contextFor(request);
      if (!ctx.admin) throw unauthorized();
      return analytics.markAdminSession(request.body, metadataFor(ctx));
    },
  );
  declareRoute(
    server,
    {
      method: 'PATCH',
      url: '/api/analytics/page-visit/:id',
      summary: 'Record the time spent on a visited page',
      tags,
      params: visitParams,
      body: timeSpentSchema,
      responses: { 200: recorded, ...writeErrors, 404: notFound },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return analytics.recordTimeSpent((request.params as { id: string }).id, request.body, metadataFor(ctx));
    },
  );
  // sendBeacon posts text/plain: this path (and only this one) accepts it as JSON text.
  void server.register(async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    declareRoute(
      beacon,
      {
        method: 'POST',
        url: '/api/analytics/page-visit/:id/time',
        summary: 'Record the time spent on a visited page (beacon)',
        description: "For navigator.sendBeacon: the body may be sent as text/plain, holding the JSON or just the seconds.",
        tags,
        params: visitParams,
        body: { 'application/json': timeSpentSchema, 'text/plain': z.string().describe('The JSON object as text, or the whole seconds.') },
        responses: { 200: recorded, ...writeErrors, 404: notFound },
      },
      async (request) => {
        const ctx = await contextFor(request);
        const body = typeof request.body === 'string' ? safeJson(request.body) : request.body;
        return analytics.recordTimeSpent((request.params as { id: string }).id, body, metadataFor(ctx));
      },
    );
  });
}

/** The beacon's text: the JSON object, or just the seconds (which JSON also reads, as a bare number). */
function safeJson(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : { timeSpent: text.trim() };
  } catch {
    return { timeSpent: text };
  }
}
