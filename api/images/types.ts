import { builder } from '../builder.ts';
import { definedFields } from '../definedFields.ts';
import { metadataFor, viewerOf } from '../context.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import { CreativeSessionEdited, CreativeSessionRecorded } from '../../events/sessions/events.ts';
import type { RecordedEvent } from '../../events/eventType.ts';
import type { ImageCounts as ImageCountsShape, ImagePage as ImagePageShape, ValueCount } from '../../events/images/queries.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../domain/vocabulary.ts';
import { ArchivedFilterEnum, AspectRatioEnum, BackgroundEnum, ColorPaletteEnum, ImageContextEnum, ImageSortEnum, JourneyStageEnum, LearningStatusEnum, PerspectiveEnum } from '../vocabularyEnums.ts';


/** Fields an explicit null clears. */
const clearable = new Set(['rejectionReason', 'correctionApproach', 'designPhilosophy']);
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
    archivedAt: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the image was archived (only administrators see archived images); null while it is public.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the image was catalogued.' }),
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

const CountRef = builder.objectRef<ValueCount>('Count').implement({
  fields: (t) => ({ value: t.exposeString('value'), count: t.exposeInt('count') }),
});

const ImageCountsRef = builder.objectRef<ImageCountsShape>('ImageCounts').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    archived: t.exposeInt('archived', { description: 'Archived images in all (0 for visitors).' }),
    byLearningStatus: t.field({ type: [CountRef], resolve: (counts) => counts.byLearningStatus }),
    byPerspective: t.field({ type: [CountRef], resolve: (counts) => counts.byPerspective }),
    byJourneyStage: t.field({ type: [CountRef], resolve: (counts) => counts.byJourneyStage }),
  }),
});

const GenerationParamsInput = builder.inputType('GenerationParamsInput', {
  description: 'What the local generator renders an image from (with its prompt and perspective).',
  fields: (t) => ({
    colorPalette: t.field({ type: ColorPaletteEnum, required: true }),
    aspectRatio: t.field({ type: AspectRatioEnum, required: true }),
    background: t.field({ type: BackgroundEnum, required: true }),
    minimalism: t.int({ required: true, description: '0 to 100.' }),
    seed: t.int({ required: true, description: '1 or more.' }),
    contextType: t.field({ type: ImageContextEnum, required: true }),
  }),
});

const CatalogImageInput = builder.inputType('CatalogImageInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    extendedDescription: t.string(),
    prompt: t.string({ required: true }),
    perspective: t.field({ type: PerspectiveEnum, required: true }),
    journeyStage: t.field({ type: JourneyStageEnum, required: true }),
    sessionId: t.id({ required: true }),
    learningStatus: t.field({ type: LearningStatusEnum, required: true }),
    rejectionReason: t.string(),
    correctionApproach: t.string(),
    designPhilosophy: t.string(),
    complexityLevel: t.int({ required: true, description: '1 (very simple and clean) to 5 (highly detailed and busy).' }),
    licensing: t.string({ description: "Default 'Creative Commons CC0'." }),
    tags: t.stringList(),
    searchKeywords: t.string(),
    generationParams: t.field({ type: GenerationParamsInput, required: true }),
  }),
});

const ImageEditInput = builder.inputType('ImageEditInput', {
  description: 'Only the fields that differ are recorded. A new prompt, perspective or generationParams renders a new file; the old one stays.',
  fields: (t) => ({
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    extendedDescription: t.string({ required: false }),
    learningStatus: t.field({ type: LearningStatusEnum, required: false }),
    rejectionReason: t.string({ required: false }),
    licensing: t.string({ required: false }),
    searchKeywords: t.string({ required: false }),
    tags: t.stringList({ required: false }),
    prompt: t.string({ required: false }),
    correctionApproach: t.string({ required: false }),
    designPhilosophy: t.string({ required: false }),
    complexityLevel: t.int({ required: false }),
    perspective: t.field({ type: PerspectiveEnum, required: false }),
    journeyStage: t.field({ type: JourneyStageEnum, required: false }),
    sessionId: t.id({ required: false }),
    generationParams: t.field({ type: GenerationParamsInput, required: false }),
  }),
});



builder.queryFields((t) => ({
  images: t.field({
    type: ImagePage,
    args: {
      searchTerm: t.arg.string(),
      perspective: t.arg({ type: PerspectiveEnum }),
      learningStatus: t.arg({ type: LearningStatusEnum }),
      journeyStage: t.arg({ type: JourneyStageEnum }),
      sessionId: t.arg.id(),
      sort: t.arg({ type: ImageSortEnum, defaultValue: 'journey' }),
      archived: t.arg({ type: ArchivedFilterEnum, defaultValue: 'active' }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.list(definedFields(args, clearable), viewerOf(ctx)),
  }),
  imageCounts: t.field({
    type: ImageCountsRef,
    description: 'How many images there are, by learning status, perspective and journey stage.',
    args: { archived: t.arg({ type: ArchivedFilterEnum, defaultValue: 'active' }) },
    resolve: (_, args, ctx) => ctx.app.services.images.counts(args.archived, viewerOf(ctx)),
  }),
  image: t.field({
    type: CreativeImageRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    description: 'Null when there is no such image, or it is archived and the reader is not an administrator.',
    resolve: (_, args, ctx) => ctx.app.services.images.findOrNull(String(args.id), viewerOf(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  catalogImage: t.field({
    type: CreativeImageRef,
    description: 'Adds an image: renders its files from its parameters, then records it.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CatalogImageInput, required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.add(definedFields(args.input, clearable), metadataFor(ctx)),
  }),
  archiveImage: t.field({
    type: CreativeImageRef,
    description: 'Takes an image out of every public list, count and page; administrators still see it.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.images.setArchived([String(args.id)], true, metadataFor(ctx)))[0]!,
  }),
  restoreImage: t.field({
    type: CreativeImageRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.images.setArchived([String(args.id)], false, metadataFor(ctx)))[0]!,
  }),
  archiveImages: t.field({
    type: [CreativeImageRef],
    description: 'Bulk archive: one transaction, all images or none.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.setArchived(args.ids.map(String), true, metadataFor(ctx)),
  }),
  restoreImages: t.field({
    type: [CreativeImageRef],
    description: 'Bulk restore: one transaction, all images or none.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_, args, ctx) => ctx.app.services.images.setArchived(args.ids.map(String), false, metadataFor(ctx)),
  }),
  editImage: t.field({
    type: CreativeImageRef,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ImageEditInput, required: true }),
      expectedVersion: t.arg.int(),
    },
    resolve: (_, args, ctx) =>
      ctx.app.services.images.edit(String(args.id), definedFields(args.input, clearable), metadataFor(ctx), args.expectedVersion ?? undefined),
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
    resolve: (_, args, ctx) => ctx.app.services.images.download(String(args.id), viewerOf(ctx), metadataFor(ctx)),
  }),
}));

const imageEventTypes = new Set<string>([ImageCatalogued.type, ImageDetailsEdited.type, ImageArchived.type, ImageRestored.type, ImageDownloaded.type]);
const imageIdOf = (data: unknown) => {
  const record = data as { imageId?: string; id?: string };
  return record.imageId ?? record.id ?? '';
};

builder.subscriptionField('imageChanged', (t) =>
  t.field({
    type: CreativeImageRef,
    description:
      'An image after each edit, download, archive or restore (of one image, or of all when id is omitted); visitors get nothing of archived images. With after (the last logPosition seen), first the current state of each image that changed since, then live ones.',
    args: { id: t.arg.id(), after: t.arg({ type: 'BigInt' }) },
    subscribe: (_, args, ctx) => {
      const id = args.id ? String(args.id) : undefined;
      const viewer = viewerOf(ctx);
      const slice = { types: [...imageEventTypes], streamIds: id === undefined ? undefined : [imageStream(id), imageDownloadsStream(id)] };
      const wanted = (event: RecordedEvent) =>
        imageEventTypes.has(event.type) &&
        (!id || imageIdOf(event.data) === id) &&
        ctx.app.services.images.isVisible(imageIdOf(event.data), viewer);
      return liveEvents(ctx.app.live, wanted, {
        coalesceBy: (event) => imageIdOf(event.data),
        resume: args.after === null || args.after === undefined ? undefined : { after: args.after, db: ctx.app.db, slice },
      });
    },
    // The catalog read model is the follower's first subscriber: it already holds this event.
    resolve: async (event, _, ctx) => ({ ...(await ctx.app.services.images.get(imageIdOf(event.data), viewerOf(ctx))), logPosition: event.globalPosition }),
  }),
);

const catalogChangeKinds = {
  [ImageCatalogued.type]: 'IMAGE_ADDED',
  [ImageArchived.type]: 'IMAGE_ARCHIVED',
  [ImageRestored.type]: 'IMAGE_RESTORED',
  [ImageDetailsEdited.type]: 'IMAGE_EDITED',
  [CreativeSessionRecorded.type]: 'SESSION_CHANGED',
  [CreativeSessionEdited.type]: 'SESSION_CHANGED',
} as const;
type CatalogChangeKind = (typeof catalogChangeKinds)[keyof typeof catalogChangeKinds];

const CatalogChangeKindEnum = builder.enumType('CatalogChangeKind', {
  values: {
    IMAGE_ADDED: { description: 'An image was catalogued' },
    IMAGE_ARCHIVED: { description: 'An image was archived' },
    IMAGE_RESTORED: { description: 'An archived image was restored' },
    IMAGE_EDITED: { description: "An image's details were edited" },
    SESSION_CHANGED: { description: 'A creative session was created or edited' },
  } as const,
});

const CatalogChangeRef = builder.objectRef<RecordedEvent>('CatalogChange').implement({
  description: 'Something that changes which images a list or count holds; refetch lists and counts on it.',
  fields: (t) => ({
    kind: t.field({ type: CatalogChangeKindEnum, resolve: (event) => catalogChangeKinds[event.type as keyof typeof catalogChangeKinds] as CatalogChangeKind }),
    imageId: t.id({ nullable: true, resolve: (event) => (event.type.startsWith('Image') ? imageIdOf(event.data) : null) }),
    sessionId: t.id({
      nullable: true,
      resolve: (event) => {
        const data = event.data as { sessionId?: string; id?: string };
        return event.type.startsWith('CreativeSession') ? (data.sessionId ?? data.id ?? null) : (data.sessionId ?? null);
      },
    }),
    logPosition: t.field({ type: 'BigInt', resolve: (event) => event.globalPosition }),
  }),
});

builder.subscriptionField('catalogChanged', (t) =>
  t.field({
    type: CatalogChangeRef,
    description:
      'An image added, archived, restored or edited, or a creative session created or edited. Visitors hear of an archived image once (so it can leave their lists) and of nothing else about it. With after (the last logPosition seen), first the changes since, then live ones.',
    args: { after: t.arg({ type: 'BigInt' }) },
    subscribe: (_, args, ctx) => {
      const viewer = viewerOf(ctx);
      const visible = (event: RecordedEvent) =>
        !event.type.startsWith('Image') || event.type === ImageArchived.type || ctx.app.services.images.isVisible(imageIdOf(event.data), viewer);
      const types = Object.keys(catalogChangeKinds);
      return liveEvents(ctx.app.live, (event) => event.type in catalogChangeKinds && visible(event), {
        resume: args.after === null || args.after === undefined ? undefined : { after: args.after, db: ctx.app.db, slice: { types } },
      });
    },
    resolve: (event) => event,
  }),
);
