import { builder } from '../builder.ts';
import { metadataFor } from '../context.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { ImageCatalogued, ImageDetailsEdited, ImageDownloaded, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import type { ImagePage as ImagePageShape } from '../../events/images/queries.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../domain/vocabulary.ts';
import { JourneyStageEnum, LearningStatusEnum, PerspectiveEnum } from '../vocabularyEnums.ts';

export const UsageLocationRef = builder.prismaObject('UsageLocation', {
  fields: (t) => ({
    page: t.exposeString('page'),
    section: t.exposeString('section'),
    url: t.exposeString('url', { nullable: true }),
  }),
});

export const CreativeImageRef = builder.prismaObject('CreativeImage', {
  fields: (t) => ({
    id: t.exposeID('id'),
    sessionId: t.exposeString('sessionId'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    extendedDescription: t.exposeString('extendedDescription'),
    filename: t.exposeString('filename'),
    filePath: t.exposeString('filePath'),
    prompt: t.exposeString('prompt'),
    perspective: t.field({ type: PerspectiveEnum, resolve: (image) => image.perspective as Perspective }),
    learningStatus: t.field({ type: LearningStatusEnum, resolve: (image) => image.learningStatus as LearningStatus }),
    journeyStage: t.field({ type: JourneyStageEnum, resolve: (image) => image.journeyStage as JourneyStage }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
    correctionApproach: t.exposeString('correctionApproach', { nullable: true }),
    designPhilosophy: t.exposeString('designPhilosophy', { nullable: true }),
    complexityLevel: t.exposeInt('complexityLevel'),
    downloadCount: t.exposeInt('downloadCount'),
    licensing: t.exposeString('licensing'),
    tags: t.stringList({ resolve: (image) => (Array.isArray(image.tags) ? (image.tags as string[]) : []) }),
    searchKeywords: t.exposeString('searchKeywords'),
    generationParams: t.field({ type: 'JSON', resolve: (image) => image.generationParams }),
    version: t.exposeInt('version', { description: 'Increases with every edit; pass it back as expectedVersion.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    logPosition: t.field({
      type: 'BigInt',
      nullable: true,
      description: "On imageChanged: the global position of the latest event this state reflects; pass the last one seen as imageChanged's after to resume. Null elsewhere.",
      resolve: (image) => (image as { logPosition?: bigint }).logPosition ?? null,
    }),
    usageLocations: t.field({ type: [UsageLocationRef], resolve: (image, _, ctx) => ctx.app.services.images.usageOf(image.id) }),
  }),
});

const ImagePage = builder.objectRef<ImagePageShape>('ImagePage').implement({
  fields: (t) => ({
    items: t.field({ type: [CreativeImageRef], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const ImageEditInput = builder.inputType('ImageEditInput', {
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    extendedDescription: t.string({ required: false }),
    learningStatus: t.field({ type: LearningStatusEnum, required: false }),
    rejectionReason: t.string({ required: false }),
    licensing: t.string({ required: false }),
    searchKeywords: t.string({ required: false }),
    tags: t.stringList({ required: false }),
  }),
});

/** GraphQL leaves absent fields undefined; explicit nulls mean "clear" only where the field is nullable. */
const definedFields = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && (value !== null || key === 'rejectionReason')));

builder.queryFields((t) => ({
  images: t.field({
    type: ImagePage,
    args: {
      searchTerm: t.arg.string(),
      perspective: t.arg({ type: PerspectiveEnum }),
      learningStatus: t.arg({ type: LearningStatusEnum }),
      journeyStage: t.arg({ type: JourneyStageEnum }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.list(definedFields(args)),
  }),
  image: t.field({
    type: CreativeImageRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.findOrNull(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  editImage: t.field({
    type: CreativeImageRef,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ImageEditInput, required: true }),
      expectedVersion: t.arg.int(),
    },
    resolve: (_, args, ctx) =>
      ctx.app.services.images.edit(String(args.id), definedFields(args.input), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
  setRejectionReason: t.field({
    type: [CreativeImageRef],
    description: 'Bulk edit: one transaction, all images or none.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: true }), rejectionReason: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.bulkSetRejectionReason(args.ids.map(String), args.rejectionReason, metadataFor(ctx)),
  }),
  downloadImage: t.field({
    type: CreativeImageRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.download(String(args.id), metadataFor(ctx)),
  }),
}));

const imageEventTypes = new Set<string>([ImageCatalogued.type, ImageDetailsEdited.type, ImageDownloaded.type]);
const imageIdOf = (data: unknown) => {
  const record = data as { imageId?: string; id?: string };
  return record.imageId ?? record.id ?? '';
};


builder.subscriptionField('imageChanged', (t) =>
  t.field({
    type: CreativeImageRef,
    description:
      'An image after each edit or download (of one image, or of all when id is omitted). With after (the last logPosition seen), first the current state of each image that changed since, then live ones.',
    args: { id: t.arg.id(), after: t.arg({ type: 'BigInt' }) },
    subscribe: (_, args, ctx) => {
      const id = args.id ? String(args.id) : undefined;
      const slice = { types: [...imageEventTypes], streamIds: id === undefined ? undefined : [imageStream(id), imageDownloadsStream(id)] };
      return liveEvents(ctx.app.live, (event) => imageEventTypes.has(event.type) && (!id || imageIdOf(event.data) === id), {
        coalesceBy: (event) => imageIdOf(event.data),
        resume: args.after === null || args.after === undefined ? undefined : { after: args.after, db: ctx.app.db, slice },
      });
    },
    // The catalog read model is the follower's first subscriber: it already holds this event.
    resolve: async (event, _, ctx) => ({ ...(await ctx.app.services.images.get(imageIdOf(event.data))), logPosition: event.globalPosition }),
  }),
);
