import { builder } from '../graphql/builder.ts';
import { demoAspectRatio } from '../../domain/vocabulary.ts';
import { AspectRatioEnum, BackgroundEnum, ColorPaletteEnum, PerspectiveEnum, enumOf } from '../graphql/vocabularyEnums.ts';
import type { GenerationInput } from '../../generator/index.ts';
import { staticGalleryItems, type StaticGalleryItem as StaticGalleryItemShape } from './gallery.ts';
import type { GeneratedImageResult } from './service.ts';
import { metadataFor } from '../graphql/context.ts';

const GenerationParameters = builder.objectRef<GenerationInput>('GenerationParameters').implement({
  description: 'The parameters a demo image was rendered from, after defaults were applied.',
  fields: (t) => ({
    prompt: t.exposeString('prompt', { description: "The visitor's prompt." }),
    perspective: t.field({ type: PerspectiveEnum, description: 'The perspective whose tone the render takes.', resolve: (parameters) => parameters.perspective }),
    seed: t.exposeInt('seed', { description: 'The random seed; the same parameters and seed give the same image.' }),
    background: t.field({ type: BackgroundEnum, description: 'The background behind the motif.', resolve: (parameters) => parameters.background }),
    minimalism: t.exposeInt('minimalism', { description: '0 (dense) to 100 (sparse), in steps of 10.' }),
    colorPalette: t.field({ type: ColorPaletteEnum, description: 'The colour mood.', resolve: (parameters) => parameters.colorPalette }),
    aspectRatio: t.field({ type: AspectRatioEnum, description: 'Width to height of the image.', resolve: (parameters) => parameters.aspectRatio }),
  }),
});

type Metadata = GeneratedImageResult['metadata'];
const GeneratedImageMetadata = builder.objectRef<Metadata>('GeneratedImageMetadata').implement({
  description: 'How a demo image was made.',
  fields: (t) => ({
    generatedAt: t.exposeString('generatedAt', { description: 'When the file was first rendered (ISO 8601); the same parameters reuse it.' }),
    prompt: t.exposeString('prompt', { description: "The visitor's prompt." }),
    finalPrompt: t.exposeString('finalPrompt', { description: 'The prompt as the generator read it: the words given plus tone, style and motifs from the parameters.' }),
    parameters: t.field({ type: GenerationParameters, description: 'Every parameter, defaults included.', resolve: (metadata) => metadata.parameters }),
  }),
});

const GeneratedImage = builder.objectRef<GeneratedImageResult>('GeneratedImage').implement({
  description: 'An image rendered by the local demo generator.',
  fields: (t) => ({
    success: t.exposeBoolean('success', { description: 'Always true; a bad input or a busy generator is an error instead.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'Site path of the rendered PNG (it may later be evicted and answer 404 until generated again).' }),
    metadata: t.field({ type: GeneratedImageMetadata, description: 'How it was made.', resolve: (result) => result.metadata }),
  }),
});

const GenerateImageInput = builder.inputType('GenerateImageInput', {
  description: 'Absent fields take the demo defaults; a seed of 0 becomes 42; minimalism is 0-100 in steps of 10.',
  fields: (t) => ({
    prompt: t.string({ description: 'What to draw, 1 to 500 characters.' }),
    perspective: t.field({ type: PerspectiveEnum, description: 'Whose tone the render takes.' }),
    seed: t.int({ description: 'The random seed; the same parameters and seed give the same image.' }),
    background: t.field({ type: BackgroundEnum, description: 'The background behind the motif.' }),
    minimalism: t.int({ description: '0 (dense) to 100 (sparse), in steps of 10.' }),
    colorPalette: t.field({ type: ColorPaletteEnum, description: 'The colour mood.' }),
    aspectRatio: t.field({ type: DemoAspectRatioEnum, description: 'Width to height; the demo offers five ratios.' }),
  }),
});

type GallerySample = StaticGalleryItemShape['parameters'];
const StaticGalleryParameters = builder.objectRef<GallerySample>('StaticGalleryParameters').implement({
  description: 'The parameters a static gallery sample shows.',
  fields: (t) => ({
    minimalism: t.exposeInt('minimalism', { description: '0 (dense) to 100 (sparse).' }),
    colorPalette: t.field({ type: ColorPaletteEnum, description: 'The colour mood.', resolve: (parameters) => parameters.colorPalette }),
    aspectRatio: t.field({ type: AspectRatioEnum, description: 'Width to height of the image.', resolve: (parameters) => parameters.aspectRatio }),
  }),
});

const StaticGalleryItem = builder.objectRef<StaticGalleryItemShape>('StaticGalleryItem').implement({
  description: 'A fixed sample of /image-gallery, rendered by the demo generator.',
  fields: (t) => ({
    filename: t.exposeString('filename', { description: 'Name of the PNG file.' }),
    url: t.exposeString('url', { description: 'Site path of the PNG.' }),
    timestamp: t.exposeString('timestamp', { description: 'When the sample was rendered (ISO 8601).' }),
    prompt: t.exposeString('prompt', { description: 'The prompt it was rendered from.' }),
    perspective: t.field({ type: PerspectiveEnum, description: 'The perspective it shows.', resolve: (item) => item.perspective }),
    description: t.exposeString('description', { description: 'A sentence about the sample.' }),
    parameters: t.field({ type: StaticGalleryParameters, description: 'The parameters it shows.', resolve: (item) => item.parameters }),
  }),
});

const DemoAspectRatioEnum = enumOf(demoAspectRatio, 'The aspect ratios the image demo offers (a subset of AspectRatio).');

/** GraphQL leaves absent input fields null or undefined; the service treats both as "use the default". */
const presentFields = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));

builder.mutationField('generateImage', (t) =>
  t.field({
    type: GeneratedImage,
    description:
      'Renders an image with the local demo generator (no third-party service), or answers the file already rendered from the same parameters. Anyone may call it; a busy generator answers UNAVAILABLE.',
    args: { input: t.arg({ type: GenerateImageInput, required: false, description: 'The parameters; absent: every default.' }) },
    resolve: (_, args, ctx) => ctx.app.services.generation.generate(presentFields(args.input ?? {}), ctx.ip, metadataFor(ctx)),
  }),
);

builder.queryField('staticGallery', (t) =>
  t.field({
    type: [StaticGalleryItem],
    description: 'The three case-study hero samples of /image-gallery, one per perspective.',
    resolve: (_, __, ctx) => staticGalleryItems(ctx.app.services.generation),
  }),
);
