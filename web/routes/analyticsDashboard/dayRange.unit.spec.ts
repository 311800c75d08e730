import { describe, expect, it } from 'vitest';
import { isCompleteRange, presetRange, rangeFromParams, rangeLength } from './dayRange.ts';

const now = Date.parse('2026-03-10T23:30:00.000Z');

describe('the dashboard date range', () => {
  it('makes a preset of the last N days that ends today (UTC) and includes it', () => {
    expect(presetRange(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeLength(presetRange(90, now))).toBe(90);
  });

  it('reads the range from the URL and falls back to the last 30 days', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-01-01&to=2026-01-31'), now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromParams(new URLSearchParams('from=yesterday&to=2026-01-31'), now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('sends only complete ranges that run forward', () => {
    expect(isCompleteRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isCompleteRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isCompleteRange({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
