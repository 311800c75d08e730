import { z } from 'zod';
import { imageAsOf, type AsOf, type ImageAsOf } from '../../events/images/imageAsOf.ts';
import { isoTime } from '../../events/store/isoTime.ts';
import type { RowValues } from '../../events/store/ops.ts';
import { builder } from '../graphql/builder.ts';
import type { LearningStatus } from '../../domain/vocabulary.ts';
import { LearningStatusEnum } from '../graphql/vocabularyEnums.ts';
import { UserError } from '../errors.ts';

type ImageSnapshot = RowValues;

const MAX_POSITION = 2n ** 63n - 1n;
const AT_MESSAGE = 'must be a global position (digits) or an ISO 8601 time with a zone, e.g. 2026-01-31T12:00:00Z';

const asOfInput = z.object({
  id: z.string().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  at: z.union([
    z
      .string()
      .regex(/^\d{1,19}$/)
      .transform((text) => BigInt(text))
      .refine((position) => position <= MAX_POSITION)
      .transform((position): AsOf => ({ position })),
    isoTime.transform((time): AsOf => ({ time })),
  ], { error: AT_MESSAGE }),
});

const ImageSnapshotRef = builder.objectRef<ImageSnapshot>('ImageSnapshot').implement({
  description: "An image's read-model state, folded from its events by the live read model's projection.",
  fields: (t) => {
    const text = (column: string) => (row: ImageSnapshot) => String(row[column]);
    return {
      imageId: t.id({ description: 'The image id.', resolve: text('id') }),
      title: t.string({ description: 'The title then.', resolve: text('title') }),
      description: t.string({ description: 'The description then.', resolve: text('description') }),
      extendedDescription: t.string({ description: 'The extended description then.', resolve: text('extended_description') }),
      learningStatus: t.field({ type: LearningStatusEnum, description: 'The learning status then.', resolve: (row) => String(row.learning_status) as LearningStatus }),
      rejectionReason: t.string({ nullable: true, description: 'The rejection reason then; null when there was none.', resolve: (row) => (row.rejection_reason ?? null) as string | null }),
      licensing: t.string({ description: 'The licence then.', resolve: text('licensing') }),
      searchKeywords: t.string({ description: 'The search keywords then.', resolve: text('search_keywords') }),
      tags: t.stringList({ description: 'The tags then.', resolve: (row) => (row.tags ?? []) as string[] }),
      downloadCount: t.int({ description: 'Downloads up to then.', resolve: (row) => Number(row.download_count) }),
      version: t.int({ description: 'The version then (edits so far).', resolve: (row) => Number(row.version) }),
      updatedAt: t.string({ description: 'When it was last changed before then (ISO 8601).', resolve: text('updated_at') }),
    };
  },
});

const ImageAsOfRef = builder.objectRef<ImageAsOf>('ImageAsOf').implement({
  description: 'The log up to a global position, seen from one image.',
  fields: (t) => ({
    asOfPosition: t.field({ type: 'BigInt', description: 'The last global position folded in.', resolve: (asOf) => asOf.asOfPosition }),
    image: t.field({
      type: ImageSnapshotRef,
      nullable: true,
      description: 'The image as of then; null when it did not exist yet.',
      resolve: (asOf) => asOf.row ?? null,
    }),
  }),
});

builder.queryField('imageAsOf', (t) =>
  t.field({
    type: ImageAsOfRef,
    description:
      'An image as it was at a global position or an ISO time (the log up to the last event recorded by then) (administrators only).',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The image.' }),
      at: t.arg.string({ required: true, description: 'A global position (digits) or an ISO 8601 time with a zone, e.g. 2026-01-31T12:00:00Z.' }),
    },
    resolve: (_, args, ctx) => {
      const parsed = asOfInput.safeParse({ id: String(args.id), at: args.at });
      if (!parsed.success) throw UserError.fromZod(parsed.error);
      return imageAsOf(ctx.app.db, parsed.data.id, parsed.data.at);
    },
  }),
);
