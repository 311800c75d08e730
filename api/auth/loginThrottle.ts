import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey } from '../http/clientAddress.ts';

export interface LoginThrottleOptions {
  /** Consecutive failures a client gets without any delay (default 5). */
  freeFailures?: number;
  /** Delay once the free failures are used up; doubles with each further failure (default 500 ms). */
  baseDelayMs?: number;
  /** Upper bound of the delay (default 30 s). */
  maxDelayMs?: number;
  /** Window of the limits below, in seconds (default 15 minutes). */
  windowSeconds?: number;
  /** Attempts one client may make per window (default 30). */
  attemptsPerClient?: number;
  /** Failed attempts all clients together may make per window, so that many addresses cannot guess together (default 200). */
  failuresOverall?: number;
}

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

const EVERYONE = 'everyone';

/**
 * Brute-force brake for the admin sign-in, in memory. Usage: `const d = await throttle.admit(ip)`; refuse
 * with 429 + Retry-After when `!d.allowed`; otherwise `await sleep(d.delayMs)`, verify the password and
 * call `succeeded(ip)` when it was right. Every admitted attempt counts as a failure until it succeeds,
 * so parallel guesses get the same growing delays as sequential ones.
 */
export class LoginThrottle {
  readonly #freeFailures: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #attempts: RateLimiterMemory;
  readonly #failures: RateLimiterMemory;
  readonly #failuresOverall: RateLimiterMemory;

  constructor(options: LoginThrottleOptions = {}) {
    this.#freeFailures = options.freeFailures ?? 5;
    this.#baseDelayMs = options.baseDelayMs ?? 500;
    this.#maxDelayMs = options.maxDelayMs ?? 30_000;
    const duration = options.windowSeconds ?? 15 * 60;
    this.#attempts = new RateLimiterMemory({ points: options.attemptsPerClient ?? 30, duration });
    this.#failures = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration });
    this.#failuresOverall = new RateLimiterMemory({ points: options.failuresOverall ?? 200, duration });
  }

  async admit(address: string): Promise<ThrottleDecision> {
    const key = clientKey(address);
    try {
      await this.#attempts.consume(key);
      await this.#failuresOverall.consume(EVERYONE);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection;
    }
    const failures = await this.#failures.consume(key);
    return { allowed: true, delayMs: this.#delayFor(failures.consumedPoints - 1) };
  }

  /** The attempt was right: the client's consecutive failures start again from zero. */
  async succeeded(address: string): Promise<void> {
    await this.#failures.delete(clientKey(address));
    await this.#failuresOverall.reward(EVERYONE);
  }

  #delayFor(failures: number): number {
    if (failures < this.#freeFailures) return 0;
    const exponent = Math.min(failures - this.#freeFailures, 40);
    return Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** exponent);
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });
