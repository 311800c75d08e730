import { createHmac } from 'node:crypto';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SqlExecutor } from '../../prisma/database.ts';
import { clientKey } from '../http/clientAddress.ts';
import { serverSecret } from './serverSecret.ts';

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
  /** Keep the counters in this database (sign_in_limits), shared by every server process; in memory without. */
  db?: SqlExecutor;
}

export type ThrottleDecision = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

const EVERYONE = 'everyone';
/** Under 24.8 days: the in-memory store keeps each counter with a setTimeout, which fires at once beyond 2^31 ms. */
const TRUSTED_SECONDS = 14 * 24 * 60 * 60;

/** Counters expired this long ago leave the table, checked this often (what the library's own timers did, per limiter). */
const EXPIRED_KEPT_MS = 60 * 60_000;
const CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Brute-force brake for the admin sign-in, counted in the database so that every server process sees
 * every attempt (in memory when no database is given). Usage: `const d = await throttle.admit(ip)`; refuse
 * with 429 + Retry-After when `!d.allowed`; otherwise `await sleep(d.delayMs)`, verify the password and
 * call `succeeded(ip)` when it was right. Every admitted attempt counts as a failure until it succeeds,
 * so parallel guesses get the same growing delays as sequential ones.
 */
export class LoginThrottle {
  readonly #freeFailures: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #attempts: RateLimiterAbstract;
  readonly #failures: RateLimiterAbstract;
  readonly #failuresOverall: RateLimiterAbstract;
  readonly #trusted: RateLimiterAbstract;
  readonly #db: SqlExecutor | undefined;
  readonly #cleanup: NodeJS.Timeout | undefined;
  #secret: Promise<Buffer> | undefined;

  constructor(options: LoginThrottleOptions = {}) {
    this.#freeFailures = options.freeFailures ?? 5;
    this.#baseDelayMs = options.baseDelayMs ?? 500;
    this.#maxDelayMs = options.maxDelayMs ?? 30_000;
    const duration = options.windowSeconds ?? 15 * 60;
    this.#db = options.db;
    const limiter = (keyPrefix: string, points: number) =>
      options.db
        ? new RateLimiterPostgres({
            storeClient: poolOf(options.db),
            storeType: 'pool',
            tableName: 'sign_in_limits',
            tableCreated: true,
            // Each limiter would keep a timer of its own that no one can stop, and that goes on querying a closed database.
            clearExpiredByTimeout: false,
            keyPrefix,
            points,
            duration,
          })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.#attempts = limiter('attempts', options.attemptsPerClient ?? 30);
    this.#failures = limiter('failures', Number.MAX_SAFE_INTEGER);
    this.#failuresOverall = limiter('failures-overall', options.failuresOverall ?? 200);
    this.#trusted = limiter('trusted', 1);
    if (options.db) {
      // Not critical: a failed cleanup leaves the rows to the next one.
      this.#cleanup = setInterval(() => void this.clearExpired().catch(() => undefined), CLEANUP_EVERY_MS);
      this.#cleanup.unref();
    }
  }

  /** Deletes the database's counters that expired over an hour before `now` (every 5 minutes by itself). */
  async clearExpired(now = Date.now()): Promise<void> {
    await this.#db?.query('DELETE FROM sign_in_limits WHERE expire < $1', [now - EXPIRED_KEPT_MS]);
  }

  /** Stops the cleanup of expired counters: after this the throttle touches its database no more on its own. */
  close(): void {
    clearInterval(this.#cleanup);
  }

  async admit(address: string): Promise<ThrottleDecision> {
    const key = await this.#keyOf(address);
    try {
      await this.#attempts.consume(key);
      if (!(await this.#trusted.get(key))) await this.#failuresOverall.consume(EVERYONE);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection;
    }
    const failures = await this.#failures.consume(key);
    return { allowed: true, delayMs: this.#delayFor(failures.consumedPoints - 1) };
  }

  /**
   * The attempt was right: the client's consecutive failures start again from zero, and it gets the
   * attempt back, so an administrator who signs in often (tabs, devices behind one address) is never
   * refused for it; only wrong guesses use up the window. The client is trusted for 14 days: the cap of all
   * clients together no longer applies to it, so guesses from many other addresses cannot lock out an
   * administrator who signed in from there before (its own limits still apply).
   */
  async succeeded(address: string): Promise<void> {
    const key = await this.#keyOf(address);
    await this.#failures.delete(key);
    await this.#attempts.reward(key);
    await this.#failuresOverall.reward(EVERYONE);
    await this.#trusted.set(key, 1, TRUSTED_SECONDS);
  }

  /**
   * In the database a client is kept as a keyed hash of its address (HMAC-SHA256 with a secret the
   * processes share), never the address: the table holds nothing that names a visitor by itself.
   */
  async #keyOf(address: string): Promise<string> {
    const key = clientKey(address);
    if (!this.#db) return key;
    this.#secret ??= serverSecret(this.#db, 'sign-in-throttle').catch((error: unknown) => {
      this.#secret = undefined; // ask again next time: the database may be back
      throw error;
    });
    return createHmac('sha256', await this.#secret).update(key).digest('base64url');
  }

  #delayFor(failures: number): number {
    if (failures < this.#freeFailures) return 0;
    const exponent = Math.min(failures - this.#freeFailures, 40);
    return Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** exponent);
  }
}

/** The pg-Pool-like client rate-limiter-flexible's Postgres store asks for (the table comes from the migrations). */
function poolOf(db: SqlExecutor) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      // The expiry is a BIGINT of epoch milliseconds, which the drivers return as bigint: the library does number arithmetic on it.
      const rows = (await db.query(query.text, query.values ?? [])).map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === 'bigint' ? Number(value) : value])),
      );
      return { rows, rowCount: rows.length };
    },
  };
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });
