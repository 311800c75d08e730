import { describe, expect, it } from 'vitest';
import { historyValueText } from './detailFields.ts';

describe('image history values', () => {
  it('reads tags as a list and null as empty', () => {
    expect(historyValueText(['a', 'b'])).toBe('a, b');
    expect(historyValueText(null)).toBe('');
    expect(historyValueText('text')).toBe('text');
  });
});
