import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, json, writeErrors } from '../http/openapi/responses.ts';
import { usageScanResultSchema, usageStatsSchema } from './responses.ts';

const tags = ['Usage'];

/** Usage tracking: stats are public, a scan is the administrator's. */
export function registerUsageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    { method: 'GET', url: '/api/creative/usage/stats', summary: 'Where images are used', tags, responses: { 200: json('Images in use, by page.', usageStatsSchema) } },
    () => app.services.usage.stats(),
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/creative/usage/scan',
      summary: 'Scan the website for image usage',
      description: "Records where the built client's pages show catalog images.",
      tags,
      admin: true,
      responses: { 200: json('What the scan recorded, and the new statistics.', usageScanResultSchema), ...writeErrors, 401: adminRequired },
    },
    async (request) => {
      const ctx = await contextFor(request);
      if (!ctx.admin) throw unauthorized();
      return app.services.usage.scan(metadataFor(ctx));
    },
  );
}
