import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createEncoderPool, EncoderBusyError } from './encoderPool.ts';

const fakeWorker = new URL('../tests/semi/fixtures/fakeEncoderWorker.mjs', import.meta.url);

/**
 * A pool whose workers are the fake: the first `hanging` of them never answer. Deadlines of more than a
 * second: a worker thread's start counts towards the first one, and it is slow while a test run loads the cores.
 */
function poolOfFakes(options: { timeoutMs: number; hanging: number; delayMs?: number }) {
  let started = 0;
  const pool = createEncoderPool({
    timeoutMs: options.timeoutMs,
    startWorker: () => new Worker(fakeWorker, { workerData: { hang: started++ < options.hanging, delayMs: options.delayMs ?? 0 } }),
  });
  return { pool, started: () => started };
}

describe('the encoder pool', () => {
  it('gives up on a worker that stops answering after the deadline, and answers the next text from a fresh one', async () => {
    const { pool, started } = poolOfFakes({ timeoutMs: 1500, hanging: 1 });
    try {
      const model = await pool.encoder();
      const since = performance.now();
      const waiting = [model.embed('what is hash?'), model.embedAll(['is it free?', 'is hash free?'])];
      for (const request of waiting) await expect(request).rejects.toBeInstanceOf(EncoderBusyError);
      expect(performance.now() - since).toBeGreaterThanOrEqual(1490);
      expect(pool.queued).toBe(0);
      expect(pool.running).toBe(false);

      await expect(model.embed('what is scout?')).resolves.toEqual(['what is scout?'.length]);
      expect(started()).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('keeps a slow worker that goes on answering: the deadline runs from its last answer, not from when a text joined the queue', async () => {
    const { pool, started } = poolOfFakes({ timeoutMs: 1500, hanging: 0, delayMs: 600 });
    try {
      const model = await pool.encoder();
      // Started first: under a loaded test run a thread's start alone may take hundreds of milliseconds.
      await model.embed('warm');
      const texts = ['one', 'three', 'seven', 'twelve'];
      // Four answers 600 ms apart: the last comes about 2.4 s after it was sent, well past the deadline.
      await expect(Promise.all(texts.map((text) => model.embed(text)))).resolves.toEqual(texts.map((text) => [text.length]));
      expect(started()).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
