/**
 * The sentence encoder off the event loop: a worker thread (encoderWorker.ts) embeds the texts, one at
 * a time, behind a bounded queue. When the queue is full a text is refused at once with
 * EncoderBusyError, which the chat answers with 503 and Retry-After: a burst of questions waits a
 * bounded time or is told to come back, and never holds the server. A worker that stops answering is
 * given up after a deadline (EncoderStalledError, a 503 too) and the next text starts a new one.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SentenceEncoder } from './semanticIndex.ts';
import type { EncodeReply, EncodeRequest } from './encoderWorker.ts';

/** The encoder's queue is full: the caller should answer 503 with Retry-After. */
export class EncoderBusyError extends Error {
  override name = 'EncoderBusyError';
  constructor(readonly retryAfterSeconds = 2) {
    super('Semi is busy answering other questions; please try again in a moment');
  }
}

/** The worker did not answer in time: its texts are refused (503 like a full queue) and it is stopped. */
export class EncoderStalledError extends EncoderBusyError {
  override name = 'EncoderStalledError';
  constructor() {
    super();
    this.message = "Semi's sentence encoder did not answer in time; please try again in a moment";
  }
}

export interface EncoderPoolOptions {
  /** Texts waiting or being embedded; one more is refused (EncoderBusyError). Default 32: about half a second of questions. */
  maxQueued?: number;
  /**
   * Milliseconds without a question after which the worker stops, giving back its memory (about 90 MB);
   * the next question starts it again (about a second). Default 10 minutes.
   */
  idleMs?: number;
  /**
   * Milliseconds the worker has to answer the oldest request it holds, counted from the later of its
   * sending and the worker's previous answer (a text waiting behind others is not held to account for
   * their time), plus `timeoutPerTextMs` for each of its texts beyond the first. On expiry every text the
   * worker holds is refused with EncoderStalledError and the worker is stopped. Default 30 s: it includes
   * the model's load in a new worker (about 2 s), while a question takes 10-100 ms on two busy cores.
   */
  timeoutMs?: number;
  /** Default 1 s: a text takes well under 100 ms; passages are sent one a request. */
  timeoutPerTextMs?: number;
  /** Starts a worker speaking encoderWorker.ts's protocol (tests give a fake). */
  startWorker?: () => Worker;
}

export interface EncoderPool {
  /** A SentenceEncoder for createSemi / createSemanticIndex that embeds in the worker. */
  encoder: SentenceEncoder;
  /** Texts waiting or being embedded now. */
  readonly queued: number;
  /** Whether the worker thread is running (it starts with the first text and stops when idle). */
  readonly running: boolean;
  close(): Promise<void>;
}

/**
 * The worker: encoderWorker.js beside this file when compiled; from the sources (tsx, vitest) a small
 * script that registers tsx's loader in the worker first, then imports encoderWorker.ts.
 */
function startEncoderWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./encoderWorker.js', import.meta.url));
  // The package's ESM entry (its exports give require the .cjs twin).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const worker = new URL('./encoderWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`, { eval: true });
}

export function createEncoderPool(options: EncoderPoolOptions = {}): EncoderPool {
  const maxQueued = options.maxQueued ?? 32;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const timeoutPerTextMs = options.timeoutPerTextMs ?? 1000;
  const startWorker = options.startWorker ?? startEncoderWorker;
  const pending = new Map<number, { worker: Worker; texts: number; resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  /** The deadline of the oldest request of the current worker. */
  let deadline: NodeJS.Timeout | undefined;

  /** Starts the clock for the oldest request `w` holds (the one it works on: it answers in order), if any. */
  function watch(w: Worker): void {
    clearTimeout(deadline);
    deadline = undefined;
    const oldest = [...pending.values()].find((waiting) => waiting.worker === w);
    if (!oldest) return;
    deadline = setTimeout(() => {
      failAll(w, new EncoderStalledError());
      void w.terminate();
    }, timeoutMs + (oldest.texts - 1) * timeoutPerTextMs);
    deadline.unref();
  }

  /** Refuses the texts sent to `w` only: after an idle stop or a stall, a new worker may already have others. */
  function failAll(w: Worker, error: Error): void {
    if (worker === w) {
      worker = undefined;
      clearTimeout(deadline);
      deadline = undefined;
    }
    for (const [id, waiting] of pending) {
      if (waiting.worker !== w) continue;
      pending.delete(id);
      waiting.reject(error);
    }
  }

  function stopWhenIdle(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size > 0 || !worker) return;
      const idle = worker;
      worker = undefined;
      void idle.terminate();
    }, idleMs);
    idleTimer.unref();
  }

  function started(): Worker {
    if (worker) return worker;
    const w = startWorker();
    w.unref();
    w.on('message', (reply: EncodeReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if (worker === w) watch(w);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.vectors.map((vector) => Array.from(vector)));
    });
    w.on('error', (error) => failAll(w, error));
    w.on('exit', (code) => failAll(w, new Error(`the sentence encoder's worker exited (${code})`)));
    worker = w;
    return w;
  }

  /** Texts being embedded: the same text asked again meanwhile (many visitors, one question) waits for the same vector. */
  const inFlight = new Map<string, Promise<number[]>>();

  function embed(text: string): Promise<number[]> {
    const already = inFlight.get(text);
    if (already) return already;
    const vector = send([text]).then(([only]) => only!);
    inFlight.set(text, vector);
    const forget = () => inFlight.delete(text);
    vector.then(forget, forget);
    return vector;
  }

  /** One request to the worker, one place in the queue, however many texts. */
  function send(texts: string[]): Promise<number[][]> {
    if (pending.size >= maxQueued) return Promise.reject(new EncoderBusyError());
    const id = nextId++;
    clearTimeout(idleTimer);
    return new Promise<number[][]>((resolve, reject) => {
      const w = started();
      // Only while texts wait does the worker keep the process alive.
      w.ref();
      const release = () => {
        if (pending.size > 0) return;
        w.unref();
        stopWhenIdle();
      };
      const request: EncodeRequest = { id, texts };
      w.postMessage(request);
      const idle = deadline === undefined;
      pending.set(id, {
        worker: w,
        texts: texts.length,
        resolve: (vectors) => {
          resolve(vectors);
          release();
        },
        reject: (error) => {
          reject(error);
          release();
        },
      });
      if (idle) watch(w);
    });
  }

  const model = { embed, embedAll: (texts: readonly string[]) => send([...texts]) };
  return {
    encoder: async () => model,
    get queued() {
      return pending.size;
    },
    get running() {
      return worker !== undefined;
    },
    async close() {
      clearTimeout(idleTimer);
      clearTimeout(deadline);
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
