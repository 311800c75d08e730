import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import { CreativeImageRef } from './types.ts';
import { imageHistory, undoImageEdit, type ImageHistoryEntry } from './history.ts';

const ImageHistoryEntryRef = builder.objectRef<ImageHistoryEntry>('ImageHistoryEntry').implement({
  description: 'One field changed by one edit of an image, from the event log.',
  fields: (t) => ({
    position: t.field({ type: 'BigInt', description: 'Global position of the edit event; pass it to undoImageEdit.', resolve: (entry) => entry.position }),
    actor: t.exposeString('actor'),
    time: t.exposeString('time'),
    field: t.exposeString('field'),
    from: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.from }),
    to: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.to }),
    undoes: t.field({ type: 'BigInt', nullable: true, resolve: (entry) => (entry.undoes === null ? null : BigInt(entry.undoes)) }),
  }),
});

builder.queryField('imageHistory', (t) =>
  t.field({
    type: [ImageHistoryEntryRef],
    description: "An image's edits, newest first, one entry per changed field (administrators only).",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_, args, ctx) => imageHistory(ctx.app, String(args.id)),
  }),
);

builder.mutationField('undoImageEdit', (t) =>
  t.field({
    type: CreativeImageRef,
    description: 'Appends an edit that restores what the edit at eventPosition replaced (a stale expectedVersion is a CONFLICT).',
    authScopes: { admin: true },
    args: { eventPosition: t.arg({ type: 'BigInt', required: true }), expectedVersion: t.arg.int() },
    resolve: (_, args, ctx) => undoImageEdit(ctx.app, args.eventPosition, metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
);
