import type { FastifyInstance } from 'fastify';
import type { ContextFactory } from '../graphql.ts';
import { metadataFor } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { App } from '../app.ts';

/** The documented /api/creative paths for images and sessions: thin adapters over the services. */
export function registerImageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const images = app.services.images;

  server.get('/api/creative/images', async (request) => {
    const page = await images.list({ limit: 500, ...(request.query as Record<string, unknown>) });
    return page.items.map((image) => images.withUsage(image));
  });

  server.get('/api/creative/images/:id', async (request) => images.withUsage(await images.get((request.params as { id: string }).id)));

  server.patch('/api/creative/images/:id', async (request) => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    const body = request.body;
    const { expectedVersion, ...changes } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    return images.edit((request.params as { id: string }).id, changes, metadataFor(ctx), expectedVersion);
  });

  server.post('/api/creative/images/:id/download', async (request) => {
    const ctx = await contextFor(request);
    const image = await images.download((request.params as { id: string }).id, metadataFor(ctx));
    return { success: true, downloadCount: image.downloadCount, filePath: image.filePath, filename: image.filename };
  });

  server.get('/api/creative/sessions', async (request) => app.services.sessions.list((request.query as Record<string, unknown>).journeyStage));
}
