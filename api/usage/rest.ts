import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql.ts';

/** Usage tracking: stats are public, a scan is the administrator's. */
export function registerUsageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.get('/api/creative/usage/stats', () => app.services.usage.stats());

  server.post('/api/creative/usage/scan', async (request) => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return app.services.usage.scan(metadataFor(ctx));
  });
}
