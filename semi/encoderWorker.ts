/**
 * The sentence encoder in a worker thread (encoderPool.ts starts it): embedding a question takes 5-100 ms
 * of CPU, which would otherwise hold the server's event loop.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadSentenceEncoder } from './encoderModel.ts';
import { ENCODER_NICENESS } from './tuning.ts';

export interface EncodeRequest {
  id: number;
  /** Embedded in one batch: four texts take about twice the time of one. */
  texts: string[];
}
export type EncodeReply = { id: number; vectors: Float32Array[] } | { id: number; error: string };

/**
 * The encoder yields the cores to the event loop, which answers every other request: on Linux a
 * thread's niceness is its own, set through its thread id (/proc/thread-self names it). Elsewhere,
 * or where /proc is not mounted, the encoder keeps the process's priority.
 */
function lowerThisThreadsPriority(): void {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, ENCODER_NICENESS);
}

const port = parentPort;
if (!port) throw new Error('encoderWorker.ts runs as a worker thread (encoderPool.ts)');
lowerThisThreadsPriority();
const model = loadSentenceEncoder();
port.on('message', (request: EncodeRequest) => {
  void (async () => {
    try {
      const vectors = (await (await model).embed(request.texts)).map((vector) => Float32Array.from(vector));
      port.postMessage({ id: request.id, vectors } satisfies EncodeReply, vectors.map((vector) => vector.buffer));
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies EncodeReply);
    }
  })();
});
