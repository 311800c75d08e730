import type { ForgetResult } from '../../events/analytics/forget.ts';
import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';

const ForgottenVisitor = builder.objectRef<ForgetResult>('ForgottenVisitor').implement({
  description: 'What forgetting a visitor removed: counts only, never the session id.',
  fields: (t) => ({
    visits: t.exposeInt('visits', { description: 'Page visits removed from the dashboard.' }),
    events: t.exposeInt('events', { description: 'Events erased in the log.' }),
  }),
});

builder.mutationFields((t) => ({
  recordPageVisit: t.id({
    description: "Records that a visitor's analytics session opened a page; returns the visit id to send time spent for. Anyone may call it.",
    args: {
      sessionId: t.arg.string({ required: true, description: "The browser's random analytics session id." }),
      path: t.arg.string({ required: true, description: 'The path visited, e.g. /creative-process.' }),
      referrer: t.arg.string({ description: 'The page the visitor came from; absent or null: none.' }),
    },
    resolve: async (_, args, ctx) =>
      (await ctx.app.services.analytics.recordPageVisit({ sessionId: args.sessionId, path: args.path, referrer: args.referrer ?? null }, ctx.userAgent, metadataFor(ctx))).id,
  }),
  recordNavigation: t.boolean({
    description: 'Records a move from one page of the site to another within an analytics session; true when recorded. Anyone may call it.',
    args: {
      sessionId: t.arg.string({ required: true, description: "The browser's random analytics session id." }),
      fromPath: t.arg.string({ required: true, description: 'The path left.' }),
      toPath: t.arg.string({ required: true, description: 'The path opened.' }),
    },
    resolve: async (_, args, ctx) => (await ctx.app.services.analytics.recordNavigation(args, metadataFor(ctx))).success,
  }),
  markAdminSession: t.boolean({
    description: "Marks the administrator's analytics session, so that all of its visits count as own traffic. Administrators only.",
    authScopes: { admin: true },
    args: { sessionId: t.arg.string({ required: true, description: "The administrator's browser analytics session id." }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.analytics.markAdminSession(args, metadataFor(ctx))).success,
  }),
  forgetVisitor: t.field({
    description:
      'Removes every trace of an analytics session (its events become erased tombstones, its read-model rows go) and records only how many visits were forgotten. An unknown session answers NOT_FOUND. Administrators only.',
    authScopes: { admin: true },
    type: ForgottenVisitor,
    args: { sessionId: t.arg.string({ required: true, description: 'The analytics session to forget.' }) },
    resolve: (_, args, ctx) => ctx.app.services.analytics.forgetVisitor(args, metadataFor(ctx)),
  }),
  recordTimeSpent: t.boolean({
    description: 'Records how long a page visit lasted; true when recorded. Anyone may call it.',
    args: {
      visitId: t.arg.id({ required: true, description: 'The id recordPageVisit returned.' }),
      timeSpent: t.arg.int({ required: true, description: 'Seconds spent on the page.' }),
    },
    resolve: async (_, args, ctx) =>
      (await ctx.app.services.analytics.recordTimeSpent(String(args.visitId), { timeSpent: args.timeSpent }, metadataFor(ctx))).success,
  }),
}));
