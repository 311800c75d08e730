import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { App } from '../app.ts';
import { metadataFor } from '../graphql/context.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { errorText, json, writeErrors } from '../http/openapi/responses.ts';
import type { ResponseDeclaration } from '../http/openapi/route.ts';
import { ChatRateLimitedError } from './chatService.ts';
import { chatRequestSchema } from './chatRequest.ts';

const chatAnswerSchema = z.object({
  success: z.literal(true),
  content: z.string().describe("Semi's answer, ending with links to the pages it drew on."),
  sources: z.array(z.object({ title: z.string(), page: z.string() })).describe('The knowledge-base passages the answer is drawn from.'),
  unknown: z.boolean().describe("Semi does not know: the reply is the honest fallback (a client may offer to ask the CHB team instead)."),
  confidence: z
    .number()
    .nullable()
    .describe("For an answer from the knowledge base, the confidence model's probability (0 to 1) that it is right; Semi answers only above its operating point. Null for fixed replies (greetings, the fallback)."),
});

const retryLater = (description: string): ResponseDeclaration => ({
  description,
  text: { 'text/plain': errorText },
  headers: { 'retry-after': 'Seconds to wait before trying again.' },
});

export function registerSemiRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/semi/chat',
      summary: 'Ask Semi',
      description: 'Answers a question about the products, the philosophy and the technology from the knowledge base; `history` (the latest turns) lets it understand a follow-up such as "is it free?". Only whether it was answered is recorded, never the question or the history. When Semi is not confident enough it says it does not know (`unknown: true`). Each client may ask 30 questions a minute (429 with Retry-After beyond), and a full queue for the sentence encoder answers 503 with Retry-After.',
      tags: ['Semi'],
      body: chatRequestSchema,
      responses: {
        200: json('The answer.', chatAnswerSchema),
        ...writeErrors,
        429: retryLater('Too many writes, or too many questions to Semi, from this address; retry after the seconds in Retry-After.'),
        503: retryLater('Semi is busy answering other questions (its sentence encoder queue is full); retry after the seconds in Retry-After. Nothing was recorded.'),
      },
    },
    async (request, reply) => {
      const ctx = await contextFor(request);
      try {
        return await app.services.chat.ask(request.body, metadataFor(ctx), ctx.ip);
      } catch (error) {
        // The error handler sets Retry-After on a 503 only; the chat's own budget answers 429 with it too.
        if (error instanceof ChatRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
}
