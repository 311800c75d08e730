import type { JourneyStage } from '../../domain/vocabulary.ts';
import { JourneyStageEnum } from '../vocabularyEnums.ts';
import { builder } from '../builder.ts';
import { CreativeImageRef } from '../images/types.ts';

const CreativeSessionRef = builder.prismaObject('CreativeSession', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    journeyStage: t.field({ type: JourneyStageEnum, resolve: (session) => session.journeyStage as JourneyStage }),
    sessionDate: t.string({ resolve: (session) => session.sessionDate.toISOString().slice(0, 10) }),
    learningInsights: t.exposeString('learningInsights', { nullable: true }),
    nextSteps: t.exposeString('nextSteps', { nullable: true }),
    images: t.field({ type: [CreativeImageRef], resolve: (session, _, ctx) => ctx.app.services.sessions.images(session.id) }),
  }),
});

builder.queryField('creativeSessions', (t) =>
  t.field({
    type: [CreativeSessionRef],
    args: { journeyStage: t.arg({ type: JourneyStageEnum, description: 'Only sessions of this stage; absent or null: every stage.' }) },
    resolve: (_, args, ctx) => ctx.app.services.sessions.list(args.journeyStage ?? undefined),
  }),
);
