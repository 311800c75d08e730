import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { knowledgePassageIdSchema } from '../../events/knowledge/events.ts';
import type { App } from '../app.ts';
import { unauthorized } from '../errors.ts';
import { metadataFor, type RequestContext } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, alreadyExists, errorText, json, notFound, writeErrors } from '../http/openapi/responses.ts';
import { expectedVersionSchema } from '../images/inputs.ts';
import { addKnowledgePassageSchema, editKnowledgePassageSchema } from './knowledgeInputs.ts';

const passageSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  order: z.number().int(),
  title: z.string(),
  page: z.string(),
  heading: z.string(),
  text: z.string(),
  keywords: z.string(),
  questions: z.array(z.string()),
  generic: z.boolean(),
  retired: z.boolean(),
  version: z.number().int(),
});
const changeSchema = z.object({
  position: z.string(),
  actor: z.string(),
  time: z.string(),
  kind: z.enum(['added', 'edited']),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  undoes: z.string().nullable(),
});

const tags = ['Semi'];
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const passageParams = z.object({ id: knowledgePassageIdSchema.describe('The passage id, <document>#<number> (send # as %23).') });
const conflict = { description: 'The passage changed since the version the edit was based on.', text: { 'text/plain': errorText } };

/** The documented /api/semi/knowledge paths: thin adapters over the knowledge service. Administrators only. */
export function registerKnowledgeRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  const knowledge = app.services.knowledge;
  const adminContext = async (request: FastifyRequest): Promise<RequestContext> => {
    const ctx = await contextFor(request);
    if (!ctx.admin) throw unauthorized();
    return ctx;
  };

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/semi/knowledge',
      summary: "List Semi's knowledge passages",
      tags,
      admin: true,
      query: z.object({ includeRetired: z.enum(['true', 'false']).optional() }),
      responses: { 200: json('The passages, in the knowledge base order.', z.array(passageSchema)), 400: writeErrors[400], 401: adminRequired },
    },
    async (request) => {
      await adminContext(request);
      return knowledge.list((request.query as { includeRetired?: string }).includeRetired === 'true');
    },
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/semi/knowledge',
      summary: 'Add a knowledge passage',
      description: 'Every server process answers from it within seconds.',
      tags,
      admin: true,
      body: addKnowledgePassageSchema,
      responses: { 201: json('The new passage.', passageSchema), ...writeErrors, 401: adminRequired, 409: alreadyExists },
    },
    async (request, reply) => {
      const ctx = await adminContext(request);
      const added = await knowledge.add(request.body, metadataFor(ctx));
      reply.status(201);
      return added;
    },
  );

  declareRoute(
    server,
    {
      method: 'PATCH',
      url: '/api/semi/knowledge/:id',
      summary: 'Edit or retire a knowledge passage',
      description: 'Changes the given fields (retired: true retires it). With expectedVersion, refuses the edit if the passage changed since that version.',
      tags,
      admin: true,
      params: passageParams,
      body: editKnowledgePassageSchema.safeExtend({ expectedVersion: expectedVersionSchema }),
      responses: { 200: json('The edited passage.', passageSchema), ...writeErrors, 401: adminRequired, 404: notFound, 409: conflict },
    },
    async (request) => {
      const ctx = await adminContext(request);
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return knowledge.edit(idOf(request), body, metadataFor(ctx));
      const { expectedVersion, ...changes } = body as Record<string, unknown>;
      return knowledge.edit(idOf(request), changes, metadataFor(ctx), expectedVersion);
    },
  );

  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/semi/knowledge/:id/history',
      summary: "A knowledge passage's history",
      tags,
      admin: true,
      params: passageParams,
      responses: { 200: json('Its changes, newest first, one per field.', z.array(changeSchema)), 400: writeErrors[400], 401: adminRequired, 404: notFound },
    },
    async (request) => {
      await adminContext(request);
      return knowledge.history(idOf(request));
    },
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/semi/knowledge/undo',
      summary: 'Undo an edit of a knowledge passage',
      description: 'A new edit restoring what the edit at `position` replaced.',
      tags,
      admin: true,
      body: z.object({ position: z.string().regex(/^\d+$/), expectedVersion: expectedVersionSchema }).strict(),
      responses: { 200: json('The passage after the undo.', passageSchema), ...writeErrors, 401: adminRequired, 404: notFound, 409: conflict },
    },
    async (request) => {
      const ctx = await adminContext(request);
      const body = (request.body ?? {}) as { position?: unknown; expectedVersion?: unknown };
      return knowledge.undo(body.position, metadataFor(ctx), body.expectedVersion);
    },
  );
}
