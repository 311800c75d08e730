import { z } from 'zod';
import { QueueFullError } from './mediaErrors.ts';

export const processingQueueSchema = z.object({
  /** Images processed at once. 1 here: each takes about a core (sharpSettings.ts) and the machine has two. */
  concurrency: z.number().int().min(1).default(1),
  /** Images waiting their turn; one more is refused with QueueFullError. */
  maxWaiting: z.number().int().min(0).default(24),
  /** Bytes of the uploads waiting, held in memory until their turn; past it the next is refused too. */
  maxWaitingBytes: z.number().int().min(0).default(256 * 1024 * 1024),
  /** What one image is expected to take before any has finished, for Retry-After. */
  expectedSeconds: z.number().positive().default(3),
});

export type ProcessingQueueOptions = z.infer<typeof processingQueueSchema>;

interface Waiting {
  start: () => void;
  bytes: number;
}

/**
 * A bound on image processing: `concurrency` tasks run, up to `maxWaiting` (and `maxWaitingBytes`) wait
 * first come first served, and one more is refused at once with a QueueFullError carrying how long the
 * queue ahead of it should take, so the HTTP layer answers 503 with Retry-After instead of queuing
 * without end.
 */
export class ProcessingQueue {
  readonly options: ProcessingQueueOptions;
  #running = 0;
  #waitingBytes = 0;
  readonly #waiting: Waiting[] = [];
  #averageSeconds: number;

  constructor(options: Partial<ProcessingQueueOptions> = {}) {
    this.options = processingQueueSchema.parse(options);
    this.#averageSeconds = this.options.expectedSeconds;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Seconds until a task queued now would probably start: the work ahead of it, shared by the slots. */
  retryAfterSeconds(): number {
    const ahead = this.#running + this.#waiting.length;
    return Math.min(600, Math.max(1, Math.ceil((this.#averageSeconds * ahead) / this.options.concurrency)));
  }

  /** Runs the task when a slot is free. `bytes`: what the task holds in memory while it waits (its upload). */
  async run<T>(task: () => Promise<T>, bytes = 0): Promise<T> {
    if (this.#running < this.options.concurrency) this.#running += 1;
    else if (this.#waiting.length < this.options.maxWaiting && this.#fitsWaitingBytes(bytes)) {
      this.#waitingBytes += bytes;
      await new Promise<void>((start) => this.#waiting.push({ start, bytes }));
    } else throw new QueueFullError(this.retryAfterSeconds());
    const started = performance.now();
    try {
      return await task();
    } finally {
      // A moving average, so Retry-After follows what images take on this machine now.
      this.#averageSeconds = 0.8 * this.#averageSeconds + 0.2 * ((performance.now() - started) / 1000);
      this.#release();
    }
  }

  // An upload larger than the whole byte budget may still wait alone, or it could never be taken.
  #fitsWaitingBytes(bytes: number): boolean {
    return this.#waiting.length === 0 || this.#waitingBytes + bytes <= this.options.maxWaitingBytes;
  }

  #release() {
    const next = this.#waiting.shift();
    if (!next) {
      this.#running -= 1;
      return;
    }
    this.#waitingBytes -= next.bytes;
    // The slot passes straight to the next in line, so the running count stays the same.
    next.start();
  }
}
