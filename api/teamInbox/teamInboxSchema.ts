import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import type { TeamQuestionGroup, TeamQuestionView } from './service.ts';

const TeamQuestion = builder.objectRef<TeamQuestionView>('TeamQuestion').implement({
  description: 'A question a visitor sent to the CHB team after Semi did not know it, with their consent.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The question id.' }),
    sessionId: t.exposeString('sessionId', { description: "The visitor's analytics session id (forgetVisitor takes it)." }),
    question: t.exposeString('question', { description: 'What the visitor asked.' }),
    email: t.exposeString('email', { nullable: true, description: 'Where the visitor asked to be answered; null when they gave no address.' }),
    askedAt: t.exposeString('askedAt', { description: 'When it was sent (ISO time).' }),
    answeredAt: t.exposeString('answeredAt', { nullable: true, description: 'When an administrator marked it answered (ISO time); null while open.' }),
  }),
});

const TeamQuestionGroupRef = builder.objectRef<TeamQuestionGroup>('TeamQuestionGroup').implement({
  description: 'Questions that ask the same thing (by the overlap of their normalised words; never two that name different products), newest first.',
  fields: (t) => ({
    questions: t.field({ type: [TeamQuestion], description: 'The questions of the group, newest first.', resolve: (group) => group.questions }),
  }),
});

const AskTeamResult = builder.objectRef<{ success: true; id: string }>('AskTeamResult').implement({
  description: 'The question reached the team inbox.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true; bad input is an error instead.' }),
    id: t.exposeID('id', { description: 'The question id.' }),
  }),
});

builder.queryField('teamQuestions', (t) =>
  t.field({
    type: [TeamQuestionGroupRef],
    description: 'The team inbox: the newest 500 questions visitors sent to the CHB team, grouped by what they ask, newest first. Administrators only.',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => ctx.app.services.teamInbox.list(),
  }),
);

builder.mutationFields((t) => ({
  askTeam: t.field({
    type: AskTeamResult,
    description:
      "Sends a question Semi did not know to the CHB team's inbox. Only on the visitor's request and consent (the chat widget's 'Ask the CHB team'): the question, the email address if given, and the analytics session id are kept until the team deletes it, the visitor is forgotten or analytics retention removes the session. Anyone may call it.",
    args: {
      question: t.arg.string({ required: true, description: 'The question, 1 to 500 characters.' }),
      email: t.arg.string({ description: 'An address to answer to; absent, null or empty: none.' }),
      sessionId: t.arg.string({ required: true, description: "The browser's random analytics session id." }),
      questionId: t.arg.id({ description: 'A UUID the caller gives the question, the same when it sends it again: a retry after a lost answer is filed once. Absent: the server makes one.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.teamInbox.ask(args, metadataFor(ctx)),
  }),
  markTeamQuestionAnswered: t.field({
    type: TeamQuestion,
    description: 'Marks a question of the team inbox answered (again: no change). NOT_FOUND for an unknown id. Administrators only.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The question id.' }) },
    resolve: (_, args, ctx) => ctx.app.services.teamInbox.markAnswered(String(args.id), metadataFor(ctx)),
  }),
  deleteTeamQuestion: t.boolean({
    description: 'Deletes a question of the team inbox: its event in the log is erased, not only hidden. NOT_FOUND for an unknown id. Administrators only.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The question id.' }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.teamInbox.delete(String(args.id), metadataFor(ctx))).success,
  }),
  forgetTeamQuestionsByEmail: t.int({
    description: 'Forgets a visitor by email address: erases every team-inbox question sent with it; returns how many. Administrators only.',
    authScopes: { admin: true },
    args: { email: t.arg.string({ required: true, description: 'The email address the visitor gave.' }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.teamInbox.forgetEmail(args, metadataFor(ctx))).questions,
  }),
}));
