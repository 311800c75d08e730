import { staticGallerySamples, type StaticGallerySample } from '../../web/content/staticGallery.ts';
import type { GenerationInput } from '../assets/generator.ts';
import { generatedFileName } from './generatedFiles.ts';
import { parametersHash } from './parameters.ts';

export const galleryInputFor = (sample: StaticGallerySample): GenerationInput => ({
  prompt: sample.prompt,
  perspective: sample.perspective,
  ...sample.parameters,
});

/** The files of the static gallery's samples in the generated-images directory. */
export const galleryFileNames = (): string[] => staticGallerySamples.map((sample) => generatedFileName(parametersHash(galleryInputFor(sample))));
