import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';

const SemiSource = builder.objectRef<{ title: string; page: string }>('SemiSource').implement({
  description: 'A page of the site an answer of Semi draws on.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The title of the knowledge entry.' }),
    page: t.exposeString('page', { description: 'The path of the page to read more, e.g. /products.' }),
  }),
});

const SemiReply = builder.objectRef<{ success: boolean; content: string; sources: { title: string; page: string }[] }>('SemiReply').implement({
  description: "Semi's answer to one question.",
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true; a bad question is an error instead.' }),
    content: t.exposeString('content', { description: 'The answer text.' }),
    sources: t.field({ type: [SemiSource], description: 'The pages the answer comes from; empty for greetings and unknown questions.', resolve: (reply) => reply.sources }),
  }),
});

builder.mutationField('askSemi', (t) =>
  t.field({
    type: SemiReply,
    description: "Asks Semi, the site's chat assistant, a question answered from the site's own knowledge base. Only the kind of answer is recorded, never the question. Anyone may call it.",
    args: { question: t.arg.string({ required: true, description: 'The question, 1 to 500 characters.' }) },
    resolve: (_, args, ctx) => ctx.app.services.chat.ask(args.question, metadataFor(ctx)),
  }),
);
