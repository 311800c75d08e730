import { describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from './rateLimiter.ts';

describe('TokenBucketLimiter', () => {
  it('allows perMinute requests at once, then refuses with the wait until the next token', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ perMinute: 3, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('b')).toEqual({ allowed: true });
    now = 15_000;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
    now = 20_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('refills to the cap only, however long the pause', () => {
    let now = 0;
    const limiter = new TokenBucketLimiter({ perMinute: 2, now: () => now });
    limiter.take('a');
    now = 3_600_000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')].map((d) => d.allowed)).toEqual([true, true, false]);
  });

  it('remembers a bounded number of clients', () => {
    const limiter = new TokenBucketLimiter({ perMinute: 1, maxClients: 2, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.size).toBe(2);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(() => new TokenBucketLimiter({ perMinute: 0 })).toThrow(/positive/);
  });
});
