import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import type { AdminIdentity } from './adminSessions.ts';
import type { LoginResult } from './authService.ts';

const AdminLoginResult = builder.objectRef<LoginResult>('AdminLoginResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    sessionId: t.string({ nullable: true, resolve: (result) => (result.success ? result.sessionId : null) }),
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
  t.field({ type: AdminSession, authScopes: { admin: true }, resolve: (_, __, ctx) => ctx.admin! }),
);

builder.mutationFields((t) => ({
  adminLogin: t.field({
    type: AdminLoginResult,
    args: {
      name: t.arg.string({ description: "The administrator account; without it, the account 'admin'." }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_, args, ctx) => ctx.app.services.auth.login(args.name, args.password, ctx.ip, metadataFor(ctx)),
  }),
  adminLogout: t.boolean({
    authScopes: { admin: true },
    resolve: async (_, __, ctx) => (await ctx.app.services.auth.logout(`Bearer ${ctx.bearer}`, metadataFor(ctx))).success,
  }),
}));
