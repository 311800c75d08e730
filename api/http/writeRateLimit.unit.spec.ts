import { describe, expect, it } from 'vitest';
import { WriteRateLimit } from './writeRateLimit.ts';

describe('write rate limit', () => {
  it('allows the budget per minute and per IP, then asks to wait until the window ends', () => {
    let now = 0;
    const limit = new WriteRateLimit(3, () => now);
    expect([1, 2, 3].map(() => limit.take('a').allowed)).toEqual([true, true, true]);
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limit.take('b').allowed).toBe(true);
    now = 45_000;
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limit.take('a').allowed).toBe(true);
  });

  it('forgets the oldest IPs beyond its bound', () => {
    const limit = new WriteRateLimit(1, () => 0, 2);
    limit.take('a');
    limit.take('b');
    limit.take('c');
    expect(limit.take('a').allowed).toBe(true);
  });
});
