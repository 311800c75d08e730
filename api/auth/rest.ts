import type { FastifyInstance } from 'fastify';
import type { ContextFactory } from '../graphql.ts';
import { metadataFor } from '../context.ts';
import type { App } from '../app.ts';

export function registerAuthRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.post('/api/admin/auth', async (request, reply) => {
    const ctx = await contextFor(request);
    const body = (request.body ?? {}) as { name?: unknown; password?: unknown };
    const result = await app.services.auth.login(body.name, body.password, ctx.ip, metadataFor(ctx));
    return reply.status(result.success ? 200 : 401).send(result);
  });

  server.post('/api/admin/logout', async (request) => {
    const ctx = await contextFor(request);
    return app.services.auth.logout(request.headers.authorization, metadataFor(ctx));
  });
}
