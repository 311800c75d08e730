import { createHash } from 'node:crypto';
import { z } from 'zod';
import { background, colorPalette, demoAspectRatio, perspective, type Perspective } from '../../domain/vocabulary.ts';
import type { GenerationInput } from '../../generator/index.ts';
import { detectMotifs } from '../../generator/motifWords.ts';

/** The image demo's default generation parameters. */
export const generationDefaults: GenerationInput = {
  prompt: 'A Garden of Eden inside a geometric frame, clean lines, calm authority.',
  perspective: 'startup_founders',
  seed: 42,
  background: 'transparent',
  minimalism: 50,
  colorPalette: 'vibrant',
  aspectRatio: '16:9',
};

const SEED_LIMIT = 2_147_483_647;

/** A seed that is not a number, or zero, falls back to 42. */
export function normaliseSeed(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return generationDefaults.seed;
  return Math.trunc(number) || generationDefaults.seed;
}

const numericText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

export const generationRequestSchema = z
  .object({
    prompt: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must not be empty')
      .max(500, 'must be at most 500 characters')
      .default(generationDefaults.prompt),
    perspective: perspective.schema.default(generationDefaults.perspective),
    seed: z
      .unknown()
      .optional()
      .transform(normaliseSeed)
      .pipe(z.number().int().min(-SEED_LIMIT, `must be between -${SEED_LIMIT} and ${SEED_LIMIT}`).max(SEED_LIMIT, `must be between -${SEED_LIMIT} and ${SEED_LIMIT}`)),
    background: background.schema.default(generationDefaults.background),
    minimalism: z
      .preprocess(
        numericText,
        z
          .number({ error: 'must be a number from 0 to 100 in steps of 10' })
          .refine((value) => Number.isInteger(value) && value >= 0 && value <= 100 && value % 10 === 0, 'must be 0 to 100 in steps of 10'),
      )
      .default(generationDefaults.minimalism),
    colorPalette: colorPalette.schema.default(generationDefaults.colorPalette),
    aspectRatio: demoAspectRatio.schema.default('16:9'),
  })
  .strict();

/** Bumped when the generator's output changes, so cached files from an older generator are not reused. */
const GENERATOR_VERSION = 1;

/** The cache key and file name of a generated image: a hash of the normalised parameters. */
export function parametersHash(input: GenerationInput): string {
  const canonical = [
    GENERATOR_VERSION,
    input.prompt,
    input.perspective,
    input.seed,
    input.background,
    input.minimalism,
    input.colorPalette,
    input.aspectRatio,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 32);
}

const tones: Record<Perspective, string> = {
  startup_founders: 'professional and cool, structured composition for startup founders',
  content_creators: 'creative and expressive, energetic composition for content creators',
  memory_capturers: 'personal and warm, gentle composition for families capturing memories',
};

const density = (minimalism: number) =>
  minimalism <= 20 ? 'a few bold shapes' : minimalism <= 40 ? 'clean and spacious' : minimalism <= 60 ? 'balanced detail' : minimalism <= 80 ? 'rich detail' : 'dense, intricate detail';

/** The prompt as the generator reads it: the visitor's words plus what the parameters add. */
export function finalPromptFor(input: GenerationInput): string {
  const { motifs, marks } = detectMotifs(input.prompt);
  const elements = [...motifs, ...marks.map((mark) => `'${mark}' mark`)];
  return [
    input.prompt,
    `Tone: ${tones[input.perspective]}.`,
    `Style: ${input.colorPalette} palette on a ${input.background} background, ${density(input.minimalism)} (minimalism ${input.minimalism}/100), ${input.aspectRatio} canvas.`,
    elements.length ? `Motifs: ${elements.join(', ')}.` : 'Motifs: abstract punctuation composition.',
  ].join(' ');
}
