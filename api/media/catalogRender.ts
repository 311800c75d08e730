import { generationParamsSchema } from '../../domain/generationParams.ts';
import type { ImageManifest } from '../../domain/imageFile.ts';
import { perspective } from '../../domain/vocabulary.ts';
import { renderKeyOf, type RenderInputs } from '../../events/images/imageFile.ts';
import { renderPng, type GenerationInput } from '../../generator/index.ts';
import { manifestOf } from '../../media/imageManifest.ts';
import { processImage, type ProcessedImage } from '../../media/processImage.ts';

/** The long side a catalog image is rendered at; the pipeline makes its smaller widths. */
export const CATALOG_LONG_SIDE = 1600;

/** The generator's input for a generated image's stored render inputs (checked: they come from the log). */
export function generationInputFor(inputs: RenderInputs): GenerationInput {
  const params = generationParamsSchema.parse(inputs.generationParams);
  return {
    prompt: inputs.prompt,
    perspective: perspective.schema.parse(inputs.perspective),
    seed: params.seed,
    background: params.background,
    minimalism: params.minimalism,
    colorPalette: params.colorPalette,
    aspectRatio: params.aspectRatio,
  };
}

/**
 * A generated image through the same pipeline as an upload: rendered by the generator, then processed
 * (every width and format, the placeholder and colour), its manifest marked with the inputs it is the
 * render of. The generator and the pipeline are deterministic: the same inputs give the same files.
 */
export async function renderCatalogImage(inputs: RenderInputs, longSide = CATALOG_LONG_SIDE): Promise<{ processed: ProcessedImage; manifest: ImageManifest }> {
  const png = await renderPng(generationInputFor(inputs), longSide);
  const processed = await processImage(png);
  return { processed, manifest: { ...manifestOf(processed), renderedFrom: renderKeyOf(inputs) } };
}
