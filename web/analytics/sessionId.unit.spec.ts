import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_STORAGE_KEY, analyticsSessionId, createSessionId } from './sessionId.ts';

function memoryStorage() {
  const values: Record<string, string> = {};
  return { values, getItem: (key: string) => values[key] ?? null, setItem: (key: string, value: string) => void (values[key] = value) };
}

describe('the analytics session id', () => {
  it("is 'session_', random text and a timestamp", () => {
    expect(createSessionId(() => 0.123456789, () => 1_750_000_000_000)).toBe(`session_${(0.123456789).toString(36).slice(2, 11)}_1750000000000`);
    expect(createSessionId()).toMatch(/^session_[a-z0-9]+_\d{13}$/);
  });

  it('is created once per browser session and then reused', () => {
    const storage = memoryStorage();
    const first = analyticsSessionId(storage);
    expect(storage.values[ANALYTICS_SESSION_STORAGE_KEY]).toBe(first);
    expect(analyticsSessionId(storage)).toBe(first);
  });

  it('still exists when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(analyticsSessionId(broken)).toMatch(/^session_/);
    expect(analyticsSessionId(undefined)).toMatch(/^session_/);
  });
});
