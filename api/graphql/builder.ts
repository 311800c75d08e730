import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type PrismaTypes from '../../prisma/generated/pothos-types.ts';
import { getDatamodel } from '../../prisma/generated/pothos-types.ts';
import type { RequestContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { admin: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    BigInt: { Input: bigint; Output: bigint | number | string };
    Upload: { Input: File; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({ admin: ctx.admin !== null }),
    unauthorizedError: () =>
      new GraphQLError('admin session required: sign in again', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
      }),
  },
  prisma: {
    client: (ctx) => ctx.app.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
  },
});

builder.queryType({ description: 'Reads. Fields marked administrators only need the header Authorization: Bearer <token> from adminLogin.' });
builder.mutationType({ description: 'Writes, each recorded as an event in the log. Each mutation field counts against the per-client write budget.' });
builder.subscriptionType({
  description: 'Live feeds over graphql-ws on /graphql. Most resume: pass the last logPosition (or globalPosition) seen as after.',
});
