import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perMinuteBudget } from './perMinuteBudget.ts';

describe('per-minute budget', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('allows the budget per minute and per client, then asks to wait until the minute ends', async () => {
    const take = perMinuteBudget(3);
    for (let i = 0; i < 3; i++) expect(await take('203.0.113.1', 1)).toEqual({ allowed: true });
    expect(await take('203.0.113.1', 1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await take('203.0.113.2', 1)).toEqual({ allowed: true });
    vi.advanceTimersByTime(45_000);
    expect(await take('203.0.113.1', 1)).toEqual({ allowed: false, retryAfterSeconds: 15 });
    vi.advanceTimersByTime(15_000);
    expect(await take('203.0.113.1', 1)).toEqual({ allowed: true });
  });

  it('spends several writes at once (one per mutation field)', async () => {
    const take = perMinuteBudget(10);
    expect(await take('203.0.113.1', 10)).toEqual({ allowed: true });
    expect(await take('203.0.113.1', 1)).toMatchObject({ allowed: false });
    expect(await take('203.0.113.3', 11)).toMatchObject({ allowed: false });
  });

  it('counts all addresses of one IPv6 /64 together', async () => {
    const take = perMinuteBudget(2);
    expect(await take('2001:db8:5:6::1', 1)).toEqual({ allowed: true });
    expect(await take('2001:db8:5:6::2', 1)).toEqual({ allowed: true });
    expect(await take('2001:db8:5:6:ffff::3', 1)).toMatchObject({ allowed: false });
    expect(await take('2001:db8:5:7::1', 1)).toEqual({ allowed: true });
  });
});
