import type { JourneyStage } from '../../domain/vocabulary.ts';
import { JourneyStageEnum } from '../graphql/vocabularyEnums.ts';
import { builder } from '../graphql/builder.ts';
import { definedFields } from '../graphql/definedFields.ts';
import { metadataFor, viewerOf } from '../graphql/context.ts';
import { CreativeImageRef } from '../images/imageSchema.ts';


/** Fields an explicit null clears. */
const clearable = new Set(['learningInsights', 'nextSteps']);
const CreativeSessionRef = builder.prismaObject('CreativeSession', {
  description: 'A dated working session of the creative journey, in which images were generated.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable slug id (lowercase letters, digits and hyphens).' }),
    title: t.exposeString('title', { description: 'Short title of the session.' }),
    description: t.exposeString('description', { description: 'What the session set out to do; may be empty.' }),
    journeyStage: t.field({ type: JourneyStageEnum, description: 'The stage of the creative journey.', resolve: (session) => session.journeyStage as JourneyStage }),
    sessionDate: t.string({ description: 'The day of the session, YYYY-MM-DD.', resolve: (session) => session.sessionDate.toISOString().slice(0, 10) }),
    learningInsights: t.exposeString('learningInsights', { nullable: true, description: 'What the session taught; null when none was recorded.' }),
    nextSteps: t.exposeString('nextSteps', { nullable: true, description: 'What was planned next; null when none was recorded.' }),
    version: t.exposeInt('version', { description: 'Increases with every edit; pass it back as expectedVersion.' }),
    images: t.field({ type: [CreativeImageRef], description: 'The images of the session the reader may see (archived ones for administrators only).', resolve: (session, _, ctx) => ctx.app.services.creativeSessions.images(session.id, viewerOf(ctx)) }),
  }),
});

builder.queryField('creativeSessions', (t) =>
  t.field({
    type: [CreativeSessionRef],
    description: 'The creative sessions, in journey order (by date).',
    args: { journeyStage: t.arg({ type: JourneyStageEnum, description: 'Only sessions of this stage; absent or null: every stage.' }) },
    resolve: (_, args, ctx) => ctx.app.services.creativeSessions.list(args.journeyStage ?? undefined),
  }),
);

const CreativeSessionInput = builder.inputType('CreativeSessionInput', {
  description: 'A new creative session; its id is made from the title.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Short title of the session.' }),
    description: t.string({ description: 'What the session set out to do; default empty.' }),
    journeyStage: t.field({ type: JourneyStageEnum, required: true, description: 'The stage of the creative journey.' }),
    sessionDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    learningInsights: t.string({ description: 'What the session taught; default none.' }),
    nextSteps: t.string({ description: 'What is planned next; default none.' }),
  }),
});

const CreativeSessionEditInput = builder.inputType('CreativeSessionEditInput', {
  description: 'Only the fields that differ are recorded; null clears learningInsights or nextSteps.',
  fields: (t) => ({
    title: t.string({ description: 'New title.' }),
    description: t.string({ description: 'New description.' }),
    journeyStage: t.field({ type: JourneyStageEnum, description: 'New journey stage.' }),
    sessionDate: t.string({ description: 'New date, YYYY-MM-DD.' }),
    learningInsights: t.string({ description: 'New learning insights; null clears them.' }),
    nextSteps: t.string({ description: 'New next steps; null clears them.' }),
  }),
});


builder.mutationFields((t) => ({
  createCreativeSession: t.field({
    type: CreativeSessionRef,
    description: 'Records a new creative session. Administrators only.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CreativeSessionInput, required: true, description: 'The new session.' }) },
    resolve: (_, args, ctx) => ctx.app.services.creativeSessions.create(definedFields(args.input, clearable), metadataFor(ctx)),
  }),
  editCreativeSession: t.field({
    type: CreativeSessionRef,
    description:
      'Edits a creative session and answers it as it is after the edit. Without expectedVersion, edits of different fields by two administrators are both kept. Administrators only.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The session to edit.' }),
      input: t.arg({ type: CreativeSessionEditInput, required: true, description: 'The fields to change.' }),
      expectedVersion: t.arg.int({ description: 'The version the edit is based on; when the session has moved on, the edit is refused with CONFLICT.' }),
    },
    resolve: (_, args, ctx) =>
      ctx.app.services.creativeSessions.edit(String(args.id), definedFields(args.input, clearable), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
}));
