import { z } from 'zod';
import { imageAsOf, type AsOf, type ImageAsOf } from '../../events/imageAsOf.ts';
import type { RowValues } from '../../events/projections/ops.ts';
import { builder } from '../builder.ts';
import type { LearningStatus } from '../../domain/vocabulary.ts';
import { LearningStatusEnum } from '../vocabularyEnums.ts';
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
    z.iso
      .datetime({ offset: true })
      .refine((time) => new Date(time).getUTCFullYear() >= 1)
      .transform((time): AsOf => ({ time })),
  ], { error: AT_MESSAGE }),
});

const ImageSnapshotRef = builder.objectRef<ImageSnapshot>('ImageSnapshot').implement({
  description: "An image's read-model state, folded from its events by the live read model's projection.",
  fields: (t) => {
    const text = (column: string) => (row: ImageSnapshot) => String(row[column]);
    return {
      imageId: t.id({ resolve: text('id') }),
      title: t.string({ resolve: text('title') }),
      description: t.string({ resolve: text('description') }),
      extendedDescription: t.string({ resolve: text('extended_description') }),
      learningStatus: t.field({ type: LearningStatusEnum, resolve: (row) => String(row.learning_status) as LearningStatus }),
      rejectionReason: t.string({ nullable: true, resolve: (row) => (row.rejection_reason ?? null) as string | null }),
      licensing: t.string({ resolve: text('licensing') }),
      searchKeywords: t.string({ resolve: text('search_keywords') }),
      tags: t.stringList({ resolve: (row) => (row.tags ?? []) as string[] }),
      downloadCount: t.int({ resolve: (row) => Number(row.download_count) }),
      version: t.int({ resolve: (row) => Number(row.version) }),
      updatedAt: t.string({ resolve: text('updated_at') }),
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
    args: { id: t.arg.id({ required: true }), at: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => {
      const parsed = asOfInput.safeParse({ id: String(args.id), at: args.at });
      if (!parsed.success) throw UserError.fromZod(parsed.error);
      return imageAsOf(ctx.app.db, parsed.data.id, parsed.data.at);
    },
  }),
);
