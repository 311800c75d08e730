/**
 * The sentence encoder off the event loop: a worker thread (encoderWorker.ts) embeds the texts, one at
 * a time, behind a bounded queue. When the queue is full a text is refused at once with
 * EncoderBusyError, which the chat answers with 503 and Retry-After: a burst of questions waits a
 * bounded time or is told to come back, and never holds the server.
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

export interface EncoderPoolOptions {
  /** Texts waiting or being embedded; one more is refused (EncoderBusyError). Default 32: about half a second of questions. */
  maxQueued?: number;
  /**
   * Milliseconds without a question after which the worker stops, giving back its memory (about 90 MB);
   * the next question starts it again (about a second). Default 10 minutes.
   */
  idleMs?: number;
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
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./encoderWorker.js', import.meta.url));
  // The package's ESM entry (its exports give require the .cjs twin).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const worker = new URL('./encoderWorker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(worker)}); });`, { eval: true });
}

export function createEncoderPool(options: EncoderPoolOptions = {}): EncoderPool {
  const maxQueued = options.maxQueued ?? 32;
  const idleMs = options.idleMs ?? 10 * 60_000;
  const pending = new Map<number, { worker: Worker; resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

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
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.vectors.map((vector) => Array.from(vector)));
    });
    // Only the texts sent to this worker: after an idle stop, a new worker may already have others.
    const failAll = (error: Error) => {
      for (const [id, waiting] of pending) {
        if (waiting.worker !== w) continue;
        pending.delete(id);
        waiting.reject(error);
      }
      if (worker === w) worker = undefined;
    };
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`the sentence encoder's worker exited (${code})`)));
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
      pending.set(id, {
        worker: w,
        resolve: (vectors) => {
          resolve(vectors);
          release();
        },
        reject: (error) => {
          reject(error);
          release();
        },
      });
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
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
