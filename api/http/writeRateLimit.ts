/**
 * Per-IP limit on writes (REST non-GET calls and GraphQL mutations share one budget):
 * a fixed one-minute window per IP, bounded in memory.
 */
export class WriteRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxTrackedIps = 50_000,
  ) {}

  /** Counts one write; returns the seconds to wait when the IP is over its budget. */
  take(ip: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(ip);
    if (!window || now - window.startedAt >= 60_000) {
      window = { startedAt: now, count: 0 };
      this.windows.delete(ip);
      if (this.windows.size >= this.maxTrackedIps) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(ip, window);
    }
    if (window.count >= this.perMinute) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000)) };
    }
    window.count += 1;
    return { allowed: true };
  }
}
