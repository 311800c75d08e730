import { describe, expect, it } from 'vitest';
import { detectMotifs } from './motifWords.ts';

describe('detectMotifs', () => {
  it('matches motif words case-insensitively, with punctuation marks', () => {
    expect(detectMotifs('A GARDEN of Eden, a Lighthouse & Stars!').motifs).toEqual(['garden', 'star', 'lighthouse']);
    expect(detectMotifs('A GARDEN of Eden, a Lighthouse & Stars!').marks).toEqual(['&', '!']);
    expect(detectMotifs('ocean waves under a sunset').motifs).toEqual(['sun', 'wave']);
    expect(detectMotifs('gardening is not a garden word').motifs).toEqual(['garden']);
    expect(detectMotifs('plain words only')).toEqual({ motifs: [], marks: [], sunset: false });
  });
});
