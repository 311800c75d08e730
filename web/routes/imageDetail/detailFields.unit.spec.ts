import { describe, expect, it } from 'vitest';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';
import { detailEditInput, detailValues, historyValueText, rerenders } from './detailFields.ts';

const image = {
  __typename: 'CreativeImage',
  id: 'img-1',
  title: 'Lighthouse',
  description: 'A lighthouse',
  extendedDescription: '',
  filename: 'img-1.png',
  file: null,
  prompt: 'a lighthouse',
  perspective: 'startup_founders',
  learningStatus: 'final_version',
  journeyStage: 'brand_discovery',
  sessionId: 'session-1',
  rejectionReason: null,
  correctionApproach: null,
  designPhilosophy: 'calm',
  complexityLevel: 2,
  downloadCount: 0,
  licensing: 'Creative Commons CC0',
  tags: ['sea'],
  searchKeywords: 'sea',
  generationParams: { colorPalette: 'vibrant', aspectRatio: '16:9', background: 'white', minimalism: 40, seed: 9, context: { type: 'hero' } },
  usageLocations: [],
  version: 3,
} as unknown as AdminImage_ImageFragment;

describe('image history values', () => {
  it('reads tags as a list and null as empty', () => {
    expect(historyValueText(['a', 'b'])).toBe('a, b');
    expect(historyValueText(null)).toBe('');
    expect(historyValueText('text')).toBe('text');
  });

  it('reads generation parameters as one line', () => {
    expect(historyValueText(image.generationParams, 'generationParams')).toBe('Vibrant palette, 16:9, White background, minimalism 40, seed 9, Hero');
  });
});

describe('detail edit form', () => {
  const start = detailValues(image);

  it('sends nothing when nothing changed', () => {
    expect(detailEditInput(start, start)).toEqual({});
  });

  it('sends only the changed fields, optional texts emptied as null', () => {
    expect(detailEditInput(start, { ...start, designPhilosophy: '  ', complexityLevel: '5', sessionId: 'session-2', journeyStage: 'perspective_mastery' })).toEqual({
      designPhilosophy: null,
      complexityLevel: 5,
      sessionId: 'session-2',
      journeyStage: 'perspective_mastery',
    });
  });

  it('sends the whole set of generation parameters when one of them changed, and that re-renders', () => {
    const changes = detailEditInput(start, { ...start, generationParams: { ...start.generationParams, seed: '10' } });
    expect(changes).toEqual({ generationParams: { colorPalette: 'vibrant', aspectRatio: 'ratio_16_9', background: 'white', minimalism: 40, seed: 10, contextType: 'hero' } });
    expect(rerenders(changes)).toBe(true);
    expect(rerenders({ title: 'x' })).toBe(false);
    expect(rerenders(detailEditInput(start, { ...start, prompt: 'a lighthouse at night' }))).toBe(true);
  });

  it('does not move the image when its session was unknown to the form', () => {
    const unknown = detailValues({ ...image, sessionId: '' });
    expect(detailEditInput(unknown, { ...unknown, sessionId: 'session-2' })).toEqual({});
  });
});
