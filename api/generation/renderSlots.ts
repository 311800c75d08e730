import { UserError } from '../errors.ts';

export class GeneratorBusyError extends UserError {
  constructor() {
    super(503, 'the image generator is busy; please try again in a few seconds', [], 5);
  }
}

export interface RenderSlotsOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused with GeneratorBusyError. */
  queueLimit: number;
}

/** A cap on renders running at once, with a bounded first-come first-served queue behind it. */
export class RenderSlots {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly options: RenderSlotsOptions) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.#running < this.options.concurrency) this.#running += 1;
    else if (this.#waiting.length < this.options.queueLimit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else throw new GeneratorBusyError();
    try {
      return await render();
    } finally {
      this.#release();
    }
  }

  #release() {
    const next = this.#waiting.shift();
    // the slot passes straight to the next in line, so the running count stays the same
    if (next) next();
    else this.#running -= 1;
  }
}
