import { builder } from '../graphql/builder.ts';
import { metadataFor } from '../graphql/context.ts';
import { CreativeImageRef } from './imageSchema.ts';
import { EditableImageFieldEnum } from '../graphql/vocabularyEnums.ts';
import type { ImageHistoryEntry } from '../../events/images/history.ts';
import type { ImageManifest } from '../../domain/imageFile.ts';
import { ImageFileRef, imageFileViewOf } from './imageFileSchema.ts';

const ImageHistoryEntryRef = builder.objectRef<ImageHistoryEntry>('ImageHistoryEntry').implement({
  description: 'One field changed by one edit of an image, from the event log.',
  fields: (t) => ({
    position: t.field({ type: 'BigInt', description: 'Global position of the edit event; pass it to undoImageEdit.', resolve: (entry) => entry.position }),
    actor: t.exposeString('actor', { description: "Who made the edit, e.g. 'admin:admin'." }),
    time: t.exposeString('time', { description: 'When the edit was made (ISO 8601).' }),
    field: t.field({ type: EditableImageFieldEnum, description: 'The field this entry changed.', resolve: (entry) => entry.field }),
    from: t.field({ type: 'JSON', nullable: true, description: "The field's value before the edit; null when it had none.", resolve: (entry) => entry.from }),
    to: t.field({ type: 'JSON', nullable: true, description: "The field's value after the edit; null when the edit cleared it.", resolve: (entry) => entry.to }),
    fromFile: t.field({
      type: ImageFileRef,
      nullable: true,
      description: 'When the entry changed the file: the file before, with links an administrator can open (its thumbnail for the history); otherwise null.',
      resolve: (entry, _, ctx) => (entry.field === 'file' ? imageFileViewOf(entry.from as ImageManifest | null, ctx) : null),
    }),
    toFile: t.field({
      type: ImageFileRef,
      nullable: true,
      description: 'When the entry changed the file: the file after; otherwise null.',
      resolve: (entry, _, ctx) => (entry.field === 'file' ? imageFileViewOf(entry.to as ImageManifest | null, ctx) : null),
    }),
    undoes: t.field({
      type: 'BigInt',
      nullable: true,
      description: 'When this edit was an undo: the position of the edit it undid; otherwise null.',
      resolve: (entry) => (entry.undoes === null ? null : BigInt(entry.undoes)) }),
  }),
});

builder.queryField('imageHistory', (t) =>
  t.field({
    type: [ImageHistoryEntryRef],
    description:
      "An image's newest edits below global position `before`, newest first, one entry per changed field; the last entry's position as `before` gives the next older page (administrators only).",
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The image.' }),
      before: t.arg({ type: 'BigInt', description: 'Only edits at global positions below this one.' }),
      limit: t.arg.int({ defaultValue: 100, description: 'At most this many edits (1 to 1,000); an edit of several fields gives several entries.' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.history(String(args.id), { before: args.before ?? undefined, limit: args.limit ?? undefined }),
  }),
);

builder.mutationField('undoImageEdit', (t) =>
  t.field({
    type: CreativeImageRef,
    description: 'Appends an edit that restores what the edit at eventPosition replaced (a stale expectedVersion is a CONFLICT). Administrators only.',
    authScopes: { admin: true },
    args: {
      eventPosition: t.arg({ type: 'BigInt', required: true, description: 'The position of the edit to undo (ImageHistoryEntry.position).' }),
      expectedVersion: t.arg.int({ description: "The image's version the undo is based on; when it has moved on, the undo is refused with CONFLICT." }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.undo(args.eventPosition, metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
);
