import { describe, expect, it } from 'vitest';
import { normalizeMinimalism, normalizeSeed, ratioValue } from './demoParameters.ts';

describe('demo parameters', () => {
  it('falls back to seed 42 for empty, zero or non-numeric input', () => {
    expect(normalizeSeed('')).toBe(42);
    expect(normalizeSeed('0')).toBe(42);
    expect(normalizeSeed('abc')).toBe(42);
    expect(normalizeSeed(' 7 ')).toBe(7);
    expect(normalizeSeed('12.9')).toBe(12);
  });

  it('keeps minimalism between 0 and 100 in steps of 10', () => {
    expect(normalizeMinimalism(47)).toBe(50);
    expect(normalizeMinimalism(140)).toBe(100);
    expect(normalizeMinimalism(-3)).toBe(0);
  });

  it('reads an aspect ratio', () => {
    expect(ratioValue('4:3')).toBeCloseTo(4 / 3);
    expect(ratioValue('bad')).toBeCloseTo(16 / 9);
  });
});
