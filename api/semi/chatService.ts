import { setTimeout as sleep } from 'node:timers/promises';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import { semiDecider } from '../../events/semi/decide.ts';
import { semiStream } from '../../events/semi/events.ts';
import type { EventStore } from '../../events/store/store.ts';
import { parseInput, UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { createSemi, type Semi } from '../../semi/answer.ts';
import type { SemiAnswer } from '../../semi/composition.ts';
import { createEncoderPool, EncoderBusyError, type EncoderPool } from '../../semi/encoderPool.ts';
import type { KnowledgeBase } from '../../semi/knowledgeBase.ts';
import { readCache, unitKeysOf } from '../../semi/semanticIndex.ts';
import { knowledgeEventTypes } from '../../events/knowledge/events.ts';
import { knowledgeBaseOf, readKnowledgePassages } from '../../events/knowledge/queries.ts';
import type { LogFollower } from '../../events/store/logFollower.ts';
import type { Database } from '../../prisma/database.ts';
import { chatRequestSchema } from './chatRequest.ts';
import { questionBudget, type QuestionBudget } from './questionBudget.ts';

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
  /** Milliseconds the encoder's worker has to answer before its questions get 503 and it is restarted (semi/encoderPool.ts). Default 30 s. */
  encoderTimeoutMs?: number;
}

/**
 * Answers questions. Only whether a question was answered is recorded, never the question nor the
 * conversation, under the caller's actor: the dashboard leaves out the administrator's own questions.
 * The sentence encoder runs in a worker thread behind a bounded queue (semi/encoderPool.ts).
 */
export class ChatService {
  #semi: Semi | undefined;
  /** Passage vectors by unit key, shared by each Semi this process builds as the knowledge changes. */
  #vectors: Map<string, Float32Array> | undefined;
  #rebuilding: Promise<void> | undefined;
  /** Who waits for the next reload attempt to end, whatever its outcome (the start). */
  readonly #afterAttempt: (() => void)[] = [];
  #stale = false;
  #closed = false;
  #stopFollowing: (() => void) | undefined;
  readonly encoderPool: EncoderPool;
  readonly #logger: Logger;
  readonly #perMinute: number;
  readonly #budget: QuestionBudget | undefined;

  constructor(
    private readonly store: EventStore,
    logger: Logger,
    options: ChatServiceOptions = { rateLimits: false },
  ) {
    this.encoderPool = createEncoderPool({ maxQueued: options.encoderQueue ?? 32, timeoutMs: options.encoderTimeoutMs });
    this.#logger = logger;
    this.#perMinute = options.perMinute ?? 30;
    this.#budget = options.rateLimits ? questionBudget(this.#perMinute) : undefined;
  }

  /** Semi over this knowledge (the markdown seed when none is given), its vectors from the shared map: only changed passages are embedded, in the worker. */
  #build(knowledge?: KnowledgeBase, onEncoderError?: (error: unknown) => void): Semi {
    this.#vectors ??= readCache();
    return createSemi({
      ...(knowledge ? { knowledge } : {}),
      encoder: this.encoderPool.encoder,
      vectors: this.#vectors,
      onError: (error) => {
        onEncoderError?.(error);
        this.#logger.warn({ err: error }, 'Semi answers by words alone: its sentence encoder did not load or was busy');
      },
    });
  }

  private get semi(): Semi {
    this.#semi ??= this.#build();
    return this.#semi;
  }

  /** The knowledge Semi answers from now (for tests and the admin's view). */
  knowledgeVersion = 0;

  /**
   * Answers from the knowledge projected from the log (knowledge_passages), and follows it: every
   * knowledge event this or another process appends reaches this one through the log follower, which
   * rebuilds Semi from the table. The new Semi replaces the old once its changed passages are embedded.
   */
  async followKnowledge(db: Database, live: LogFollower): Promise<void> {
    const types = new Set(knowledgeEventTypes);
    this.#stopFollowing = live.subscribe((events) => {
      if (events.some((event) => types.has(event.type))) this.#rebuild(db, false);
    });
    // Start waits for the first attempt only: a database failing now is retried beside serving, and Semi
    // answers from the markdown seed until a reload succeeds.
    await new Promise<void>((resolve) => {
      this.#afterAttempt.push(resolve);
      void this.#rebuild(db, true);
    });
  }

  #attempted(): void {
    for (const resolve of this.#afterAttempt.splice(0)) resolve();
  }

  /**
   * Rebuilds once, or once more after the running rebuild when knowledge changed meanwhile. A failed reload
   * (the database unreachable for a moment) is tried again, 1 s later and then up to every 30 s, until one
   * succeeds: the log follower has delivered the change already and will not deliver it again.
   */
  #rebuild(db: Database, atStart: boolean): Promise<void> {
    this.#stale = true;
    this.#rebuilding ??= (async () => {
      try {
        for (let failures = 0; this.#stale && !this.#closed; ) {
          this.#stale = false;
          try {
            const complete = await this.#reload(db, atStart && failures === 0);
            failures = 0;
            this.#attempted();
            if (!complete) {
              // Swapped in by words alone because the encoder's queue was full: built again once it may have room.
              this.#stale = true;
              await sleep(1000, undefined, { ref: false });
            }
          } catch (error) {
            failures += 1;
            const delayMs = Math.min(1000 * 2 ** (failures - 1), 30_000);
            this.#logger.warn({ err: error, retryInMs: delayMs }, "Semi's knowledge could not be reloaded; it answers from what it had until a reload succeeds");
            this.#attempted();
            this.#stale = true;
            await sleep(delayMs, undefined, { ref: false });
          }
        }
      } finally {
        this.#rebuilding = undefined;
        this.#attempted();
      }
    })();
    return this.#rebuilding;
  }

  /** Builds Semi over the projected knowledge and swaps it in; false when it answers by words alone for a full encoder queue. */
  async #reload(db: Database, atStart: boolean): Promise<boolean> {
    const rows = await readKnowledgePassages(db);
    // Nothing projected (a read-model rebuild between its swap and catch-up): keep the knowledge Semi has.
    // Every passage retired is knowledge too: Semi then knows nothing.
    if (!rows.length) return true;
    const knowledge = knowledgeBaseOf(rows);
    let busy = false;
    const build = () => {
      busy = false;
      return this.#build(knowledge, (error) => {
        if (error instanceof EncoderBusyError) busy = true;
      });
    };
    let semi = build();
    // At start nothing waits for the encoder; later the old Semi answers until the new one's vectors are in,
    // for about 3 s: then the new text is answered by words alone until its vectors can be made.
    if (!atStart) {
      for (let attempt = 0; !(await semi.ready) && attempt < 10; attempt++) {
        await sleep(300);
        semi = build();
      }
    }
    this.#semi = semi;
    this.knowledgeVersion++;
    const keep = unitKeysOf(knowledge.passages);
    const vectors = this.#vectors!;
    void semi.ready.then(() => {
      if (this.#semi !== semi) return;
      for (const key of vectors.keys()) if (!keep.has(key)) vectors.delete(key);
    });
    return atStart || !busy;
  }

  /** Resolves once a rebuild under way (if any) has swapped in its Semi. */
  async settled(): Promise<void> {
    while (this.#rebuilding) await this.#rebuilding;
  }

  /**
   * `input` is `{ question, history? }` as a client sent it; a bad one is a 400 naming each problem. Only a
   * question Semi answers spends the client's budget: bad input is refused before it, and a question the
   * busy encoder refuses gives it back.
   */
  async ask(input: unknown, metadata: EventMetadata, clientIp: string): Promise<ChatReply> {
    const { question, history } = parseInput(chatRequestSchema, input ?? {});
    if (this.#budget) {
      const decision = await this.#budget.take(clientIp);
      if (!decision.allowed) throw new ChatRateLimitedError(decision.retryAfterSeconds, this.#perMinute);
    }
    let answer: SemiAnswer;
    try {
      answer = await this.semi.answer(question, history ?? []);
    } catch (error) {
      if (!(error instanceof EncoderBusyError)) throw error;
      await this.#budget?.giveBack(clientIp);
      throw new ChatBusyError(error.retryAfterSeconds);
    }
    await handleCommand(this.store, semiStream, semiDecider, { type: 'RecordChatAnswer', kind: answer.kind }, { metadata });
    return { success: true, content: answer.content, sources: answer.sources, unknown: answer.kind === 'unknown', confidence: answer.confidence ?? null };
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#stopFollowing?.();
    return this.encoderPool.close();
  }
}
