import type { AspectRatio, Background, ColorPalette, Perspective } from '../../domain/vocabulary.ts';
import type { GenerationInput } from '../../generator/index.ts';
import { generatedFileName } from './generatedFiles.ts';
import { parametersHash } from './parameters.ts';

/** One sample of the Generated Images Gallery (/image-gallery): what it shows and how it is rendered. */
export interface StaticGallerySample {
  readonly perspective: Perspective;
  readonly prompt: string;
  readonly description: string;
  readonly parameters: {
    readonly minimalism: number;
    readonly colorPalette: ColorPalette;
    readonly aspectRatio: AspectRatio;
    readonly background: Background;
    readonly seed: number;
  };
}

/**
 * The three case-study hero samples, one per perspective: minimalism 30, 40, 50; palettes vibrant,
 * soft, natural; 16:9. The generator is deterministic, so the gallery shows exactly what these
 * parameters produce.
 */
export const staticGallerySamples: readonly StaticGallerySample[] = [
  {
    perspective: 'startup_founders',
    prompt:
      'A long suspension bridge of geometric cables spanning between two city grids, a small hash mark on each tower, dusk light.',
    description:
      'The founders case-study hero: a bridge from strategy to shipping, with a structured city on each bank.',
    parameters: { minimalism: 30, colorPalette: 'vibrant', aspectRatio: '16:9', background: 'charcoal', seed: 41209 },
  },
  {
    perspective: 'content_creators',
    prompt:
      'Concentric waves spreading outward from a single semicolon, each ring splitting into a constellation of smaller stars, bold and playful.',
    description:
      'The creators case-study hero: one voice amplified into waves that reach a sky full of new listeners.',
    parameters: { minimalism: 40, colorPalette: 'soft', aspectRatio: '16:9', background: 'black', seed: 47885 },
  },
  {
    perspective: 'memory_capturers',
    prompt:
      'A wide old tree with roots spreading under a row of books and branches reaching toward a sunrise, warm natural colours.',
    description:
      'The families case-study hero: a legacy tree rooted in the stories a family keeps and passes on.',
    parameters: { minimalism: 50, colorPalette: 'natural', aspectRatio: '16:9', background: 'white', seed: 53691 },
  },
];

export const galleryInputFor = (sample: StaticGallerySample): GenerationInput => ({
  prompt: sample.prompt,
  perspective: sample.perspective,
  ...sample.parameters,
});

/** The files of the static gallery's samples in the generated-images directory. */
export const galleryFileNames = (): string[] => staticGallerySamples.map((sample) => generatedFileName(parametersHash(galleryInputFor(sample))));
