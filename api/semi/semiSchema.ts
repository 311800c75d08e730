import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import { ChatRoleEnum } from '../graphql/vocabularyEnums.ts';
import { MAX_HISTORY_TURNS, MAX_TURN_LENGTH } from './chatRequest.ts';
import type { ChatReply } from './chatService.ts';

const SemiTurnInput = builder.inputType('SemiTurnInput', {
  description: 'One earlier turn of the conversation with Semi.',
  fields: (t) => ({
    role: t.field({ type: ChatRoleEnum, required: true, description: 'Who said it.' }),
    content: t.string({ required: true, description: `What was said, 1 to ${MAX_TURN_LENGTH} characters.` }),
  }),
});

const SemiSource = builder.objectRef<{ title: string; page: string }>('SemiSource').implement({
  description: 'A page of the site an answer of Semi draws on.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The title of the knowledge entry.' }),
    page: t.exposeString('page', { description: 'The path of the page to read more, e.g. /products.' }),
  }),
});

const SemiReply = builder.objectRef<ChatReply>('SemiReply').implement({
  description: "Semi's answer to one question.",
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true; a bad question is an error instead.' }),
    content: t.exposeString('content', { description: 'The answer text.' }),
    sources: t.field({ type: [SemiSource], description: 'The pages the answer comes from; empty for greetings and unknown questions.', resolve: (reply) => reply.sources }),
    unknown: t.exposeBoolean('unknown', {
      description: 'Semi does not know: the reply is the honest fallback (a client may offer to ask the CHB team instead).',
    }),
    confidence: t.exposeFloat('confidence', {
      nullable: true,
      description: "For an answer from the knowledge base, the confidence model's probability (0 to 1) that it is right; Semi answers only above its operating point. Null for fixed replies.",
    }),
  }),
});

builder.mutationField('askSemi', (t) =>
  t.field({
    type: SemiReply,
    description: "Asks Semi, the site's chat assistant, a question answered from the site's own knowledge base. Only the kind of answer is recorded, never the question or the history. Anyone may call it, up to 30 questions a minute per client (RATE_LIMITED beyond); UNAVAILABLE (503, Retry-After) while Semi's sentence encoder queue is full.",
    args: {
      question: t.arg.string({ required: true, description: 'The question, 1 to 500 characters.' }),
      history: t.arg({
        type: [SemiTurnInput],
        description: `The conversation so far, oldest first, at most ${MAX_HISTORY_TURNS} turns: it lets Semi understand a follow-up such as "is it free?". Never recorded.`,
      }),
    },
    resolve: (_, args, ctx) => ctx.app.services.chat.ask(args, metadataFor(ctx), ctx.ip),
  }),
);
