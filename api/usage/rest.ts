import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql.ts';
import { scanUsage, usageStats } from './service.ts';

/** Usage tracking: stats are public, a scan is the administrator's. */
export function registerUsageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.get('/api/creative/usage/stats', () => usageStats(app));

  server.post('/api/creative/usage/scan', async (request) => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return scanUsage(app, metadataFor(ctx));
  });
}
