import type { ForgetResult } from '../../events/analytics/forget.ts';
import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';

const ForgottenVisitor = builder.objectRef<ForgetResult>('ForgottenVisitor').implement({
  description: 'What forgetting a visitor removed: counts only, never the session id.',
  fields: (t) => ({
    visits: t.exposeInt('visits', { description: 'Page visits removed from the dashboard.' }),
    events: t.exposeInt('events', { description: 'Events erased in the log.' }),
  }),
});

builder.mutationFields((t) => ({
  recordPageVisit: t.id({
    description: 'Returns the visit id to send time spent for.',
    args: { sessionId: t.arg.string({ required: true }), path: t.arg.string({ required: true }), referrer: t.arg.string() },
    resolve: async (_, args, ctx) =>
      (await ctx.app.services.analytics.recordPageVisit({ sessionId: args.sessionId, path: args.path, referrer: args.referrer ?? null }, ctx.userAgent, metadataFor(ctx))).id,
  }),
  recordNavigation: t.boolean({
    args: { sessionId: t.arg.string({ required: true }), fromPath: t.arg.string({ required: true }), toPath: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.analytics.recordNavigation(args, metadataFor(ctx))).success,
  }),
  markAdminSession: t.boolean({
    description: "Marks the administrator's analytics session, so that all of its visits count as own traffic.",
    authScopes: { admin: true },
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.analytics.markAdminSession(args, metadataFor(ctx))).success,
  }),
  forgetVisitor: t.field({
    description:
      'Removes every trace of an analytics session (its events become erased tombstones, its read-model rows go) and records only how many visits were forgotten. An unknown session answers NOT_FOUND.',
    authScopes: { admin: true },
    type: ForgottenVisitor,
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.analytics.forgetVisitor(args, metadataFor(ctx)),
  }),
  recordTimeSpent: t.boolean({
    args: { visitId: t.arg.id({ required: true }), timeSpent: t.arg.int({ required: true }) },
    resolve: async (_, args, ctx) =>
      (await ctx.app.services.analytics.recordTimeSpent(String(args.visitId), { timeSpent: args.timeSpent }, metadataFor(ctx))).success,
  }),
}));
