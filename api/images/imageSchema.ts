import { clearableImageFields } from '../../domain/imageFields.ts';
import { builder } from '../graphql/builder.ts';
import { CatalogImageInput, ImageEditInput } from './imageInputSchema.ts';
import { ImageFileRef, imageFileViewOf } from './imageFileSchema.ts';
import type { ImageManifest } from '../../domain/imageFile.ts';
import { definedFields } from '../graphql/definedFields.ts';
import { metadataFor, viewerOf } from '../graphql/context.ts';
import { liveEvents } from '../live/liveEvents.ts';
import { forTheViewer } from '../live/whileSignedIn.ts';
import { resumeFrom } from '../live/resumeBudget.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored, imageDownloadsStream, imageStream } from '../../events/images/events.ts';
import { CreativeSessionEdited, CreativeSessionRecorded } from '../../events/creativeSessions/events.ts';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import type { ImageCounts as ImageCountsShape, ImagePage as ImagePageShape, ValueCount } from '../../events/images/queries.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../domain/vocabulary.ts';
import { ArchivedFilterEnum, ImageSortEnum, JourneyStageEnum, LearningStatusEnum, PerspectiveEnum } from '../graphql/vocabularyEnums.ts';

export const UsageLocationRef = builder.prismaObject('UsageLocation', {
  description: 'A place on the site that shows an image, as the last usage scan (scanUsage) found it.',
  fields: (t) => ({
    page: t.exposeString('page', { description: 'The route that shows the image, e.g. /chb-case-study.' }),
    section: t.exposeString('section', { description: 'The part of that page, e.g. hero or gallery.' }),
    url: t.exposeString('url', { nullable: true, description: 'The link to the page; null when none was recorded.' }),
  }),
});

export const CreativeImageRef = builder.prismaObject('CreativeImage', {
  description: 'An AI-generated brand image of the gallery, with how it was made and what became of it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable slug id, e.g. img-founders-hero-geometric-lighthouse.' }),
    sessionId: t.exposeString('sessionId', { description: 'The id of the creative session the image was made in.' }),
    title: t.exposeString('title', { description: 'Short title shown on cards.' }),
    description: t.exposeString('description', { description: 'One or two sentences shown under the title; may be empty.' }),
    extendedDescription: t.exposeString('extendedDescription', { description: 'The longer story shown on the image page; may be empty.' }),
    filename: t.exposeString('filename', { description: "The name the full-resolution file is saved under: the image's id and its format's extension." }),
    filePath: t.exposeString('filePath', { description: 'Where the full-resolution file is served, by its hash: /media/<sha256>.<ext> (file.url is the same, signed for an administrator).' }),
    file: t.field({
      type: ImageFileRef,
      nullable: true,
      description: "The image's files for a <picture>: sources in AVIF and WebP, a fallback, sizes and a placeholder. Null only for an image recorded before the site kept files, until its render is stored.",
      resolve: (image, _, ctx) => imageFileViewOf(image.file as ImageManifest | null, ctx),
    }),
    prompt: t.exposeString('prompt', { description: 'The prompt the image was generated from.' }),
    perspective: t.field({ type: PerspectiveEnum, description: 'The visitor perspective the image was made for.', resolve: (image) => image.perspective as Perspective }),
    learningStatus: t.field({ type: LearningStatusEnum, description: 'Whether the image was published, kept as a lesson or kept as a happy accident.', resolve: (image) => image.learningStatus as LearningStatus }),
    journeyStage: t.field({ type: JourneyStageEnum, description: 'The stage of the creative journey the image belongs to.', resolve: (image) => image.journeyStage as JourneyStage }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: 'Why a learning attempt was not used (often a RejectionReasonPreset label); null when none was given.' }),
    correctionApproach: t.exposeString('correctionApproach', { nullable: true, description: 'What was changed in the next attempt; null when none was recorded.' }),
    designPhilosophy: t.exposeString('designPhilosophy', { nullable: true, description: 'The design idea behind the image; null when none was recorded.' }),
    complexityLevel: t.exposeInt('complexityLevel', { description: '1 (very simple and clean) to 5 (highly detailed and busy).' }),
    downloadCount: t.exposeInt('downloadCount', { description: 'Downloads so far (downloadImage and the REST download); imageChanged sends each new count live.' }),
    licensing: t.exposeString('licensing', { description: "The licence the image is offered under, e.g. 'Creative Commons CC0'." }),
    tags: t.stringList({ description: 'Free-form tags, in the order given.', resolve: (image) => (Array.isArray(image.tags) ? (image.tags as string[]) : []) }),
    searchKeywords: t.exposeString('searchKeywords', { description: 'Extra words the images search matches; may be empty.' }),
    generationParams: t.field({
      type: 'JSON',
      nullable: true,
      description: 'What the local generator renders the image from: { colorPalette, aspectRatio, background, minimalism, seed, context: { type } }; null for an uploaded image.',
      resolve: (image) => image.generationParams,
    }),
    version: t.exposeInt('version', { description: 'Increases with every edit; pass it back as expectedVersion.' }),
    archivedAt: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the image was archived (only administrators see archived images); null while it is public.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the image was catalogued.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the image was last edited, archived or restored.' }),
    logPosition: t.field({
      type: 'BigInt',
      nullable: true,
      description: "On imageChanged: the global position of the latest event this state reflects; pass the last one seen as imageChanged's after to resume. Null elsewhere.",
      resolve: (image) => (image as { logPosition?: bigint }).logPosition ?? null,
    }),
    usageLocations: t.field({ type: [UsageLocationRef], description: 'Where the site shows the image, as of the last usage scan; empty when nowhere.', resolve: (image, _, ctx) => ctx.app.services.images.usageOf(image.id) }),
  }),
});

const ImagePage = builder.objectRef<ImagePageShape>('ImagePage').implement({
  description: 'One page of an images list and how many images match in all.',
  fields: (t) => ({
    items: t.field({ type: [CreativeImageRef], description: 'The images from offset, at most limit of them, in the requested sort.', resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'How many images match the filters in all; the next page starts at offset + limit while that is below total.' }),
  }),
});

const CountRef = builder.objectRef<ValueCount>('Count').implement({
  description: 'How many images have one value of a field.',
  fields: (t) => ({
    value: t.exposeString('value', { description: "The field's value as stored, e.g. final_version or startup_founders." }),
    count: t.exposeInt('count', { description: 'Images with that value.' }),
  }),
});

const ImageCountsRef = builder.objectRef<ImageCountsShape>('ImageCounts').implement({
  description: 'Image counts for the filter bar, of the images the archived filter selects.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Images the archived filter selects.' }),
    archived: t.exposeInt('archived', { description: 'Archived images in all (0 for visitors).' }),
    byLearningStatus: t.field({ type: [CountRef], description: 'Counts per learning status.', resolve: (counts) => counts.byLearningStatus }),
    byPerspective: t.field({ type: [CountRef], description: 'Counts per perspective.', resolve: (counts) => counts.byPerspective }),
    byJourneyStage: t.field({ type: [CountRef], description: 'Counts per journey stage.', resolve: (counts) => counts.byJourneyStage }),
  }),
});

builder.queryFields((t) => ({
  images: t.field({
    type: ImagePage,
    description:
      'A page of gallery images matching every filter given (an absent or null filter matches all). Page with offset and limit: the next page starts at offset + limit while that is below total.',
    args: {
      searchTerm: t.arg.string({
        description: 'Case-insensitive substring of the title, description, extended description, prompt, search keywords or tags (up to 200 characters).',
      }),
      perspective: t.arg({ type: PerspectiveEnum, description: 'Only images made for this perspective.' }),
      learningStatus: t.arg({ type: LearningStatusEnum, description: 'Only images with this learning status.' }),
      journeyStage: t.arg({ type: JourneyStageEnum, description: 'Only images of this journey stage.' }),
      sessionId: t.arg.id({ description: 'Only images of this creative session.' }),
      sort: t.arg({ type: ImageSortEnum, defaultValue: 'journey', description: 'The order of the list.' }),
      archived: t.arg({ type: ArchivedFilterEnum, defaultValue: 'active', description: 'Which archive state to list; ARCHIVED and ALL need an administrator (UNAUTHENTICATED otherwise).' }),
      offset: t.arg.int({ defaultValue: 0, description: 'How many matching images to skip (0 to 100,000).' }),
      limit: t.arg.int({ defaultValue: 20, description: 'At most this many images in items (1 to 500).' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.list(definedFields(args, clearableImageFields), viewerOf(ctx)),
  }),
  imageCounts: t.field({
    type: ImageCountsRef,
    description: 'How many images there are, by learning status, perspective and journey stage.',
    args: { archived: t.arg({ type: ArchivedFilterEnum, defaultValue: 'active', description: 'Which archive state to count; ARCHIVED and ALL need an administrator.' }) },
    resolve: (_, args, ctx) => ctx.app.services.images.counts(args.archived, viewerOf(ctx)),
  }),
  image: t.field({
    type: CreativeImageRef,
    nullable: true,
    args: { id: t.arg.id({ required: true, description: 'The image id.' }) },
    description: 'One image by id. Null when there is no such image, or it is archived and the reader is not an administrator.',
    resolve: (_, args, ctx) => ctx.app.services.images.findOrNull(String(args.id), viewerOf(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  catalogImage: t.field({
    type: CreativeImageRef,
    description: 'Adds an image: renders its files from its parameters, then records it. Administrators only.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CatalogImageInput, required: true, description: 'The new image.' }) },
    resolve: (_, args, ctx) => ctx.app.services.images.add(definedFields(args.input, clearableImageFields), metadataFor(ctx)),
  }),
  archiveImage: t.field({
    type: CreativeImageRef,
    description: 'Takes an image out of every public list, count and page; administrators still see it. Administrators only.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The image to archive.' }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.images.setArchived([String(args.id)], true, metadataFor(ctx)))[0]!,
  }),
  restoreImage: t.field({
    type: CreativeImageRef,
    description: 'Makes an archived image public again. Administrators only.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The archived image to restore.' }) },
    resolve: async (_, args, ctx) => (await ctx.app.services.images.setArchived([String(args.id)], false, metadataFor(ctx)))[0]!,
  }),
  archiveImages: t.field({
    type: [CreativeImageRef],
    description: 'Bulk archive: one transaction, all images or none. Administrators only.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: true, description: 'The images to archive.' }) },
    resolve: (_, args, ctx) => ctx.app.services.images.setArchived(args.ids.map(String), true, metadataFor(ctx)),
  }),
  restoreImages: t.field({
    type: [CreativeImageRef],
    description: 'Bulk restore: one transaction, all images or none. Administrators only.',
    authScopes: { admin: true },
    args: { ids: t.arg.idList({ required: true, description: 'The images to restore.' }) },
    resolve: (_, args, ctx) => ctx.app.services.images.setArchived(args.ids.map(String), false, metadataFor(ctx)),
  }),
  editImage: t.field({
    type: CreativeImageRef,
    description:
      'Edits an image and answers it as it is after the edit. Without expectedVersion, edits of different fields by two administrators are both kept. Administrators only.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The image to edit.' }),
      input: t.arg({ type: ImageEditInput, required: true, description: 'The fields to change; at least one.' }),
      expectedVersion: t.arg.int({ description: 'The version the edit is based on; when the image has moved on, the edit is refused with CONFLICT.' }),
    },
    resolve: (_, args, ctx) =>
      ctx.app.services.images.edit(String(args.id), definedFields(args.input, clearableImageFields), metadataFor(ctx), args.expectedVersion ?? undefined),
  }),
  setRejectionReason: t.field({
    type: [CreativeImageRef],
    description: 'Sets one rejection reason on several images: one transaction, all images or none. Administrators only.',
    authScopes: { admin: true },
    args: {
      ids: t.arg.idList({ required: true, description: 'The images to change.' }),
      rejectionReason: t.arg.string({ required: true, description: 'The reason, 1 to 500 characters (often a RejectionReasonPreset label).' }),
    },
    resolve: (_, args, ctx) => ctx.app.services.images.bulkSetRejectionReason(args.ids.map(String), args.rejectionReason, metadataFor(ctx)),
  }),
  downloadImage: t.field({
    type: CreativeImageRef,
    description:
      "Records one download of an image and answers it with its new downloadCount (the file itself is at filePath). Anyone may call it; imageChanged subscribers see the count live.",
    args: { id: t.arg.id({ required: true, description: 'The image downloaded.' }) },
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
    args: {
      id: t.arg.id({ description: 'Only this image; absent: every image.' }),
      after: t.arg({ type: 'BigInt', description: 'The last logPosition seen, to resume without a gap (at most 10,000 positions back).' }),
    },
    subscribe: (_, args, ctx) => {
      const id = args.id ? String(args.id) : undefined;
      const viewer = viewerOf(ctx);
      const slice = { types: [...imageEventTypes], streamIds: id === undefined ? undefined : [imageStream(id), imageDownloadsStream(id)] };
      const wanted = (event: RecordedEvent) =>
        imageEventTypes.has(event.type) &&
        (!id || imageIdOf(event.data) === id) &&
        ctx.app.services.images.isVisible(imageIdOf(event.data), viewer);
      // An administrator's feed carries archived images: it ends with their session.
      return forTheViewer(
        ctx,
        liveEvents(ctx.app.live, wanted, {
          coalesceBy: (event) => imageIdOf(event.data),
          resume: resumeFrom(ctx, args.after, slice),
        }),
      );
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
  description: 'What a catalogChanged message reports.',
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
    kind: t.field({ type: CatalogChangeKindEnum, description: 'What changed.', resolve: (event) => catalogChangeKinds[event.type as keyof typeof catalogChangeKinds] as CatalogChangeKind }),
    imageId: t.id({ nullable: true, description: 'The image that changed; null for a session change.', resolve: (event) => (event.type.startsWith('Image') ? imageIdOf(event.data) : null) }),
    sessionId: t.id({
      nullable: true,
      description: "The creative session that changed, or the changed image's session when the event names it; otherwise null.",
      resolve: (event) => {
        const data = event.data as { sessionId?: string; id?: string };
        return event.type.startsWith('CreativeSession') ? (data.sessionId ?? data.id ?? null) : (data.sessionId ?? null);
      },
    }),
    logPosition: t.field({
      type: 'BigInt',
      description: "The global position of the event; pass the last one seen as catalogChanged's after to resume.",
      resolve: (event) => event.globalPosition,
    }),
  }),
});

builder.subscriptionField('catalogChanged', (t) =>
  t.field({
    type: CatalogChangeRef,
    description:
      'An image added, archived, restored or edited, or a creative session created or edited. Visitors hear of an archived image once (so it can leave their lists) and of nothing else about it. With after (the last logPosition seen), first the changes since, then live ones.',
    args: { after: t.arg({ type: 'BigInt', description: 'The last logPosition seen, to resume without a gap (at most 10,000 positions back).' }) },
    subscribe: (_, args, ctx) => {
      const viewer = viewerOf(ctx);
      const visible = (event: RecordedEvent) =>
        !event.type.startsWith('Image') || event.type === ImageArchived.type || ctx.app.services.images.isVisible(imageIdOf(event.data), viewer);
      const types = Object.keys(catalogChangeKinds);
      return forTheViewer(
        ctx,
        liveEvents(ctx.app.live, (event) => event.type in catalogChangeKinds && visible(event), {
          resume: resumeFrom(ctx, args.after, { types }),
        }),
      );
    },
    resolve: (event) => event,
  }),
);
