import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginThrottle, sleep } from './loginThrottle.ts';

const MINUTE = 60_000;

/** One wrong sign-in: admitted (or not), never succeeding. */
const fail = (throttle: LoginThrottle, ip: string) => throttle.admit(ip);
const delays = (decisions: Awaited<ReturnType<LoginThrottle['admit']>>[]) => decisions.map((decision) => (decision.allowed ? decision.delayMs : 'refused'));

describe('login throttle', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('lets the first 5 failures through without delay and delays the 6th', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i += 1) expect(await fail(throttle, '1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: true, delayMs: 500 });
  });

  it('doubles the delay with each further failure, up to the cap', async () => {
    const throttle = new LoginThrottle();
    const decisions = [];
    for (let i = 0; i < 14; i += 1) decisions.push(await fail(throttle, '1.1.1.1'));
    expect(delays(decisions)).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('gives parallel attempts the same delays as sequential ones (each counts before its password is checked)', async () => {
    const throttle = new LoginThrottle();
    const parallel = await Promise.all(Array.from({ length: 9 }, () => throttle.admit('2.2.2.2')));
    expect(delays(parallel).sort((a, b) => Number(a) - Number(b))).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000]);
  });

  it('clears expired counters from its table every 5 minutes until it is closed, then never queries its database again', async () => {
    const queries: { text: string; params: readonly unknown[] }[] = [];
    const db = { query: async <T,>(text: string, params: readonly unknown[] = []) => (queries.push({ text, params }), [] as T[]) };
    const throttle = new LoginThrottle({ db });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(queries).toEqual([{ text: 'DELETE FROM sign_in_limits WHERE expire < $1', params: [Date.now() - 60 * MINUTE] }]);

    throttle.close();
    queries.length = 0;
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(queries).toEqual([]);
  });

  it('starts the delays again after a success', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 7; i += 1) await fail(throttle, '1.1.1.1');
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: true, delayMs: 2000 });
    await throttle.succeeded('1.1.1.1');
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('gives a successful attempt back: signing in right any number of times is never refused', async () => {
    const throttle = new LoginThrottle({ attemptsPerClient: 3 });
    for (let i = 0; i < 10; i++) {
      expect((await throttle.admit('4.4.4.4')).allowed).toBe(true);
      await throttle.succeeded('4.4.4.4');
    }
    for (let i = 0; i < 3; i++) expect((await throttle.admit('4.4.4.4')).allowed).toBe(true);
    expect((await throttle.admit('4.4.4.4')).allowed).toBe(false);
  });

  it('refuses a client over its attempts per window, with Retry-After, until the window ends', async () => {
    const throttle = new LoginThrottle({ attemptsPerClient: 3, windowSeconds: 600 });
    for (let i = 0; i < 3; i += 1) expect((await fail(throttle, '1.1.1.1')).allowed).toBe(true);
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    vi.advanceTimersByTime(599_000);
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1_000);
    expect((await throttle.admit('1.1.1.1')).allowed).toBe(true);
  });

  it('keeps clients independent, and counts one IPv6 /64 as one client', async () => {
    const throttle = new LoginThrottle({ attemptsPerClient: 3 });
    for (let i = 0; i < 3; i += 1) await fail(throttle, `2001:db8:1:2::${i + 1}`);
    expect((await throttle.admit('2001:db8:1:2::99')).allowed).toBe(false);
    expect(await throttle.admit('2001:db8:1:3::1')).toEqual({ allowed: true, delayMs: 0 });
    expect(await throttle.admit('203.0.113.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('caps the failures of all clients together, so that many addresses cannot guess together', async () => {
    const throttle = new LoginThrottle({ failuresOverall: 10 });
    for (let i = 0; i < 10; i += 1) expect((await fail(throttle, `198.51.100.${i}`)).allowed).toBe(true);
    expect(await throttle.admit('203.0.113.50')).toMatchObject({ allowed: false });
    vi.advanceTimersByTime(15 * MINUTE);
    expect((await throttle.admit('203.0.113.50')).allowed).toBe(true);
  });

  it('still admits a client that signed in right within 14 days when many addresses have used up the cap of all clients', async () => {
    const throttle = new LoginThrottle({ failuresOverall: 10, attemptsPerClient: 3 });
    expect((await throttle.admit('192.0.2.7')).allowed).toBe(true);
    await throttle.succeeded('192.0.2.7');
    vi.advanceTimersByTime(13 * 24 * 60 * MINUTE);
    for (let i = 0; i < 10; i += 1) await fail(throttle, `198.51.100.${i}`);
    expect(await throttle.admit('203.0.113.50')).toMatchObject({ allowed: false });

    expect(await throttle.admit('192.0.2.7')).toEqual({ allowed: true, delayMs: 0 });
    // Its own limits still hold.
    await fail(throttle, '192.0.2.7');
    await fail(throttle, '192.0.2.7');
    expect(await throttle.admit('192.0.2.7')).toMatchObject({ allowed: false });
  });

  it('trusts a client that signed in right for 14 days only', async () => {
    const throttle = new LoginThrottle({ failuresOverall: 10 });
    await throttle.admit('192.0.2.7');
    await throttle.succeeded('192.0.2.7');
    vi.advanceTimersByTime(14 * 24 * 60 * MINUTE + 1);
    for (let i = 0; i < 10; i += 1) await fail(throttle, `198.51.100.${i}`);
    expect(await throttle.admit('192.0.2.7')).toMatchObject({ allowed: false });
  });

  it('forgets failures after the window', async () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 8; i += 1) await fail(throttle, '1.1.1.1');
    vi.advanceTimersByTime(15 * MINUTE + 1);
    expect(await throttle.admit('1.1.1.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  it('sleep resolves', async () => {
    vi.useRealTimers();
    await expect(sleep(0)).resolves.toBeUndefined();
    await expect(sleep(1)).resolves.toBeUndefined();
  });
});
