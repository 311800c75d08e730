import { describe, expect, it } from 'vitest';
import { defaultGenerationParams, enumNameOf, generationParamsInput, generationParamsText, generationParamsValues, previewRequest } from './generationParams.ts';

const stored = { colorPalette: 'soft', aspectRatio: '21:9', background: 'white', minimalism: 35, seed: 7, context: { type: 'case-study-banner' } };

describe('generation parameters in the catalog forms', () => {
  it('names stored values as the GraphQL enum does', () => {
    expect(enumNameOf('16:9')).toBe('ratio_16_9');
    expect(enumNameOf('product-card')).toBe('product_card');
    expect(enumNameOf('vibrant')).toBe('vibrant');
  });

  it('reads an image’s stored parameters into form values, the context from context.type', () => {
    expect(generationParamsValues(stored)).toEqual({
      colorPalette: 'soft',
      aspectRatio: 'ratio_21_9',
      background: 'white',
      minimalism: '35',
      seed: '7',
      contextType: 'case_study_banner',
    });
  });

  it('takes the defaults for missing or unknown values', () => {
    expect(generationParamsValues(null)).toEqual(defaultGenerationParams);
    expect(generationParamsValues({ colorPalette: 'neon', aspectRatio: 5 }).colorPalette).toBe(defaultGenerationParams.colorPalette);
  });

  it('makes the API input only from a whole minimalism of 0 to 100 and a seed of at least 1', () => {
    const values = generationParamsValues(stored);
    expect(generationParamsInput(values)).toEqual({ colorPalette: 'soft', aspectRatio: 'ratio_21_9', background: 'white', minimalism: 35, seed: 7, contextType: 'case_study_banner' });
    expect(generationParamsInput({ ...values, minimalism: '101' })).toBeNull();
    expect(generationParamsInput({ ...values, minimalism: '4.5' })).toBeNull();
    expect(generationParamsInput({ ...values, seed: '0' })).toBeNull();
    expect(generationParamsInput({ ...values, seed: '' })).toBeNull();
  });

  it('previews a catalog-only ratio at the nearest demo ratio and minimalism at its step of 10, and says so', () => {
    const request = previewRequest('  a lighthouse  ', 'content_creators', generationParamsValues(stored));
    expect(request?.body).toEqual({ prompt: 'a lighthouse', perspective: 'content_creators', seed: 7, background: 'white', minimalism: 40, colorPalette: 'soft', aspectRatio: '16:9' });
    expect(request?.approximation).toEqual({ ratio: '21:9', previewRatio: '16:9', minimalism: 40 });
    const threeTwo = previewRequest('x', 'startup_founders', { ...generationParamsValues(stored), aspectRatio: 'ratio_3_2', minimalism: '50' });
    expect(threeTwo?.body.aspectRatio).toBe('4:3');
  });

  it('previews demo values exactly, and nothing without a prompt or with invalid parameters', () => {
    const exact = previewRequest('x', 'startup_founders', { ...defaultGenerationParams, minimalism: '30' });
    expect(exact?.approximation).toBeNull();
    expect(exact?.body.aspectRatio).toBe('16:9');
    expect(previewRequest('   ', 'startup_founders', defaultGenerationParams)).toBeNull();
    expect(previewRequest('x', 'startup_founders', { ...defaultGenerationParams, seed: '-1' })).toBeNull();
  });

  it('reads a set of parameters as one line with labels', () => {
    expect(generationParamsText(stored)).toBe('Soft palette, 21:9, White background, minimalism 35, seed 7, Case study banner');
  });
});
