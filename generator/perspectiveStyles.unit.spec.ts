import { describe, expect, it } from 'vitest';
import { perspective } from '../domain/vocabulary.ts';
import { composeSvg, type GenerationInput } from './index.ts';
import { perspectiveStyles } from './perspectiveStyles.ts';

const input = (over: Partial<GenerationInput>): GenerationInput => ({
  prompt: 'a lighthouse by the sea with a home, a tree and a path at sunset',
  perspective: perspective.values[0],
  seed: 7,
  background: 'white',
  minimalism: 60,
  colorPalette: 'vibrant',
  aspectRatio: '16:9',
  ...over,
});

const panelOutline = (svg: string): string => /<clipPath id="panel"><path d="([^"]*)"/.exec(svg)?.[1] ?? '';

describe('perspectiveStyles', () => {
  it('has a style for every perspective and no other', () => {
    expect(Object.keys(perspectiveStyles).sort()).toEqual([...perspective.values].sort());
  });

  it('gives every perspective a style of its own', () => {
    const styles = perspective.values.map((value) => JSON.stringify(perspectiveStyles[value]));
    expect(new Set(styles).size).toBe(perspective.values.length);
  });

  it('gives every perspective its own panel corners and its own scene', () => {
    const svgs = perspective.values.map((value) => composeSvg(input({ perspective: value }), 320));
    expect(new Set(svgs.map(panelOutline)).size).toBe(perspective.values.length);
    expect(new Set(svgs).size).toBe(perspective.values.length);
  });

});
