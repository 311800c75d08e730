/** Writes semi/passageEmbeddings.json: the sentence-encoder vectors of every knowledge-base passage and question. */
import { loadKnowledgeBase } from '../semi/knowledgeBase.ts';
import { EMBEDDINGS_FILE, writeEmbeddingsFile } from '../semi/semanticIndex.ts';

const started = Date.now();
const units = await writeEmbeddingsFile(loadKnowledgeBase().passages);
console.log(`wrote ${units} vectors to ${EMBEDDINGS_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
