import type { JourneyStage } from '../../domain/vocabulary.ts';
import { JourneyStageEnum } from '../vocabularyEnums.ts';
import { builder } from '../builder.ts';
import { definedFields } from '../definedFields.ts';
import { metadataFor, viewerOf } from '../context.ts';
import { CreativeImageRef } from '../images/types.ts';


/** Fields an explicit null clears. */
const clearable = new Set(['learningInsights', 'nextSteps']);
const CreativeSessionRef = builder.prismaObject('CreativeSession', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    journeyStage: t.field({ type: JourneyStageEnum, resolve: (session) => session.journeyStage as JourneyStage }),
    sessionDate: t.string({ resolve: (session) => session.sessionDate.toISOString().slice(0, 10) }),
    learningInsights: t.exposeString('learningInsights', { nullable: true }),
    nextSteps: t.exposeString('nextSteps', { nullable: true }),
    images: t.field({ type: [CreativeImageRef], resolve: (session, _, ctx) => ctx.app.services.sessions.images(session.id, viewerOf(ctx)) }),
  }),
});

builder.queryField('creativeSessions', (t) =>
  t.field({
    type: [CreativeSessionRef],
    args: { journeyStage: t.arg({ type: JourneyStageEnum, description: 'Only sessions of this stage; absent or null: every stage.' }) },
    resolve: (_, args, ctx) => ctx.app.services.sessions.list(args.journeyStage ?? undefined),
  }),
);

const CreativeSessionInput = builder.inputType('CreativeSessionInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    journeyStage: t.field({ type: JourneyStageEnum, required: true }),
    sessionDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    learningInsights: t.string(),
    nextSteps: t.string(),
  }),
});

const CreativeSessionEditInput = builder.inputType('CreativeSessionEditInput', {
  description: 'Only the fields that differ are recorded; null clears learningInsights or nextSteps.',
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    journeyStage: t.field({ type: JourneyStageEnum }),
    sessionDate: t.string({ description: 'YYYY-MM-DD.' }),
    learningInsights: t.string(),
    nextSteps: t.string(),
  }),
});


builder.mutationFields((t) => ({
  createCreativeSession: t.field({
    type: CreativeSessionRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreativeSessionInput, required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.sessions.create(definedFields(args.input, clearable), metadataFor(ctx)),
  }),
  editCreativeSession: t.field({
    type: CreativeSessionRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CreativeSessionEditInput, required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.sessions.edit(String(args.id), definedFields(args.input, clearable), metadataFor(ctx)),
  }),
}));
