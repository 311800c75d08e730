import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { exportChunks, exportContentTypes, exportFileName, exportRequestSchema } from '../../events/export.ts';
import type { App } from '../app.ts';
import { unauthorized, UserError } from '../errors.ts';
import type { ContextFactory } from '../graphql.ts';

/** The administrator's download of the raw log (all of it or filtered), streamed batch by batch. */
export function registerEventRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  server.get('/api/admin/events/export', async (request, reply) => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    const parsed = exportRequestSchema.safeParse(request.query);
    if (!parsed.success) throw UserError.fromZod(parsed.error);
    const exportRequest = parsed.data;
    return reply
      .header('content-type', exportContentTypes[exportRequest.format])
      .header('content-disposition', `attachment; filename="${exportFileName(exportRequest.format)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exportChunks(app.db, exportRequest)));
  });
}
