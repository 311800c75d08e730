import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportChunks, exportContentTypes, exportFileName, exportRequestSchema } from '../../events/maintenance/export.ts';
import type { App } from '../app.ts';
import { unauthorized, UserError } from '../errors.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, badInput } from '../http/openapi/responses.ts';

/** The administrator's download of the raw log (all of it or filtered), streamed batch by batch. */
export function registerEventRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/admin/events/export',
      summary: 'Export the event log',
      description: 'Streams the events (all, or those the filters select) in log order as NDJSON or CSV, as a download.',
      tags: ['Administrator'],
      admin: true,
      query: exportRequestSchema,
      responses: {
        200: {
          description: 'The events, one per line (NDJSON) or row (CSV).',
          text: { 'application/x-ndjson': z.string(), 'text/csv': z.string() },
          headers: { 'content-disposition': 'attachment; filename="events-<time>.<format>"' },
        },
        400: badInput,
        401: adminRequired,
      },
    },
    async (request, reply) => {
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
    },
  );
}
