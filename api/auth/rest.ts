import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountNameSchema } from '../../events/admin/accountName.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { metadataFor } from '../graphql/context.ts';
import type { App } from '../app.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired, json, successSchema, writeErrors } from '../http/openapi/responses.ts';
import { MAX_PASSWORD_LENGTH } from './adminAccounts.ts';

/** What AuthService.login checks (it checks by hand, with the same limits). */
const loginRequestSchema = z.object({
  name: accountNameSchema.nullable().optional().describe("The account; without one, 'admin'."),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
const signedInSchema = z.object({
  success: z.literal(true),
  sessionId: z.string().describe('The session token: send it as `Authorization: Bearer <sessionId>`.'),
  account: z.string(),
});
const tags = ['Administrator'];

export function registerAuthRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/admin/auth',
      summary: 'Sign in',
      description: 'Repeated failures from one address are slowed down and then refused for a while (429).',
      tags,
      body: loginRequestSchema,
      responses: { 200: json('Signed in.', signedInSchema), 401: json('Wrong name or password.', z.object({ success: z.literal(false) })), ...writeErrors },
    },
    async (request, reply) => {
      const ctx = await contextFor(request);
      const body = (request.body ?? {}) as { name?: unknown; password?: unknown };
      const result = await app.services.auth.login(body.name, body.password, ctx.ip, metadataFor(ctx));
      return reply.status(result.success ? 200 : 401).send(result);
    },
  );

  declareRoute(
    server,
    {
      method: 'POST',
      url: '/api/admin/logout',
      summary: 'Sign out',
      description: 'Ends the session of the bearer token.',
      tags,
      admin: true,
      responses: { 200: json('Signed out.', successSchema), 401: adminRequired, ...writeErrors },
    },
    async (request) => {
      const ctx = await contextFor(request);
      return app.services.auth.logout(request.headers.authorization, metadataFor(ctx));
    },
  );
}
