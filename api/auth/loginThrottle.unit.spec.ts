import { describe, expect, it } from 'vitest';
import { LoginThrottle, sleep } from './loginThrottle.ts';

const MINUTE = 60_000;

function clock(start = 1_700_000_000_000) {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
}

/** One wrong login: check, then record the failure. Returns the decision the attempt got. */
function fail(throttle: LoginThrottle, ip: string) {
  const decision = throttle.check(ip);
  if (decision.allowed) throttle.recordFailure(ip);
  return decision;
}

describe('login throttle', () => {
  it('lets the first 5 failures through without delay and delays the 6th', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 5; i += 1) expect(fail(throttle, '1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: true, delayMs: 500 });
  });

  it('doubles the delay with each further failure, up to the cap', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    const delays: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const decision = fail(throttle, '1.1.1.1');
      if (!decision.allowed) throw new Error('unexpectedly refused');
      delays.push(decision.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('resets the consecutive failures on success', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 7; i += 1) fail(throttle, '1.1.1.1');
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: true, delayMs: 2000 });
    throttle.recordSuccess('1.1.1.1');
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('refuses an IP over the per-window attempt limit, with Retry-After, until the window moves on', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let i = 0; i < 30; i += 1) {
      expect(fail(throttle, '1.1.1.1').allowed).toBe(true);
      time.advance(10_000);
    }
    // 30 attempts made over 300 s; the first one leaves the 15-minute window 600 s from now.
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    // Refused checks do not count as attempts and do not extend the lockout.
    time.advance(599_000);
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1_000);
    expect(throttle.check('1.1.1.1').allowed).toBe(true);
  });

  it('counts successful attempts toward the window limit too', () => {
    const throttle = new LoginThrottle({ now: clock().now, maxAttemptsPerWindow: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.check('1.1.1.1').allowed).toBe(true);
      throttle.recordSuccess('1.1.1.1');
    }
    expect(throttle.check('1.1.1.1')).toMatchObject({ allowed: false });
  });

  it('keeps IPs independent', () => {
    const throttle = new LoginThrottle({ now: clock().now });
    for (let i = 0; i < 30; i += 1) fail(throttle, '1.1.1.1');
    expect(throttle.check('1.1.1.1').allowed).toBe(false);
    expect(throttle.check('2.2.2.2')).toEqual({ allowed: true, delayMs: 0 });
    throttle.recordSuccess('2.2.2.2');
    expect(throttle.check('1.1.1.1').allowed).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const time = clock();
    const throttle = new LoginThrottle({ now: time.now });
    for (let i = 0; i < 8; i += 1) fail(throttle, '1.1.1.1');
    time.advance(15 * MINUTE + 1);
    expect(throttle.check('1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
    time.advance(15 * MINUTE + 1);
    throttle.sweep();
    expect(throttle.size).toBe(0);
  });

  it('bounds memory by evicting the least recently active IP', () => {
    const throttle = new LoginThrottle({ now: clock().now, maxTrackedIps: 3, freeFailures: 1 });
    fail(throttle, 'a');
    fail(throttle, 'b');
    fail(throttle, 'c');
    fail(throttle, 'a'); // a becomes the most recent
    fail(throttle, 'd'); // evicts b
    expect(throttle.size).toBe(3);
    expect(throttle.check('a')).toEqual({ allowed: true, delayMs: 1000 }); // its 2 failures are kept
    expect(throttle.check('b')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('sleep resolves', async () => {
    await expect(sleep(0)).resolves.toBeUndefined();
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
