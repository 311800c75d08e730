import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { App } from '../app.ts';
import type { RequestContext } from '../context.ts';
import { metadataFor } from '../context.ts';
import type { EventMetadata } from '../../events/eventType.ts';
import { assetsStream, ImageGenerated } from '../../events/types/assets.ts';
import { UserError } from '../errors.ts';
import { shared, writeFileAtomic } from '../assets/files.ts';
import { renderPng, type GenerationInput } from '../assets/generator.ts';
import { finalPromptFor, generationRequestSchema, parametersHash } from './parameters.ts';
import { TokenBucketLimiter } from './rateLimiter.ts';

export const generatedFileNamePattern = /^[a-f0-9]{32}\.png$/;
export const generatedDirectory = (app: App) => resolve(app.config.DATA_DIR, 'images', 'generated');
export const generatedImageUrl = (hash: string) => `/images/generated/${hash}.png`;

/** The spec's generated-image result (SPEC section 3), with aspectRatio among the parameters. */
export interface GeneratedImageResult {
  success: true;
  imageUrl: string;
  metadata: { generatedAt: string; prompt: string; finalPrompt: string; parameters: GenerationInput };
}

export class RateLimitedError extends UserError {
  constructor(readonly retryAfterSeconds: number, perMinute: number) {
    super(429, `you can generate up to ${perMinute} images a minute; please wait ${retryAfterSeconds} s and try again`);
  }
}

export interface GenerationServiceOptions {
  /** Requests per client IP per minute (default 20). */
  perMinute?: number;
  /** Long side of generated images (default 1600). */
  longSide?: number;
  now?: () => number;
}

/** Live generation for the image demo: validated, cached by parameter hash, rate-limited per IP. */
export class GenerationService {
  readonly #limiter: TokenBucketLimiter;
  readonly #longSide: number;

  constructor(private readonly app: App, options: GenerationServiceOptions = {}) {
    this.#limiter = new TokenBucketLimiter({ perMinute: options.perMinute, now: options.now });
    this.#longSide = options.longSide ?? 1600;
  }

  async generate(input: unknown, ctx: RequestContext): Promise<GeneratedImageResult> {
    if (this.app.config.RATE_LIMITS) {
      const decision = this.#limiter.take(ctx.ip);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, this.#limiter.perMinute);
    }
    const parsed = generationRequestSchema.safeParse(input ?? {});
    if (!parsed.success) throw UserError.fromZod(parsed.error);
    return this.render(parsed.data, metadataFor(ctx));
  }

  /** Renders (or reuses) the image of already normalised parameters; no rate limit. */
  async render(parameters: GenerationInput, metadata: EventMetadata): Promise<GeneratedImageResult> {
    const hash = parametersHash(parameters);
    const generatedAt = await shared(`generate:${this.app.config.DATA_DIR}:${hash}`, () => this.#renderOnce(hash, parameters, metadata));
    return {
      success: true,
      imageUrl: generatedImageUrl(hash),
      metadata: { generatedAt, prompt: parameters.prompt, finalPrompt: finalPromptFor(parameters), parameters: { ...parameters } },
    };
  }

  /** Returns when the image was generated; renders and records it only when no file exists yet. */
  async #renderOnce(hash: string, parameters: GenerationInput, metadata: EventMetadata): Promise<string> {
    const path = join(generatedDirectory(this.app), `${hash}.png`);
    const existing = await stat(path).catch(() => undefined);
    if (existing?.isFile() && existing.size > 0) return existing.mtime.toISOString();
    await writeFileAtomic(path, await renderPng(parameters, this.#longSide));
    await this.app.store.append(assetsStream, [ImageGenerated({ parametersHash: hash, perspective: parameters.perspective })], { metadata });
    // the file's time, so that later answers from the cache report the same moment
    return (await stat(path)).mtime.toISOString();
  }
}

const services = new WeakMap<App, GenerationService>();

/** One service per app, so REST and GraphQL share the rate limit. */
export function generationServiceFor(app: App): GenerationService {
  let service = services.get(app);
  if (!service) services.set(app, (service = new GenerationService(app)));
  return service;
}
