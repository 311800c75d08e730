import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import type { AdminIdentity } from './adminSessions.ts';
import type { LoginResult } from './authService.ts';

const AdminLoginResult = builder.objectRef<LoginResult>('AdminLoginResult').implement({
  description: 'The outcome of a sign-in: on success, the bearer token for admin fields.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Whether the name and password were right.' }),
    sessionId: t.string({
      nullable: true,
      description: 'The bearer token: send it as the header Authorization: Bearer <sessionId> (and in graphql-ws connection params). Null when the sign-in failed.',
      resolve: (result) => (result.success ? result.sessionId : null) }),
    account: t.string({
      nullable: true,
      description: 'The name of the account signed in (null when the sign-in failed).',
      resolve: (result) => (result.success ? result.account : null),
    }),
  }),
});

const AdminSession = builder.objectRef<AdminIdentity>('AdminSession').implement({
  description: 'The administrator a bearer token signs in.',
  fields: (t) => ({ account: t.exposeString('account', { description: 'The name of the signed-in administrator account.' }) }),
});

builder.queryField('adminSession', (t) =>
  t.field({
    type: AdminSession,
    description: 'The administrator the bearer token of this request signs in; UNAUTHENTICATED without a valid one (administrators only).',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => ctx.admin!,
  }),
);

builder.mutationFields((t) => ({
  adminLogin: t.field({
    type: AdminLoginResult,
    description: 'Signs an administrator in and answers the bearer token for admin fields. Repeated failures from one client are throttled.',
    args: {
      name: t.arg.string({ description: "The administrator account; without it, the account 'admin'." }),
      password: t.arg.string({ required: true, description: "The account's password." }),
    },
    resolve: (_, args, ctx) => ctx.app.services.auth.login(args.name, args.password, ctx.ip, metadataFor(ctx)),
  }),
  adminLogout: t.boolean({
    description: "Ends the bearer token's session (its open subscriptions end too); true when it was open. Administrators only.",
    authScopes: { admin: true },
    resolve: async (_, __, ctx) => (await ctx.app.services.auth.logout(`Bearer ${ctx.bearer}`, metadataFor(ctx))).success,
  }),
}));
