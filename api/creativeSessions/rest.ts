import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { creativeSessionIdSchema } from '../../domain/imageFields.ts';
import type { App } from '../app.ts';
import { unauthorized } from '../errors.ts';
import { metadataFor, type RequestContext } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, badInput, errorText, json, notFound, writeErrors } from '../http/openapi/responses.ts';
import { expectedVersionSchema } from '../images/inputs.ts';
import { createCreativeSessionSchema, editCreativeSessionSchema } from './inputs.ts';
import { creativeSessionSchema } from './responses.ts';
import { journeyStageFilter } from './service.ts';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const sessionParams = z.object({ id: creativeSessionIdSchema });
const sessions = ['Sessions'];
const conflict = { description: 'The session changed since the version the edit was based on.', text: { 'text/plain': errorText } };

/** The documented /api/creative/sessions paths: thin adapters over the creative sessions service. */
export function registerCreativeSessionRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const creativeSessions = app.services.creativeSessions;
  const adminContext = async (request: FastifyRequest): Promise<RequestContext> => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return ctx;
  };

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/creative/sessions',
      summary: 'List creative sessions',
      tags: sessions,
      query: z.object({ journeyStage: journeyStageFilter }),
      responses: { 200: json('The sessions, oldest first.', z.array(creativeSessionSchema)), 400: badInput },
    },
    async (request) => creativeSessions.list((request.query as Record<string, unknown>).journeyStage),
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/creative/sessions',
      summary: 'Add a creative session',
      tags: sessions,
      admin: true,
      body: createCreativeSessionSchema,
      responses: { 201: json('The new session.', creativeSessionSchema), ...writeErrors, 401: adminRequired },
    },
    async (request, reply) => {
      const ctx = await adminContext(request);
      reply.status(201);
      return creativeSessions.create(request.body, metadataFor(ctx));
    },
  );

  declareRoute(
    server,
    {
      method: 'PATCH',
      url: '/api/creative/sessions/:id',
      summary: 'Edit a creative session',
      description: 'Changes the given fields. With expectedVersion, refuses the edit if the session changed since that version.',
      tags: sessions,
      admin: true,
      params: sessionParams,
      body: editCreativeSessionSchema.safeExtend({ expectedVersion: expectedVersionSchema }),
      responses: { 200: json('The edited session.', creativeSessionSchema), ...writeErrors, 401: adminRequired, 404: notFound, 409: conflict },
    },
    async (request) => {
      const ctx = await adminContext(request);
      const body = request.body;
      // anything but an object is refused by the service's validation, as it stands
      if (!body || typeof body !== 'object' || Array.isArray(body)) return creativeSessions.edit(idOf(request), body, metadataFor(ctx));
      const { expectedVersion, ...changes } = body as Record<string, unknown>;
      return creativeSessions.edit(idOf(request), changes, metadataFor(ctx), expectedVersion);
    },
  );
}
