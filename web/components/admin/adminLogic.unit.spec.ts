import { describe, expect, it } from 'vitest';
import { cardEditInput, changedFields, filtersFromParams, filtersToParams, parseTags, toggleSelection, truncatePreset } from './adminLogic.ts';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('selection', () => {
  it('toggles a single image on a plain click', () => {
    expect([...toggleSelection(new Set(['a']), ids, 'c', 'a', false)].sort()).toEqual(['a', 'c']);
    expect([...toggleSelection(new Set(['a', 'c']), ids, 'c', 'a', false)]).toEqual(['a']);
  });
  it('selects the whole range between the anchor and a Shift-clicked image, in either direction', () => {
    expect([...toggleSelection(new Set(['b']), ids, 'd', 'b', true)].sort()).toEqual(['b', 'c', 'd']);
    expect([...toggleSelection(new Set(['d']), ids, 'a', 'd', true)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
  it('treats Shift-click without an anchor as a plain click', () => {
    expect([...toggleSelection(new Set(), ids, 'c', null, true)]).toEqual(['c']);
  });
});

describe('card edit', () => {
  it('trims the description and the reason and sends an empty reason as null', () => {
    expect(cardEditInput({ description: '  new  ', learningStatus: 'final_version', rejectionReason: '   ' })).toEqual({
      description: 'new',
      learningStatus: 'final_version',
      rejectionReason: null,
    });
    expect(cardEditInput({ description: 'x', learningStatus: 'learning_attempt', rejectionReason: ' too busy ' }).rejectionReason).toBe('too busy');
  });
  it('cuts presets to 20 characters', () => {
    expect(truncatePreset('too much text overlay obscures image')).toBe('too much text overla…');
    expect(truncatePreset('short')).toBe('short');
  });
});

describe('tags editor', () => {
  it('accepts a JSON array of strings only', () => {
    expect(parseTags('["a","b"]')).toEqual({ ok: true, tags: ['a', 'b'] });
    expect(parseTags('["a",')).toEqual({ ok: false });
    expect(parseTags('{"a":1}')).toEqual({ ok: false });
    expect(parseTags('[1]')).toEqual({ ok: false });
  });
});

describe('changed fields', () => {
  it('keeps only the fields that differ', () => {
    expect(changedFields({ title: 'a', tags: ['x'] }, { title: 'a', tags: ['y'] })).toEqual({ tags: ['y'] });
    expect(changedFields({ title: 'a' }, { title: 'a' })).toEqual({});
  });
});

describe('filters in the URL', () => {
  it('round-trips and drops unknown values', () => {
    const filters = filtersFromParams(new URLSearchParams('q=tree&status=happy_accident&perspective=bogus&page=2'));
    expect(filters).toEqual({ search: 'tree', status: 'happy_accident', perspective: 'all', page: 2 });
    expect(filtersToParams(filters).toString()).toBe('q=tree&status=happy_accident&page=2');
  });
});
