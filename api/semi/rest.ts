import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { metadataFor } from '../context.ts';
import type { ContextFactory } from '../graphql.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { json, writeErrors } from '../http/openapi/responses.ts';
import { MAX_QUESTION_LENGTH } from './chatService.ts';

/** What ChatService.ask checks (it checks by hand, with the same limits). */
const chatRequestSchema = z.object({ question: z.string().describe('Trimmed before it is answered.').refine((question) => question.trim().length > 0).max(MAX_QUESTION_LENGTH) });

const chatAnswerSchema = z.object({
  success: z.literal(true),
  content: z.string().describe("Semi's answer, ending with links to the pages it drew on."),
  sources: z.array(z.object({ title: z.string(), page: z.string() })).describe('The knowledge-base passages the answer is drawn from.'),
});

export function registerSemiRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/semi/chat',
      summary: 'Ask Semi',
      description: 'Answers a question about the products, the philosophy and the technology from the knowledge base. Only whether it was answered is recorded, never the question.',
      tags: ['Semi'],
      body: chatRequestSchema,
      responses: { 200: json('The answer.', chatAnswerSchema), ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      const body = (request.body ?? {}) as { question?: unknown };
      return app.services.chat.ask(body.question, metadataFor(ctx));
    },
  );
}
