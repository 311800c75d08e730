export interface GroupCommitLimits {
  /** Most events in one batch (a unit larger than this is written alone). */
  maxEvents: number;
  /** Most bytes of event data and metadata in one batch. */
  maxBytes: number;
  /**
   * Batches in flight at once. 1 on PGlite, whose one backend runs everything in turn; more on
   * PostgreSQL, where waiting units are shared out among the free lanes and written on as many connections.
   */
  lanes: number;
}

export const defaultGroupCommitLimits: GroupCommitLimits = { maxEvents: 256, maxBytes: 1 << 20, lanes: 1 };

/** A unit's outcome in its batch: its own result or its own error. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<U, R> {
  unit: U;
  events: number;
  bytes: number;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/** One batch after its write returned (or failed): for metrics. */
export interface WrittenBatch {
  /** Appends (units) it carried. */
  units: number;
  events: number;
  seconds: number;
}

export type BatchObserver = (batch: WrittenBatch) => void;

export interface BatchSizes {
  batches: number;
  events: number;
  /** How many batches carried n events, by n. */
  histogram: Record<number, number>;
}

/**
 * Group commit: units that arrive while a batch is being written wait and are written together as the
 * next batch, up to the limits. Nothing resolves before its batch's write returns; each unit gets its
 * own outcome from the writer.
 */
export class GroupCommit<U, R> {
  private queue: Waiting<U, R>[] = [];
  private writing = 0;
  private scheduled = false;
  private readonly sizes: BatchSizes = { batches: 0, events: 0, histogram: {} };
  private readonly observers = new Set<BatchObserver>();

  constructor(
    private readonly write: (units: U[]) => Promise<Outcome<R>[]>,
    private readonly limits: GroupCommitLimits = defaultGroupCommitLimits,
  ) {}

  submit(unit: U, size: { events: number; bytes: number }): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ unit, ...size, resolve, reject });
      this.schedule();
    });
  }

  /** Batch sizes so far (for the benchmark's report). */
  get batchSizes(): BatchSizes {
    return { ...this.sizes, histogram: { ...this.sizes.histogram } };
  }

  /** Calls observer after each batch's write; returns a function that stops it. */
  observeBatches(observer: BatchObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  // Waits one turn of the event loop, so that units sent in the same turn share a batch.
  private schedule() {
    if (this.scheduled || this.writing >= this.limits.lanes || !this.queue.length) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const share = Math.ceil(this.queue.length / (this.limits.lanes - this.writing));
      while (this.writing < this.limits.lanes && this.queue.length) void this.writeNext(share);
    });
  }

  private take(most: number): { batch: Waiting<U, R>[]; events: number } {
    let events = 0;
    let bytes = 0;
    let count = 0;
    for (const waiting of this.queue) {
      if (count === most) break;
      if (count > 0 && (events + waiting.events > this.limits.maxEvents || bytes + waiting.bytes > this.limits.maxBytes)) break;
      events += waiting.events;
      bytes += waiting.bytes;
      count += 1;
    }
    this.sizes.batches += 1;
    this.sizes.events += events;
    this.sizes.histogram[events] = (this.sizes.histogram[events] ?? 0) + 1;
    return { batch: this.queue.splice(0, count), events };
  }

  private async writeNext(most: number): Promise<void> {
    const { batch, events } = this.take(most);
    const started = performance.now();
    this.writing += 1;
    try {
      const outcomes = await this.write(batch.map((waiting) => waiting.unit));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.writing -= 1;
      this.schedule();
      this.report({ units: batch.length, events, seconds: (performance.now() - started) / 1000 });
    }
  }

  private report(batch: WrittenBatch) {
    for (const observe of this.observers) {
      try {
        observe(batch);
      } catch {
        // Metrics must never stop the writes.
      }
    }
  }
}
