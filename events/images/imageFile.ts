import { createHash } from 'node:crypto';
import { sameValue } from '../store/sameValue.ts';

/** What the generator renders an image from: a change of any of them is a new picture. */
export interface RenderInputs {
  prompt: string;
  perspective: string;
  /** As an event or a read-model row holds them; compared and hashed as JSON. */
  generationParams: unknown;
}

export const renderInputsOf = ({ prompt, perspective, generationParams }: RenderInputs): RenderInputs => ({ prompt, perspective, generationParams });

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
      : value;

export const sameRenderInputs = (a: RenderInputs, b: RenderInputs) => sameValue(renderInputsOf(a), renderInputsOf(b));

/**
 * The file of an image rendered from these inputs: named by the image and a hash of the inputs, so a
 * re-render never overwrites an earlier version's file, and going back to earlier inputs (an undo)
 * names the earlier file again.
 */
export function renderedFileName(imageId: string, inputs: RenderInputs): string {
  const hash = createHash('sha256').update(JSON.stringify(canonical(renderInputsOf(inputs)))).digest('hex').slice(0, 12);
  return `${imageId}-${hash}.png`;
}

export const catalogFilePath = (filename: string) => `/images/catalog/${filename}`;
