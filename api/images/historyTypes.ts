import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import { CreativeImageRef } from './types.ts';
import { EditableImageFieldEnum } from '../vocabularyEnums.ts';
import type { ImageHistoryEntry } from '../../events/images/history.ts';

const ImageHistoryEntryRef = builder.objectRef<ImageHistoryEntry>('ImageHistoryEntry').implement({
  description: 'One field changed by one edit of an image, from the event log.',
  fields: (t) => ({
    position: t.field({ type: 'BigInt', description: 'Global position of the edit event; pass it to undoImageEdit.', resolve: (entry) => entry.position }),
    actor: t.exposeString('actor'),
    time: t.exposeString('time'),
    field: t.field({ type: EditableImageFieldEnum, resolve: (entry) => entry.field }),
    from: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.from }),
    to: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.to }),
    undoes: t.field({ type: 'BigInt', nullable: true, resolve: (entry) => (entry.undoes === null ? null : BigInt(entry.undoes)) }),
  }),
});

builder.queryField('imageHistory', (t) =>
  t.field({
    type: [ImageHistoryEntryRef],
    description:
      "An image's newest edits below global position `before`, newest first, one entry per changed field; the last entry's position as `before` gives the next older page (administrators only).",
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      before: t.arg({ type: 'BigInt', description: 'Only edits at global positions below this one.' }),
      limit: t.arg.int({ defaultValue: 100, description: 'At most this many edits (1 to 1,000); an edit of several fields gives several entries.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.history(String(args.id), { before: args.before ?? undefined, limit: args.limit ?? undefined }),
  }),
);

builder.mutationField('undoImageEdit', (t) =>
  t.field({
    type: CreativeImageRef,
    description: 'Appends an edit that restores what the edit at eventPosition replaced (a stale expectedVersion is a CONFLICT).',
    authScopes: { admin: true },
    args: { eventPosition: t.arg({ type: 'BigInt', required: true }), expectedVersion: t.arg.int() },
    resolve: (_, args, ctx) => ctx.app.services.images.undo(args.eventPosition, metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
);
