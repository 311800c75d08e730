import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { json, writeErrors } from '../http/openapi/responses.ts';
import { chatRequestSchema } from './chatRequest.ts';

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
      description: 'Answers a question about the products, the philosophy and the technology from the knowledge base; `history` (the latest turns) lets it understand a follow-up such as "is it free?". Only whether it was answered is recorded, never the question or the history.',
      tags: ['Semi'],
      body: chatRequestSchema,
      responses: { 200: json('The answer.', chatAnswerSchema), ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return app.services.chat.ask(request.body, metadataFor(ctx));
    },
  );
}
