import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { unauthorized } from '../errors.ts';
import { metadataFor } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { adminRequired, json, notFound, successSchema, writeErrors } from '../http/openapi/responses.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { askTeamSchema, teamQuestionIdSchema } from './service.ts';

const tags = ['Semi'];
const idParams = z.object({ id: teamQuestionIdSchema });

const teamQuestionSchema = z.object({
  id: z.string().describe('The question id.'),
  sessionId: z.string().describe("The visitor's analytics session id."),
  question: z.string(),
  email: z.string().nullable().describe('Where the visitor asked to be answered; null when none.'),
  askedAt: z.string().describe('ISO time.'),
  answeredAt: z.string().nullable().describe('ISO time it was marked answered; null while open.'),
});

export function registerTeamInboxRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/semi/team-questions',
      summary: 'Ask the CHB team',
      description:
        "Sends a question Semi did not know to the team inbox, on the visitor's request and with their consent (the chat widget's 'Ask the CHB team'). Kept until the team deletes it, the visitor is forgotten (by session or email address) or analytics retention removes the session. The write budget applies.",
      tags,
      body: askTeamSchema,
      responses: { 201: json('The question reached the inbox.', z.object({ success: z.literal(true), id: z.string() })), ...writeErrors },
    },
    async (request, reply) => {
      const ctx = await contextFor(request);
      const result = await app.services.teamInbox.ask(request.body, metadataFor(ctx));
      return reply.status(201).send(result);
    },
  );
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/admin/team-questions',
      summary: 'The team inbox',
      description: 'The newest 500 questions, grouped by what they ask (overlap of their normalised words), newest first.',
      tags: ['Administrator'],
      admin: true,
      responses: {
        200: json('Groups of questions, newest first.', z.array(z.object({ questions: z.array(teamQuestionSchema) }))),
        401: adminRequired,
      },
    },
    async (request) => {
      const ctx = await contextFor(request);
      if (!ctx.admin) throw unauthorized();
      return app.services.teamInbox.list();
    },
  );
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/admin/team-questions/:id/answered',
      summary: 'Mark a team-inbox question answered',
      tags: ['Administrator'],
      admin: true,
      params: idParams,
      responses: { 200: json('The question, marked answered.', teamQuestionSchema), ...writeErrors, 401: adminRequired, 404: notFound },
    },
    async (request) => {
      const ctx = await contextFor(request);
      if (!ctx.admin) throw unauthorized();
      return app.services.teamInbox.markAnswered((request.params as { id: string }).id, metadataFor(ctx));
    },
  );
  declareRoute(
    server,
    {
      method: 'DELETE',
      url: '/api/admin/team-questions/:id',
      summary: 'Delete a team-inbox question',
      description: 'Its event in the log is erased, not only hidden.',
      tags: ['Administrator'],
      admin: true,
      params: idParams,
      responses: { 200: json('Deleted.', successSchema), ...writeErrors, 401: adminRequired, 404: notFound },
    },
    async (request) => {
      const ctx = await contextFor(request);
      if (!ctx.admin) throw unauthorized();
      return app.services.teamInbox.delete((request.params as { id: string }).id, metadataFor(ctx));
    },
  );
}
