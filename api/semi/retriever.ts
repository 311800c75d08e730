/**
 * Full-text retrieval over knowledge passages (MiniSearch, BM25).
 *
 * Besides MiniSearch's score, every hit gets a `coverage` in [0, 1]: the
 * IDF-weighted share of the meaningful query terms that the passage actually
 * contains (exactly, by prefix or by a small typo). Terms the knowledge base
 * has never seen weigh as much as its rarest terms, so a question such as
 * "What is the capital of France?" cannot be answered by a passage that only
 * happens to match a generic word.
 */
import MiniSearch from 'minisearch';
import type { Passage } from './knowledgeBase.ts';

/** Words that carry no topic: question words, pronouns, fillers. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above actually after again against all almost also am an and any anybody anyone anything are aren arent as at
  be because been before being below between both but by can cannot cant could couldnt
  did didnt do does doesnt doing done dont down during each either else even ever every exactly
  few for from further get gets getting give go goes going gonna got had has hasnt have havent having he her here hers herself him himself his how however
  i id if ill im in into is isnt it its itself ive just kind kinda know let lets like lol maybe me mean means might more most much must my myself
  need needs no nor not now of off oh ok okay on once only or other otherwise our ours ourselves out over own
  perhaps please pls plz probably quite rather really right said say says she should shouldnt so some someone something sort still such sure
  tell than that thats the their theirs them themselves then there theres these they thing things think this those though through thx to too
  u ur under until up upon us very wanna want wants was wasnt way we well were werent what whats when where whereas whether which while who whom whos whose why will with
  within without wonder wondering would wouldnt yeah yes yet you youd youll your youre yours yourself yourselves ve re ll
  explain describe details detail info information anyone guys hello hi hey giving gives gave given`
    .split(/\s+/)
    .filter(Boolean),
);

/** Spelling variants folded onto one form before stemming. */
const VARIANTS: Record<string, string> = {
  colour: 'color',
  colours: 'color',
  licence: 'license',
  licences: 'license',
  favourite: 'favorite',
  catalogue: 'catalog',
  programme: 'program',
  judgement: 'judgment',
  emails: 'email',
};

/** Words whose trailing `s` is not a plural. */
const KEEP_S = new Set(['bias', 'news', 'series', 'species', 'always', 'perhaps', 'analysis', 'canvas', 'alias', 'gas', 'plus', 'bonus', 'status', 'focus', 'campus', 'virus', 'various', 'previous', 'famous', 'curious', 'serious', 'ms', 'has', 'was', 'does', 'its']);

/** Light English suffix stripping; only needs to be consistent between index and query. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  w = w.replace(/iz(e|ed|es|ing|ation|ations)$/, 'is$1');
  if (!KEEP_S.has(w)) {
    if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith('sses')) w = w.slice(0, -2);
    else if (w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) w = w.slice(0, -1);
  }
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ally') && w.length > 6) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-km-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** Lower-cases, folds accents and apostrophes, splits into word tokens. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** Maps one token to its index term, or null for stop-words and noise. */
export function processTerm(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  if (token.length < 2 && !/\d/.test(token)) return null;
  if (token.length > 40) return null;
  return stem(VARIANTS[token] ?? token);
}

/** Meaningful, de-duplicated terms of a text (in order of appearance). */
export function analyze(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const token of tokenize(text)) {
    const term = processTerm(token);
    if (term && !seen.has(term)) {
      seen.add(term);
      out.push(term);
    }
  }
  return out;
}

export interface QueryTerm {
  term: string;
  /** Inverse document frequency over passages; unseen terms get the maximum. */
  weight: number;
}

export interface TermMatch {
  term: string;
  /** 1 exact, 0.9 prefix, 0.8 typo. */
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

export interface Retriever {
  search(query: string, limit?: number): SearchOutcome;
  readonly size: number;
}

export interface RetrieverOptions {
  /** Hits scoring below this share of the best score are dropped. Default 0.3. */
  relativeThreshold?: number;
  /** Maximum number of distinct query terms considered. Default 32. */
  maxQueryTerms?: number;
  /**
   * Names of the things the knowledge base is about (product names, topics).
   * They occur in many passages, so their IDF is low, yet a question naming
   * one must not be answered by a passage that ignores it.
   */
  entityTerms?: readonly string[];
}

const FIELD_BOOST = { title: 3, heading: 2, keywords: 1.5, text: 1 };
const FUZZY = 0.2;
const MATCH_EXACT = 1;
const MATCH_PREFIX = 0.9;
const MATCH_FUZZY = 0.8;
/** A prefix counts towards coverage only when it completes with at most this many letters. */
const MAX_PREFIX_COMPLETION = 3;
/** Names of things (document keywords such as product names) weigh at least this share of the maximum IDF. */
const ENTITY_WEIGHT_FLOOR = 0.75;

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
  const relativeThreshold = options.relativeThreshold ?? 0.3;
  const maxQueryTerms = options.maxQueryTerms ?? 32;

  const byId = new Map<string, Passage>();
  const termSets = new Map<string, Set<string>>();
  const documentFrequency = new Map<string, number>();
  for (const p of passages) {
    byId.set(p.id, p);
    const terms = new Set(analyze(`${p.title} ${p.heading} ${p.text} ${p.keywords}`));
    termSets.set(p.id, terms);
    for (const t of terms) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
  }
  const n = passages.length;
  const idf = (term: string): number => Math.log((n + 1) / ((documentFrequency.get(term) ?? 0) + 0.5));
  // Unseen words weigh like the rarest known ones (a term found in one passage).
  const maxIdf = Math.log((n + 1) / 1.5);
  const entities = new Set((options.entityTerms ?? []).flatMap((t) => analyze(t)));
  const weightOf = (term: string): number => {
    const base = documentFrequency.has(term) ? idf(term) : maxIdf;
    return entities.has(term) ? Math.max(base, maxIdf * ENTITY_WEIGHT_FLOOR) : base;
  };

  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'heading', 'text', 'keywords'],
    storeFields: [],
    tokenize,
    processTerm: (term) => processTerm(term),
    searchOptions: {
      boost: FIELD_BOOST,
      prefix: allowPrefix,
      fuzzy: (term) => (fuzzyDistance(term) > 0 ? FUZZY : false),
      combineWith: 'OR',
      // The first section of a document is its overview: prefer it on ties.
      boostDocument: (id) => (byId.get(String(id))?.order === 0 ? 1.15 : 1),
    },
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
  function analyzeQuery(query: string): string[] {
    const out: string[] = [];
    for (const token of tokenize(query)) {
      const term = processTerm(token);
      if (!term || out.includes(term)) continue;
      if (!documentFrequency.has(term) && isStopWordTypo(token)) continue;
      out.push(term);
      if (out.length >= maxQueryTerms) break;
    }
    return out;
  }

  function search(query: string, limit = 8): SearchOutcome {
    const analyzed = analyzeQuery(query);
    const terms: QueryTerm[] = analyzed.map((term) => ({
      term,
      weight: weightOf(term),
    }));
    if (terms.length === 0) return { terms, hits: [] };

    const results = index.search(analyzed.join(' '), {
      tokenize: (s) => s.split(' '),
      processTerm: (t) => t,
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
        const level = matchLevel(t.term, passageTerms);
        if (level > 0) {
          covered += t.weight * level;
          matches.push({ term: t.term, level });
        }
      }
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      hits.push({ passage, score: r.score, coverage, rank: r.score * coverage * coverage, matched: matches.map((m) => m.term), matches });
      if (hits.length >= limit * 2) break;
    }
    hits.sort((a, b) => b.rank - a.rank || b.score - a.score);
    return { terms, hits: hits.slice(0, limit) };
  }

  return { search, size: n };
}
