import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import type { LoginResult } from './authService.ts';

const AdminLoginResult = builder.objectRef<LoginResult>('AdminLoginResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    sessionId: t.string({ nullable: true, resolve: (result) => (result.success ? result.sessionId : null) }),
  }),
});

const AdminSession = builder.objectRef<{ tokenId: string }>('AdminSession').implement({
  fields: (t) => ({ tokenId: t.exposeString('tokenId') }),
});

builder.queryField('adminSession', (t) =>
  t.field({ type: AdminSession, authScopes: { admin: true }, resolve: (_, __, ctx) => ctx.admin! }),
);

builder.mutationFields((t) => ({
  adminLogin: t.field({
    type: AdminLoginResult,
    args: { password: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.auth.login(args.password, ctx.ip, metadataFor(ctx)),
  }),
  adminLogout: t.boolean({
    authScopes: { admin: true },
    resolve: async (_, __, ctx) => (await ctx.app.services.auth.logout(`Bearer ${ctx.bearer}`, metadataFor(ctx))).success,
  }),
}));
