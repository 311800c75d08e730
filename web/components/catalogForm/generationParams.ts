/**
 * Generation parameters as the catalog forms edit them: the stored JSON of an image read into form
 * values, the values checked and turned into a GenerationParamsInput, and the request the preview
 * sends to the demo generator (which draws only the demo's ratios and minimalism in steps of 10).
 */
import { generationParamsCopy } from '../../content/catalogAdmin.ts';
import type { GenerationParamsInput } from '../../generated/graphql.ts';
import {
  aspectRatioLabels,
  aspectRatioValues,
  backgroundLabels,
  backgroundValues,
  colorPaletteLabels,
  colorPaletteValues,
  demoAspectRatioLabels,
  demoAspectRatioValues,
  generationParamsInputFields,
  imageContextLabels,
  imageContextValues,
  type AspectRatio,
  type Background,
  type ColorPalette,
  type ImageContext,
  type Perspective,
} from '../../generated/vocabulary.ts';

export interface GenerationParamsValues {
  colorPalette: ColorPalette;
  aspectRatio: AspectRatio;
  background: Background;
  /** As typed: checked on save. */
  minimalism: string;
  seed: string;
  contextType: ImageContext;
}

/** The parameters a form edits: every field of GenerationParamsInput (a server error names one as generationParams.<name>). */
export const generationParamsFields = generationParamsInputFields satisfies readonly (keyof GenerationParamsValues)[];

export const SEED_MAX = 2_147_483_647;

export const defaultGenerationParams: GenerationParamsValues = {
  colorPalette: colorPaletteValues[0],
  aspectRatio: aspectRatioValues[0],
  background: backgroundValues[0],
  minimalism: '50',
  seed: '42',
  contextType: 'gallery',
};

/** The GraphQL enum name of a stored value, as the server names it ('16:9' → ratio_16_9, 'product-card' → product_card). */
export function enumNameOf(value: string): string {
  const name = value.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `ratio_${name}`;
}

/** The enum value a stored value stands for, whether stored as the enum name, its label or its raw form; else the fallback. */
function enumValue<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>, stored: unknown, fallback: T): T {
  if (typeof stored !== 'string') return fallback;
  return values.find((value) => value === stored || value === enumNameOf(stored) || labels[value] === stored) ?? fallback;
}

const numberText = (value: unknown, fallback: string) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() !== '' ? value : fallback);

/** An image's stored parameters as form values; anything missing or unknown takes the default. */
export function generationParamsValues(stored: unknown): GenerationParamsValues {
  const params = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const context = typeof params.context === 'object' && params.context !== null ? (params.context as Record<string, unknown>).type : params.contextType;
  const d = defaultGenerationParams;
  return {
    colorPalette: enumValue(colorPaletteValues, colorPaletteLabels, params.colorPalette, d.colorPalette),
    aspectRatio: enumValue(aspectRatioValues, aspectRatioLabels, params.aspectRatio, d.aspectRatio),
    background: enumValue(backgroundValues, backgroundLabels, params.background, d.background),
    minimalism: numberText(params.minimalism, d.minimalism),
    seed: numberText(params.seed, d.seed),
    contextType: enumValue(imageContextValues, imageContextLabels, context, d.contextType),
  };
}

const wholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
};

export function minimalismError(text: string): string | undefined {
  const value = wholeNumber(text);
  return value === null || value < 0 || value > 100 ? generationParamsCopy.minimalismInvalid : undefined;
}

export function seedError(text: string): string | undefined {
  const value = wholeNumber(text);
  return value === null || value < 1 || value > SEED_MAX ? generationParamsCopy.seedInvalid : undefined;
}

/** The values as the API takes them, or null while minimalism or the seed is not valid. */
export function generationParamsInput(values: GenerationParamsValues): GenerationParamsInput | null {
  if (minimalismError(values.minimalism) || seedError(values.seed)) return null;
  return {
    colorPalette: values.colorPalette,
    aspectRatio: values.aspectRatio,
    background: values.background,
    minimalism: Number(values.minimalism.trim()),
    seed: Number(values.seed.trim()),
    contextType: values.contextType,
  };
}

/** Width over height of a ratio such as '16:9'. */
const ratioOf = (label: string) => {
  const [w, h] = label.split(':').map(Number);
  return w && h ? w / h : 16 / 9;
};

/** The generator's prompt limit (POST /api/images/generate refuses more). */
export const PREVIEW_PROMPT_LIMIT = 500;

export interface PreviewRequest {
  /** The body of POST /api/images/generate. */
  readonly body: {
    prompt: string;
    perspective: Perspective;
    seed: number;
    background: Background;
    minimalism: number;
    colorPalette: ColorPalette;
    aspectRatio: string;
  };
  /** Set when the preview cannot draw the exact ratio or minimalism: what it draws instead. */
  readonly approximation: { readonly ratio: string; readonly previewRatio: string; readonly minimalism: number } | null;
}

/**
 * What the preview asks the demo generator for: the nearest demo ratio and minimalism rounded to a
 * step of 10 when the catalog values are not ones the demo draws; null while there is nothing to draw.
 */
export function previewRequest(prompt: string, perspective: Perspective, values: GenerationParamsValues): PreviewRequest | null {
  const input = generationParamsInput(values);
  const text = prompt.trim().slice(0, PREVIEW_PROMPT_LIMIT);
  if (!input || text === '') return null;
  const ratio = aspectRatioLabels[input.aspectRatio];
  const demoRatios = demoAspectRatioValues.map((value) => demoAspectRatioLabels[value] as string);
  const previewRatio = demoRatios.includes(ratio)
    ? ratio
    : demoRatios.reduce((best, candidate) => (Math.abs(ratioOf(candidate) - ratioOf(ratio)) < Math.abs(ratioOf(best) - ratioOf(ratio)) ? candidate : best));
  const minimalism = Math.round(input.minimalism / 10) * 10;
  return {
    body: { prompt: text, perspective, seed: input.seed, background: input.background, minimalism, colorPalette: input.colorPalette, aspectRatio: previewRatio },
    approximation: previewRatio !== ratio || minimalism !== input.minimalism ? { ratio, previewRatio, minimalism } : null,
  };
}

/** One line for a set of stored (or input) parameters, with the labels people read. */
export function generationParamsText(stored: unknown): string {
  const v = generationParamsValues(stored);
  return generationParamsCopy.summary({
    palette: colorPaletteLabels[v.colorPalette],
    ratio: aspectRatioLabels[v.aspectRatio],
    background: backgroundLabels[v.background],
    minimalism: v.minimalism,
    seed: v.seed,
    context: imageContextLabels[v.contextType],
  });
}
