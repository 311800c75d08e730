export interface LoginThrottleOptions {
  now?: () => number;
  /** Consecutive failures an IP gets without any delay (default 5). */
  freeFailures?: number;
  /** Delay once the free failures are used up; doubles with each further failure (default 500 ms). */
  baseDelayMs?: number;
  /** Upper bound of the delay (default 30 s). */
  maxDelayMs?: number;
  /** Sliding window for the attempt limit; failures older than this are forgotten (default 15 minutes). */
  windowMs?: number;
  /** Attempts an IP may make per window (default 30). */
  maxAttemptsPerWindow?: number;
  /** Bound on remembered IPs; the least recently active one is evicted (default 10,000). */
  maxTrackedIps?: number;
}

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

interface IpState {
  /** Consecutive failures since the last success. */
  failures: number;
  lastFailureAt: number;
  /** Times of the attempts allowed within the window, oldest first (at most maxAttemptsPerWindow). */
  attempts: number[];
}

/**
 * Per-IP brute-force brake for the admin login, held in memory.
 * Usage: `const d = throttle.check(ip)`; refuse with 429 + Retry-After when `!d.allowed`; otherwise
 * `await sleep(d.delayMs)`, verify the password, then `recordFailure(ip)` or `recordSuccess(ip)`.
 * Every allowed `check` counts as an attempt, so parallel requests cannot slip past the window limit.
 */
export class LoginThrottle {
  readonly #ips = new Map<string, IpState>();
  readonly #now: () => number;
  readonly #freeFailures: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #windowMs: number;
  readonly #maxAttempts: number;
  readonly #maxTrackedIps: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#freeFailures = options.freeFailures ?? 5;
    this.#baseDelayMs = options.baseDelayMs ?? 500;
    this.#maxDelayMs = options.maxDelayMs ?? 30_000;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#maxAttempts = options.maxAttemptsPerWindow ?? 30;
    this.#maxTrackedIps = options.maxTrackedIps ?? 10_000;
  }

  check(ip: string): ThrottleDecision {
    const now = this.#now();
    const state = this.#touch(ip, now);
    if (state.attempts.length >= this.#maxAttempts) {
      const oldest = state.attempts[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000)) };
    }
    state.attempts.push(now);
    return { allowed: true, delayMs: this.#delayFor(state.failures) };
  }

  recordFailure(ip: string): void {
    const now = this.#now();
    const state = this.#touch(ip, now);
    state.failures += 1;
    state.lastFailureAt = now;
  }

  recordSuccess(ip: string): void {
    const state = this.#ips.get(ip);
    if (state === undefined) return;
    state.failures = 0;
    if (state.attempts.length === 0) this.#ips.delete(ip);
  }

  /** Forgets IPs with nothing left inside the window. */
  sweep(): void {
    const now = this.#now();
    for (const [ip, state] of this.#ips) {
      this.#forgetOld(state, now);
      if (state.failures === 0 && state.attempts.length === 0) this.#ips.delete(ip);
    }
  }

  /** Number of IPs currently remembered. */
  get size(): number {
    return this.#ips.size;
  }

  #delayFor(failures: number): number {
    if (failures < this.#freeFailures) return 0;
    const exponent = Math.min(failures - this.#freeFailures, 40);
    return Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** exponent);
  }

  /** The IP's state with stale data dropped, moved to the most-recent end of the map (LRU order). */
  #touch(ip: string, now: number): IpState {
    let state = this.#ips.get(ip);
    if (state === undefined) {
      while (this.#ips.size >= this.#maxTrackedIps) {
        const oldest = this.#ips.keys().next();
        if (oldest.done === true) break;
        this.#ips.delete(oldest.value);
      }
      state = { failures: 0, lastFailureAt: now, attempts: [] };
    } else {
      this.#ips.delete(ip);
      this.#forgetOld(state, now);
    }
    this.#ips.set(ip, state);
    return state;
  }

  #forgetOld(state: IpState, now: number): void {
    const cutoff = now - this.#windowMs;
    while (state.attempts.length > 0 && (state.attempts[0] ?? now) <= cutoff) state.attempts.shift();
    if (state.failures > 0 && state.lastFailureAt <= cutoff) state.failures = 0;
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });
