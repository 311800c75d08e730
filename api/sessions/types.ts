import type { JourneyStage } from '../../domain/vocabulary.ts';
import { JourneyStageEnum } from '../vocabularyEnums.ts';
import { builder } from '../builder.ts';

builder.prismaObject('CreativeSession', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    journeyStage: t.field({ type: JourneyStageEnum, resolve: (session) => session.journeyStage as JourneyStage }),
    sessionDate: t.string({ resolve: (session) => session.sessionDate.toISOString().slice(0, 10) }),
    learningInsights: t.exposeString('learningInsights', { nullable: true }),
    nextSteps: t.exposeString('nextSteps', { nullable: true }),
    images: t.relation('images', { query: { orderBy: { id: 'asc' } } }),
  }),
});

builder.queryField('creativeSessions', (t) =>
  t.prismaField({
    type: ['CreativeSession'],
    args: { journeyStage: t.arg({ type: JourneyStageEnum, description: 'Only sessions of this stage; absent or null: every stage.' }) },
    resolve: (query, _, args, ctx) =>
      ctx.app.services.sessions.list(args.journeyStage ?? undefined).then((sessions) =>
        ctx.app.db.prisma.creativeSession.findMany({ ...query, where: { id: { in: sessions.map((s) => s.id) } }, orderBy: { sessionDate: 'asc' } }),
      ),
  }),
);
