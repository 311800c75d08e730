import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContextFactory } from '../graphql.ts';
import { metadataFor, viewerOf, type RequestContext } from '../context.ts';
import { unauthorized } from '../errors.ts';
import type { App } from '../app.ts';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const bodyOf = (request: FastifyRequest) => {
  const body = request.body;
  return (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
};

/** The documented /api/creative paths for images and sessions: thin adapters over the services. */
export function registerImageRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const images = app.services.images;
  const sessions = app.services.sessions;
  const adminContext = async (request: FastifyRequest): Promise<RequestContext> => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return ctx;
  };

  server.get('/api/creative/images', async (request) => {
    const viewer = viewerOf(await contextFor(request));
    const page = await images.list({ limit: 500, ...(request.query as Record<string, unknown>) }, viewer);
    return page.items.map((image) => images.withUsage(image, viewer));
  });

  server.get('/api/creative/images/:id', async (request) => {
    const viewer = viewerOf(await contextFor(request));
    return images.withUsage(await images.get(idOf(request), viewer), viewer);
  });

  server.post('/api/creative/images', async (request, reply) => {
    const ctx = await adminContext(request);
    reply.status(201);
    return images.add(request.body, metadataFor(ctx));
  });

  server.patch('/api/creative/images/:id', async (request) => {
    const ctx = await adminContext(request);
    const { expectedVersion, ...changes } = bodyOf(request);
    return images.edit(idOf(request), changes, metadataFor(ctx), expectedVersion);
  });

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    server.post(`/api/creative/images/:id/${action}`, async (request) => {
      const ctx = await adminContext(request);
      const [image] = await images.setArchived([idOf(request)], archived, metadataFor(ctx));
      return image;
    });
  }

  server.post('/api/creative/images/:id/download', async (request) => {
    const ctx = await contextFor(request);
    const image = await images.download(idOf(request), viewerOf(ctx), metadataFor(ctx));
    return { success: true, downloadCount: image.downloadCount, filePath: image.filePath, filename: image.filename };
  });

  server.get('/api/creative/sessions', async (request) => sessions.list((request.query as Record<string, unknown>).journeyStage));

  server.post('/api/creative/sessions', async (request, reply) => {
    const ctx = await adminContext(request);
    reply.status(201);
    return sessions.create(request.body, metadataFor(ctx));
  });

  server.patch('/api/creative/sessions/:id', async (request) => {
    const ctx = await adminContext(request);
    return sessions.edit(idOf(request), request.body, metadataFor(ctx));
  });
}
