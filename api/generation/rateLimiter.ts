export interface TokenBucketOptions {
  /** Requests a client may make at once, and per minute on average (default 20). */
  perMinute?: number;
  now?: () => number;
  /** Bound on remembered clients; the least recently seen is forgotten first (default 10,000). */
  maxClients?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Per-client token bucket held in memory: full buckets hold perMinute tokens and refill continuously. */
export class TokenBucketLimiter {
  readonly perMinute: number;
  readonly #buckets = new Map<string, Bucket>();
  readonly #now: () => number;
  readonly #maxClients: number;

  constructor(options: TokenBucketOptions = {}) {
    this.perMinute = options.perMinute ?? 20;
    if (!(this.perMinute > 0)) throw new Error('perMinute must be positive');
    this.#now = options.now ?? Date.now;
    this.#maxClients = options.maxClients ?? 10_000;
  }

  take(client: string): RateDecision {
    const now = this.#now();
    const bucket = this.#refilled(client, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    const msPerToken = 60_000 / this.perMinute;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000)) };
  }

  get size(): number {
    return this.#buckets.size;
  }

  /** The client's bucket topped up for the time passed, moved to the most-recent end (LRU order). */
  #refilled(client: string, now: number): Bucket {
    let bucket = this.#buckets.get(client);
    if (bucket) {
      this.#buckets.delete(client);
      const elapsed = Math.max(0, now - bucket.updatedAt);
      bucket.tokens = Math.min(this.perMinute, bucket.tokens + (elapsed * this.perMinute) / 60_000);
      bucket.updatedAt = now;
    } else {
      while (this.#buckets.size >= this.#maxClients) {
        const oldest = this.#buckets.keys().next();
        if (oldest.done) break;
        this.#buckets.delete(oldest.value);
      }
      bucket = { tokens: this.perMinute, updatedAt: now };
    }
    this.#buckets.set(client, bucket);
    return bucket;
  }
}
