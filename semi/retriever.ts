/**
 * Full-text retrieval over knowledge passages (MiniSearch, BM25, field boosts, prefix and typo
 * matching), with the question's words widened by their synonyms (synonyms.ts).
 *
 * Besides MiniSearch's score, every hit gets a `coverage` in [0, 1]: the
 * IDF-weighted share of the meaningful query terms that the passage actually
 * contains (exactly, by prefix, by a small typo or by a synonym). Terms the knowledge base
 * has never seen, nor any of their synonyms, weigh as much as its rarest terms, so a question such as
 * "What is the capital of France?" cannot be answered by a passage that only
 * happens to match a generic word.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch from 'minisearch';
import type { Passage } from './knowledgeBase.ts';
import { synonymTable } from './synonyms.ts';
import { analyze, processTerm, STOP_WORDS, tokenize, WEAK_WORDS } from './textAnalysis.ts';
import {
  ENTITY_WEIGHT_FLOOR,
  FIELD_BOOST,
  FUZZY,
  MATCH_EXACT,
  MATCH_FUZZY,
  MATCH_PREFIX,
  MATCH_SYNONYM,
  MAX_PREFIX_COMPLETION,
  NAMED_DOCUMENT_BOOST,
  OTHER_THING_FACTOR,
  OVERVIEW_BOOST,
  RELATIVE_SCORE_THRESHOLD,
  SYNONYM_BOOST,
  TOGETHER_NAMED_DOCUMENTS,
  WEAK_WEIGHT,
} from './tuning.ts';

export interface QueryTerm {
  term: string;
  /** Inverse document frequency over passages (of its synonyms when the word itself is unseen); unseen terms get the maximum. */
  weight: number;
  /** Synonyms searched for too (stemmed). */
  synonyms: readonly string[];
  /** Neither the word, a close spelling of it, nor any of its synonyms occurs in the knowledge base. */
  unseen: boolean;
}

export interface TermMatch {
  term: string;
  /** MATCH_EXACT, MATCH_PREFIX, MATCH_FUZZY (a typo) or MATCH_SYNONYM (tuning.ts). */
  level: number;
}

export interface Hit {
  passage: Passage;
  /** MiniSearch BM25 score (with field boosts). */
  score: number;
  /** IDF-weighted share of query terms the passage contains, 0..1. */
  coverage: number;
  /** score x coverage²: used for ranking (a passage answering all of the question beats a louder partial one). */
  rank: number;
  /** Query terms found in the passage. */
  matched: string[];
  matches: TermMatch[];
}

export interface SearchOutcome {
  terms: QueryTerm[];
  hits: Hit[];
}

export interface SearchOptions {
  limit?: number;
  /** Only passages of these documents. */
  documents?: ReadonlySet<string>;
}

export interface Retriever {
  search(query: string, options?: SearchOptions): SearchOutcome;
  /** The query's terms as `search` reads them: stemmed, stop-words and their typos dropped, unknown words corrected to known ones. */
  termsOf(query: string): string[];
  /** The words of the query that name a thing the knowledge base is about (see `entities`), as written. */
  entitiesOf(query: string): string[];
  /** The words of the query that some passage's heading uses ("memory capturers"), as written; names of things excluded. */
  topicsOf(query: string): string[];
  /** Documents whose keywords name the entity (a word `entitiesOf` returned). */
  documentsAbout(entity: string): ReadonlySet<string>;
  readonly size: number;
  /** How many corrections of unknown words are remembered now (at most `maxCorrections`). */
  readonly correctionsRemembered: number;
}

export interface RetrieverOptions {
  /** Hits scoring below this share of the best score are dropped. Default RELATIVE_SCORE_THRESHOLD (tuning.ts). */
  relativeThreshold?: number;
  /** Maximum number of distinct query terms considered. Default 32. */
  maxQueryTerms?: number;
  /**
   * Names of the things the knowledge base is about (product names, topics) and the documents about
   * each. They occur in many passages, so their IDF is low, yet a question naming
   * one must not be answered by a passage that ignores it.
   */
  entities?: ReadonlyMap<string, readonly string[]>;
  /** How many unknown words' corrections to remember (least recently used go first). Default 5,000. */
  maxCorrections?: number;
}

const allowPrefix = (term: string): boolean => term.length >= 4 && !/^\d+$/.test(term);
const fuzzyDistance = (term: string): number => (term.length >= 5 && !/\d/.test(term) ? Math.round(term.length * FUZZY) : 0);

/** Three reusable rows for the edit distance (terms are at most 40 characters). */
const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edit distance with adjacent transpositions (optimal string alignment), so
 * "emial" is one typo away from "email". Gives up (returns max + 1) once the
 * distance must exceed `max`. Allocation-free for words up to 63 characters.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length >= 64) return a === b ? 0 : max + 1;
  let prevPrev: Int32Array = ROWS[0];
  let prev: Int32Array = ROWS[1];
  let cur: Int32Array = ROWS[2];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prevPrev[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length]!;
}

export function createRetriever(passages: readonly Passage[], options: RetrieverOptions = {}): Retriever {
  const relativeThreshold = options.relativeThreshold ?? RELATIVE_SCORE_THRESHOLD;
  const maxQueryTerms = options.maxQueryTerms ?? 32;
  const synonyms = synonymTable();

  const byId = new Map<string, Passage>();
  const termSets = new Map<string, Set<string>>();
  const documentFrequency = new Map<string, number>();
  for (const p of passages) {
    byId.set(p.id, p);
    const terms = new Set(analyze(`${p.title} ${p.heading} ${p.questions} ${p.text} ${p.keywords}`));
    termSets.set(p.id, terms);
    for (const t of terms) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  }
  const headingTerms = new Set(passages.flatMap((p) => analyze(p.heading)));
  const n = passages.length;
  const idf = (term: string): number => Math.log((n + 1) / ((documentFrequency.get(term) ?? 0) + 0.5));
  // Unseen words weigh like the rarest known ones (a term found in one passage).
  const maxIdf = Math.log((n + 1) / 1.5);
  const entityDocuments = new Map<string, Set<string>>();
  for (const [name, documents] of options.entities ?? []) {
    for (const term of analyze(name)) {
      const set = entityDocuments.get(term) ?? new Set<string>();
      for (const d of documents) set.add(d);
      entityDocuments.set(term, set);
    }
  }
  const entityDocumentIds = new Set([...entityDocuments.values()].flatMap((documents) => [...documents]));
  const weightOf = (term: string): number => {
    if (WEAK_WORDS.has(term)) return maxIdf * WEAK_WEIGHT;
    let base = maxIdf;
    if (documentFrequency.has(term)) base = idf(term);
    else {
      const known = (synonyms.get(term) ?? []).filter((s) => documentFrequency.has(s));
      if (known.length > 0) base = known.reduce((sum, s) => sum + idf(s), 0) / known.length;
    }
    return entityDocuments.has(term) ? Math.max(base, maxIdf * ENTITY_WEIGHT_FLOOR) : base;
  };

  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'heading', 'questions', 'text', 'keywords'],
    storeFields: [],
    tokenize,
    processTerm: (term) => processTerm(term),
  });
  index.addAll([...passages]);

  function matchLevel(term: string, terms: Set<string>): number {
    if (terms.has(term)) return MATCH_EXACT;
    const prefix = allowPrefix(term);
    const maxDist = fuzzyDistance(term);
    let best = 0;
    for (const t of terms) {
      // "perspect" -> "perspectiv" is the same word; "stand" -> "standalon" is not.
      if (prefix && t.startsWith(term) && (t.length - term.length <= MAX_PREFIX_COMPLETION || term.length >= 7)) return MATCH_PREFIX;
      if (best === 0 && maxDist > 0 && boundedEditDistance(term, t, maxDist) <= maxDist) best = MATCH_FUZZY;
    }
    return best;
  }

  function termLevel(term: QueryTerm, terms: Set<string>): number {
    const own = matchLevel(term.term, terms);
    if (own >= MATCH_SYNONYM) return own;
    return term.synonyms.some((s) => terms.has(s)) ? MATCH_SYNONYM : own;
  }

  /** Long stop-words, to recognise their typos ("whta" for "what", "abuot" for "about"). */
  const longStopWords = [...STOP_WORDS].filter((w) => w.length >= 4);
  /** Only swapped neighbouring letters count: other one-letter changes often give real words ("life" / "like"). */
  const isSwap = (a: string, b: string): boolean => {
    if (a.length !== b.length || a === b) return false;
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    const [i, j] = diff;
    return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  };
  const isStopWordTypo = (token: string): boolean => token.length >= 4 && longStopWords.some((w) => isSwap(token, w));

  /** Query terms: like `analyze`, but unknown words that are typos of stop-words are dropped too. */
  /** Known words, most frequent first: the candidates a misspelt word is corrected to. */
  const vocabulary = [...documentFrequency.entries()].sort((a, b) => b[1] - a[1]).map(([term]) => term);
  // Bounded: every new unknown word a visitor types would otherwise stay in memory for good.
  const corrections = new LRUCache<string, string>({ max: options.maxCorrections ?? 5000 });
  /** The known word a word unknown to the knowledge base is a typo of ("pirvacy", "scuot"), or the word itself. */
  function corrected(term: string): string {
    if (documentFrequency.has(term) || synonyms.has(term) || WEAK_WORDS.has(term) || /\d/.test(term)) return term;
    const cached = corrections.get(term);
    if (cached !== undefined) return cached;
    const maxDistance = term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0;
    const match = vocabulary.find((known) => (maxDistance > 0 ? boundedEditDistance(term, known, maxDistance) <= maxDistance : term.length === 4 && isSwap(term, known)));
    const result = match ?? term;
    corrections.set(term, result);
    return result;
  }

  const isUnseen = (term: string): boolean =>
    !documentFrequency.has(term) && !WEAK_WORDS.has(term) && !/\d/.test(term) && !(synonyms.get(term) ?? []).some((s) => documentFrequency.has(s));

  function analyzeQuery(query: string): string[] {
    const out: string[] = [];
    for (const token of tokenize(query)) {
      const processed = processTerm(token);
      if (!processed) continue;
      if (!documentFrequency.has(processed) && isStopWordTypo(token)) continue;
      const term = corrected(processed);
      if (out.includes(term)) continue;
      out.push(term);
      if (out.length >= maxQueryTerms) break;
    }
    return out;
  }

  function search(query: string, { limit = 8, documents }: SearchOptions = {}): SearchOutcome {
    const analyzed = analyzeQuery(query);
    const terms: QueryTerm[] = analyzed.map((term) => ({ term, weight: weightOf(term), synonyms: synonyms.get(term) ?? [], unseen: isUnseen(term) }));
    if (terms.length === 0) return { terms, hits: [] };

    const own = new Set(analyzed);
    const namedDocuments = new Set(analyzed.flatMap((term) => [...(entityDocuments.get(term) ?? [])]));
    // A word's synonyms share one synonym's weight between them: a passage listing many of them
    // must not outscore the one that uses the visitor's own word.
    const synonymBoost = new Map<string, number>();
    for (const t of terms) {
      for (const s of t.synonyms) if (!own.has(s)) synonymBoost.set(s, Math.max(synonymBoost.get(s) ?? 0, SYNONYM_BOOST / t.synonyms.length));
    }
    const searched = [...own, ...synonymBoost.keys()];
    const results = index.search(searched.join(' '), {
      tokenize: (s) => s.split(' '),
      processTerm: (t) => t,
      boost: FIELD_BOOST,
      combineWith: 'OR',
      prefix: (term) => own.has(term) && allowPrefix(term),
      fuzzy: (term) => (own.has(term) && fuzzyDistance(term) > 0 ? FUZZY : false),
      boostTerm: (term) => (own.has(term) ? 1 : (synonymBoost.get(term) ?? 0)),
      // The first section of a document is its overview: prefer it on ties. A question naming a
      // thing prefers the documents about it ("is hash free?": Hash's passage over the price list)
      // to the documents about other things (Workshop's, which mentions every product).
      boostDocument: (id) => {
        const passage = byId.get(String(id));
        if (!passage) return 1;
        const overview = passage.order === 0 ? OVERVIEW_BOOST : 1;
        // A question naming three or more things asks about them together ("how do hash, semi and scout fit together?").
        if (namedDocuments.size === 0 || namedDocuments.size >= TOGETHER_NAMED_DOCUMENTS) return overview;
        if (namedDocuments.has(passage.docId)) return overview * NAMED_DOCUMENT_BOOST;
        return overview * (entityDocumentIds.has(passage.docId) ? OTHER_THING_FACTOR : 1);
      },
      ...(documents ? { filter: (result) => documents.has(byId.get(String(result.id))?.docId ?? '') } : {}),
    });
    const top = results[0]?.score ?? 0;
    if (top <= 0) return { terms, hits: [] };

    const totalWeight = terms.reduce((sum, t) => sum + t.weight, 0);
    const hits: Hit[] = [];
    for (const r of results) {
      if (r.score < top * relativeThreshold) break;
      const passage = byId.get(String(r.id));
      const passageTerms = termSets.get(String(r.id));
      if (!passage || !passageTerms) continue;
      let covered = 0;
      const matches: TermMatch[] = [];
      for (const t of terms) {
        const level = termLevel(t, passageTerms);
        if (level > 0) {
          covered += t.weight * level;
          matches.push({ term: t.term, level });
        }
      }
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      hits.push({ passage, score: r.score, coverage, rank: r.score * coverage * coverage, matched: matches.map((m) => m.term), matches });
      if (hits.length >= limit * 3) break;
    }
    hits.sort((a, b) => b.rank - a.rank || b.score - a.score);
    return { terms, hits: hits.slice(0, limit) };
  }

  return {
    search,
    termsOf: analyzeQuery,
    topicsOf: (query) =>
      [...new Set(tokenize(query).filter((token) => {
        const term = processTerm(token);
        return term !== null && headingTerms.has(term) && !entityDocuments.has(term) && !WEAK_WORDS.has(term);
      }))],
    entitiesOf: (query) => [...new Set(tokenize(query).filter((token) => entityDocuments.has(processTerm(token) ?? '')))],
    documentsAbout: (entity) => entityDocuments.get(processTerm(entity) ?? '') ?? new Set(),
    size: n,
    get correctionsRemembered() {
      return corrections.size;
    },
  };
}
