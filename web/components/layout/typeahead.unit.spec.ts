import { describe, expect, it } from 'vitest';
import { nextTypeaheadIndex } from './typeahead.ts';

const labels = ['Startup Founders', 'Content Creators', 'Memory Capturers', 'Studio'];

describe('menu type-ahead', () => {
  it('moves to the next item starting with the typed letter, wrapping around', () => {
    expect(nextTypeaheadIndex(labels, 'm', 0)).toBe(2);
    expect(nextTypeaheadIndex(labels, 's', 0)).toBe(3);
    expect(nextTypeaheadIndex(labels, 's', 3)).toBe(0);
  });

  it('matches a typed prefix from the current item, ignoring case', () => {
    expect(nextTypeaheadIndex(labels, 'STU', 0)).toBe(3);
    expect(nextTypeaheadIndex(labels, 'star', 0)).toBe(0);
  });

  it('cycles through matches when one letter is repeated, and finds nothing for unknown text', () => {
    expect(nextTypeaheadIndex(labels, 'ss', 0)).toBe(3);
    expect(nextTypeaheadIndex(labels, 'x', 0)).toBe(-1);
  });
});
