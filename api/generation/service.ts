import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { assetsDecider } from '../../events/assets/decide.ts';
import { assetsStream } from '../../events/assets/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Config } from '../config.ts';
import type { DirectoryBudget } from '../assets/directoryBudget.ts';
import { parseInput, UserError } from '../errors.ts';
import { shared, writeFileAtomic } from '../assets/files.ts';
import { renderPng, type GenerationInput } from '../../generator/index.ts';
import { generatedDirectory, generatedFileName, generatedImageUrl } from './generatedFiles.ts';
import { finalPromptFor, generationRequestSchema, parametersHash } from './parameters.ts';
import { perMinuteBudget, type BudgetGate } from '../http/perMinuteBudget.ts';
import { RenderSlots } from './renderSlots.ts';

/** One render per core of this project's 2-core machines; the queue holds a few seconds of renders. */
const RENDER_CONCURRENCY = 2;
const RENDER_QUEUE_LIMIT = 16;

/** What the image demo shows for a generated image: its URL, and the prompts and parameters it was rendered from. */
export interface GeneratedImageResult {
  success: true;
  imageUrl: string;
  metadata: { generatedAt: string; prompt: string; finalPrompt: string; parameters: GenerationInput };
}

export class RateLimitedError extends UserError {
  constructor(retryAfterSeconds: number, perMinute: number) {
    super(429, `you can generate up to ${perMinute} images a minute; please wait ${retryAfterSeconds} s and try again`, [], retryAfterSeconds);
  }
}

export interface GenerationServiceOptions {
  /** Requests per client per minute (default 20). */
  perMinute?: number;
  /** Long side of generated images (default 1600). */
  longSide?: number;
}

/**
 * Live generation for the image demo: validated, cached by parameter hash, rate-limited per IP,
 * with a cap on renders at once and the generated files kept under their byte budget.
 */
export class GenerationService {
  /** Shared by REST and GraphQL (one service per app); cache hits never take a slot. */
  readonly renderSlots = new RenderSlots({ concurrency: RENDER_CONCURRENCY, queueLimit: RENDER_QUEUE_LIMIT });
  readonly #perMinute: number;
  readonly #takeGeneration: BudgetGate;
  readonly #longSide: number;

  constructor(
    private readonly config: Config,
    private readonly store: EventStore,
    /** The generated files' byte budget, which the file route also reports use to. */
    readonly budget: DirectoryBudget,
    options: GenerationServiceOptions = {},
  ) {
    this.#perMinute = options.perMinute ?? 20;
    this.#takeGeneration = perMinuteBudget(this.#perMinute);
    this.#longSide = options.longSide ?? 1600;
  }

  /** Rate-limited per client address; refused parameters are not counted. */
  async generate(input: unknown, clientIp: string, metadata: EventMetadata): Promise<GeneratedImageResult> {
    const parameters = parseInput(generationRequestSchema, input ?? {});
    if (this.config.RATE_LIMITS) {
      const decision = await this.#takeGeneration(clientIp, 1);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, this.#perMinute);
    }
    return this.render(parameters, metadata);
  }

  /** Renders (or reuses) the image of already normalised parameters; no rate limit. */
  async render(parameters: GenerationInput, metadata: EventMetadata): Promise<GeneratedImageResult> {
    const hash = parametersHash(parameters);
    const generatedAt = await shared(`generate:${this.config.DATA_DIR}:${hash}`, () => this.#renderOnce(hash, parameters, metadata));
    return {
      success: true,
      imageUrl: generatedImageUrl(hash),
      metadata: { generatedAt, prompt: parameters.prompt, finalPrompt: finalPromptFor(parameters), parameters: { ...parameters } },
    };
  }

  /**
   * Returns the file's time, so that later answers from the cache report the same moment; renders
   * and records the image only when no file exists (never rendered, or evicted since).
   */
  async #renderOnce(hash: string, parameters: GenerationInput, metadata: EventMetadata): Promise<string> {
    const name = generatedFileName(hash);
    const path = join(generatedDirectory(this.config), name);
    const budget = this.budget;
    const existing = await stat(path).catch(() => undefined);
    if (existing?.isFile() && existing.size > 0) {
      await budget.used(name, existing.size);
      return existing.mtime.toISOString();
    }
    const png = await this.renderSlots.run(() => renderPng(parameters, this.#longSide));
    await writeFileAtomic(path, png);
    const written = await stat(path);
    await budget.added(name, png.length);
    await handleCommand(this.store, assetsStream, assetsDecider, { type: 'RecordImageGenerated', parametersHash: hash, perspective: parameters.perspective }, { metadata });
    return written.mtime.toISOString();
  }
}
