import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import { semiDecider } from '../../events/semi/decide.ts';
import { semiStream } from '../../events/semi/events.ts';
import type { EventStore } from '../../events/store/store.ts';
import { parseInput, UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { perMinuteBudget, type BudgetGate } from '../http/perMinuteBudget.ts';
import { createSemi, type Semi } from '../../semi/answer.ts';
import type { SemiAnswer } from '../../semi/composition.ts';
import { createEncoderPool, EncoderBusyError, type EncoderPool } from '../../semi/encoderPool.ts';
import { chatRequestSchema } from './chatRequest.ts';

/** Semi's reply as REST and GraphQL give it. */
export interface ChatReply {
  success: true;
  content: string;
  sources: SemiAnswer['sources'];
  /** Semi does not know (the honest fallback): a client may offer to ask the team instead. */
  unknown: boolean;
  /** For a knowledge answer, the confidence model's probability that it is right; null for fixed replies. */
  confidence: number | null;
}

/** Too many questions from one client: 429 with Retry-After. */
export class ChatRateLimitedError extends UserError {
  constructor(retryAfterSeconds: number, perMinute: number) {
    super(429, `you can ask Semi up to ${perMinute} questions a minute; please wait ${retryAfterSeconds} s and try again`, [], retryAfterSeconds);
  }
}

/** The sentence encoder's queue is full: 503 with Retry-After. */
export class ChatBusyError extends UserError {
  constructor(retryAfterSeconds: number) {
    super(503, 'Semi is busy answering other questions; please try again in a moment', [], retryAfterSeconds);
  }
}

export interface ChatServiceOptions {
  /** Whether each client's questions are limited (the configuration's RATE_LIMITS). */
  rateLimits: boolean;
  /** Questions per client per minute, a budget of the chat's own beside the write budget. Default 30. */
  perMinute?: number;
  /** Questions waiting for the sentence encoder before one more is refused with 503. Default 32. */
  encoderQueue?: number;
}

/**
 * Answers questions. Only whether a question was answered is recorded, never the question nor the
 * conversation, under the caller's actor: the dashboard leaves out the administrator's own questions.
 * The sentence encoder runs in a worker thread behind a bounded queue (semi/encoderPool.ts).
 */
export class ChatService {
  private readonly semi: Semi;
  readonly encoderPool: EncoderPool;
  readonly #perMinute: number;
  readonly #takeQuestion: BudgetGate | undefined;

  constructor(
    private readonly store: EventStore,
    logger: Logger,
    options: ChatServiceOptions = { rateLimits: false },
  ) {
    this.encoderPool = createEncoderPool({ maxQueued: options.encoderQueue ?? 32 });
    this.semi = createSemi({
      encoder: this.encoderPool.encoder,
      onError: (error) => logger.warn({ err: error }, 'Semi answers by words alone: its sentence encoder did not load'),
    });
    this.#perMinute = options.perMinute ?? 30;
    this.#takeQuestion = options.rateLimits ? perMinuteBudget(this.#perMinute) : undefined;
  }

  /** `input` is `{ question, history? }` as a client sent it; a bad one is a 400 naming each problem. */
  async ask(input: unknown, metadata: EventMetadata, clientIp: string): Promise<ChatReply> {
    if (this.#takeQuestion) {
      const decision = await this.#takeQuestion(clientIp, 1);
      if (!decision.allowed) throw new ChatRateLimitedError(decision.retryAfterSeconds, this.#perMinute);
    }
    const { question, history } = parseInput(chatRequestSchema, input ?? {});
    let answer: SemiAnswer;
    try {
      answer = await this.semi.answer(question, history ?? []);
    } catch (error) {
      if (error instanceof EncoderBusyError) throw new ChatBusyError(error.retryAfterSeconds);
      throw error;
    }
    await handleCommand(this.store, semiStream, semiDecider, { type: 'RecordChatAnswer', kind: answer.kind }, { metadata });
    return { success: true, content: answer.content, sources: answer.sources, unknown: answer.kind === 'unknown', confidence: answer.confidence ?? null };
  }

  close(): Promise<void> {
    return this.encoderPool.close();
  }
}
