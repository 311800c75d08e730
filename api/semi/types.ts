import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';

const SemiSource = builder.objectRef<{ title: string; page: string }>('SemiSource').implement({
  fields: (t) => ({ title: t.exposeString('title'), page: t.exposeString('page') }),
});

const SemiReply = builder.objectRef<{ success: boolean; content: string; sources: { title: string; page: string }[] }>('SemiReply').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    content: t.exposeString('content'),
    sources: t.field({ type: [SemiSource], resolve: (reply) => reply.sources }),
  }),
});

builder.mutationField('askSemi', (t) =>
  t.field({
    type: SemiReply,
    args: { question: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.chat.ask(args.question, metadataFor(ctx)),
  }),
);
