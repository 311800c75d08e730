import { describe, expect, it } from 'vitest';
import { catalogImageInput, imageNewDefaults, imageNewFields, tagList } from './imageNewForm.ts';

const filled = {
  ...imageNewDefaults,
  title: '  Lighthouse  ',
  prompt: ' a lighthouse of semicolons ',
  sessionId: 'session-1',
  learningStatus: 'learning_attempt' as const,
  rejectionReason: ' too busy ',
  complexityLevel: '4',
  tags: 'brand, hero, , brand',
};

describe('new image form', () => {
  it('licenses a new image Creative Commons CC0 unless told otherwise', () => {
    expect(imageNewDefaults.licensing).toBe('Creative Commons CC0');
    expect(catalogImageInput({ ...filled, licensing: '   ' })?.licensing).toBe('Creative Commons CC0');
  });

  it('reads tags as a comma list without blanks or repeats', () => {
    expect(tagList('brand, hero , ,brand')).toEqual(['brand', 'hero']);
    expect(tagList('')).toEqual([]);
  });

  it('makes the catalogImage input: texts trimmed, empty optional texts null, complexity a number', () => {
    expect(catalogImageInput(filled)).toEqual({
      title: 'Lighthouse',
      prompt: 'a lighthouse of semicolons',
      description: '',
      extendedDescription: '',
      perspective: 'startup_founders',
      journeyStage: 'early_experiments',
      sessionId: 'session-1',
      learningStatus: 'learning_attempt',
      rejectionReason: 'too busy',
      correctionApproach: null,
      designPhilosophy: null,
      complexityLevel: 4,
      tags: ['brand', 'hero'],
      searchKeywords: '',
      licensing: 'Creative Commons CC0',
      generationParams: { colorPalette: 'vibrant', aspectRatio: 'ratio_16_9', background: 'transparent', minimalism: 50, seed: 42, contextType: 'gallery' },
    });
  });

  it('makes no input while a generation parameter is invalid', () => {
    expect(catalogImageInput({ ...filled, generationParams: { ...filled.generationParams, seed: 'abc' } })).toBeNull();
  });

  it('names every field a server error may point at', () => {
    expect(imageNewFields).toContain('sessionId');
    expect(imageNewFields).toContain('generationParams.seed');
    expect(imageNewFields).not.toContain('generationParams');
  });
});
