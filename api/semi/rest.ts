import type { FastifyInstance } from 'fastify';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import type { ContextFactory } from '../graphql.ts';

export function registerSemiRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.post('/api/semi/chat', async (request) => {
    const ctx = await contextFor(request);
    const body = (request.body ?? {}) as { question?: unknown };
    return app.services.chat.ask(body.question, metadataFor(ctx));
  });
}
