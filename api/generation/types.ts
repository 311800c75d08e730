import { builder } from '../builder.ts';
import { demoAspectRatio } from '../../domain/vocabulary.ts';
import { AspectRatioEnum, BackgroundEnum, ColorPaletteEnum, PerspectiveEnum, enumOf } from '../vocabularyEnums.ts';
import type { GenerationInput } from '../../generator/index.ts';
import { staticGalleryItems, type StaticGalleryItem as StaticGalleryItemShape } from './gallery.ts';
import type { GeneratedImageResult } from './service.ts';
import { metadataFor } from '../context.ts';

const GenerationParameters = builder.objectRef<GenerationInput>('GenerationParameters').implement({
  fields: (t) => ({
    prompt: t.exposeString('prompt'),
    perspective: t.field({ type: PerspectiveEnum, resolve: (parameters) => parameters.perspective }),
    seed: t.exposeInt('seed'),
    background: t.field({ type: BackgroundEnum, resolve: (parameters) => parameters.background }),
    minimalism: t.exposeInt('minimalism'),
    colorPalette: t.field({ type: ColorPaletteEnum, resolve: (parameters) => parameters.colorPalette }),
    aspectRatio: t.field({ type: AspectRatioEnum, resolve: (parameters) => parameters.aspectRatio }),
  }),
});

type Metadata = GeneratedImageResult['metadata'];
const GeneratedImageMetadata = builder.objectRef<Metadata>('GeneratedImageMetadata').implement({
  fields: (t) => ({
    generatedAt: t.exposeString('generatedAt'),
    prompt: t.exposeString('prompt'),
    finalPrompt: t.exposeString('finalPrompt'),
    parameters: t.field({ type: GenerationParameters, resolve: (metadata) => metadata.parameters }),
  }),
});

const GeneratedImage = builder.objectRef<GeneratedImageResult>('GeneratedImage').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    imageUrl: t.exposeString('imageUrl'),
    metadata: t.field({ type: GeneratedImageMetadata, resolve: (result) => result.metadata }),
  }),
});

const GenerateImageInput = builder.inputType('GenerateImageInput', {
  description: 'Absent fields take the demo defaults; a seed of 0 becomes 42; minimalism is 0-100 in steps of 10.',
  fields: (t) => ({
    prompt: t.string(),
    perspective: t.field({ type: PerspectiveEnum }),
    seed: t.int(),
    background: t.field({ type: BackgroundEnum }),
    minimalism: t.int(),
    colorPalette: t.field({ type: ColorPaletteEnum }),
    aspectRatio: t.field({ type: DemoAspectRatioEnum }),
  }),
});

type GallerySample = StaticGalleryItemShape['parameters'];
const StaticGalleryParameters = builder.objectRef<GallerySample>('StaticGalleryParameters').implement({
  fields: (t) => ({
    minimalism: t.exposeInt('minimalism'),
    colorPalette: t.field({ type: ColorPaletteEnum, resolve: (parameters) => parameters.colorPalette }),
    aspectRatio: t.field({ type: AspectRatioEnum, resolve: (parameters) => parameters.aspectRatio }),
  }),
});

const StaticGalleryItem = builder.objectRef<StaticGalleryItemShape>('StaticGalleryItem').implement({
  fields: (t) => ({
    filename: t.exposeString('filename'),
    url: t.exposeString('url'),
    timestamp: t.exposeString('timestamp'),
    prompt: t.exposeString('prompt'),
    perspective: t.field({ type: PerspectiveEnum, resolve: (item) => item.perspective }),
    description: t.exposeString('description'),
    parameters: t.field({ type: StaticGalleryParameters, resolve: (item) => item.parameters }),
  }),
});

const DemoAspectRatioEnum = enumOf(demoAspectRatio);

/** GraphQL leaves absent input fields null or undefined; the service treats both as "use the default". */
const presentFields = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

builder.mutationField('generateImage', (t) =>
  t.field({
    type: GeneratedImage,
    args: { input: t.arg({ type: GenerateImageInput, required: false }) },
    resolve: (_, args, ctx) => ctx.app.services.generation.generate(presentFields(args.input ?? {}), ctx.ip, metadataFor(ctx)),
  }),
);

builder.queryField('staticGallery', (t) =>
  t.field({
    type: [StaticGalleryItem],
    description: 'The three case-study hero samples of /image-gallery, one per perspective.',
    resolve: (_, __, ctx) => staticGalleryItems(ctx.app),
  }),
);
