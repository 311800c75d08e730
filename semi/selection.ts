/**
 * Selecting the passages that answer a question: by its words (the lexical retriever: the best passage
 * that covers enough of the question, further ones that answer more of it, one per thing when it
 * compares things, clause by clause when it is long), then corrected by meaning (the semantic index:
 * the closest passage answers when the words miss and overrules a clearly worse lexical pick), and
 * neither for questions closer to what the knowledge base leaves out. No passages: the fallback.
 */
import { withoutWords, type Reading } from './conversation.ts';
import { asSearched } from './intents.ts';
import type { Passage } from './knowledgeBase.ts';
import type { Hit, QueryTerm, Retriever, SearchOutcome } from './retriever.ts';
import type { SemanticHit, SemanticRanking } from './semanticIndex.ts';
import { analyze } from './textAnalysis.ts';
import {
  GENERIC_MIN_COVERAGE,
  LIST_MIN_RELATIVE_COVERAGE,
  LIST_RELATIVE_SCORE,
  LONG_QUESTION_TERMS,
  MAX_PASSAGES,
  MEANING_IN_SCOPE_MARGIN,
  MEANING_OVERRULES_MARGIN,
  MEANING_OVERRULES_RANK,
  MEANING_OVERRULES_SIMILARITY,
  MIN_COVERAGE,
  MIN_COVERAGE_SHORT,
  MIN_FRESH_SHARE,
  MIN_PRIMARY_RELATIVE_SCORE,
  REST_ANSWERED_SHARE,
  SECONDARY_RELATIVE_SCORE,
  SHORT_COVERAGE_TERMS,
  WORDS_SHARE_IN_MEANING,
} from './tuning.ts';

/** A question asking for all of something ("which ... are", "list", "all"). */
const ASKS_FOR_ALL = /\b(?:all|every|each|list|both)\b|\b(?:which|what) (?:are|were)\b|\bwhat(?:'re| are) (?:the|your)\b|\bhow many\b|\bare there\b/i;
/** A question comparing the things it names ("Hash or Semi?", "Scout vs Pipes"). */
const COMPARES = /\b(?:or|vs\.?|versus|compared?|comparison|difference|differ|better)\b/i;

/**
 * How the first passage was picked: a question the knowledge base lists under it, asked as written;
 * by the question's words; by meaning alone (no passage covers the words); or by meaning over the
 * lexical pick.
 */
export type Route = 'listed' | 'words' | 'meaning' | 'corrected';

/** The passages that answer a reading (best first; none when the knowledge base does not), the terms they answer, and whether it asks for all of something. */
export interface Selection {
  selected: Hit[];
  terms: QueryTerm[];
  asksForAll: boolean;
  route: Route;
}

/** Selects from the passages the retriever indexes; `closest` is the reading's ranking by meaning. */
export function createSelector(retriever: Retriever, passages: readonly Passage[]): (reading: Reading, closest: SemanticRanking) => Selection {
  const answersListed = passagesByListedQuestion(passages);

  function select({ query: question, documents }: Reading, closest: SemanticRanking): Selection {
    const query = asSearched(question);
    const asksForAll = ASKS_FOR_ALL.test(query);
    const searched = retriever.search(query, { documents });
    // A question the knowledge base lists under a passage, asked as written, is that passage's to answer.
    const listed = documents ? undefined : answersListed.get(questionKey(question));
    if (listed) return { selected: [hitFor(listed, searched.hits)], terms: searched.terms, asksForAll, route: 'listed' };
    const { selected, terms, route } = passagesFor(query, searched, documents, closest, asksForAll);
    // A generic passage never answers as the nearest thing: not first, and not alongside.
    if (selected[0] && !asksFor(selected[0], route)) return { selected: [], terms, asksForAll, route };
    return { selected: selected.filter((hit) => asksFor(hit, route === 'corrected' ? 'words' : route)), terms, asksForAll, route };
  }

  /** The passages that answer the query (none when the knowledge base does not), and the terms they answer. */
  function passagesFor(query: string, searched: SearchOutcome, documents: ReadonlySet<string> | undefined, closest: SemanticRanking, asksForAll: boolean): { selected: Hit[]; terms: QueryTerm[]; route: Route } {
    let { terms, hits } = searched;
    let selected = selectPassages(hits, terms, asksForAll);
    const named = namedThings(retriever, query);
    // "Hash or Semi?": when no passage speaks of every thing the question names, and what else the
    // question asks is not answered either, one passage per thing.
    if (named.length >= 2 && !selected.some((hit) => coversAll(hit, named, retriever)) && (COMPARES.test(query) || !answersTheRest(selected[0], terms, named))) {
      const perThing = answerPerThing(retriever, query, named);
      if (perThing.length >= 2) selected = perThing;
    }
    // A long message often wraps its question in context: then answer the
    // last clause that can be answered on its own.
    if (selected.length === 0 && terms.length >= LONG_QUESTION_TERMS) {
      for (const clause of splitClauses(query).reverse()) {
        ({ terms, hits } = retriever.search(clause, { documents }));
        selected = selectPassages(hits, terms);
        if (selected.length > 0) break;
      }
    }
    return { ...withMeaning(selected, closest, hits), terms };
  }

  return select;
}

/**
 * Picks the passages to answer from: the best one, if it covers enough of the
 * question, plus up to two more that answer a further part of it (for
 * questions that ask two things at once). Returns [] when Semi should not answer.
 */
function selectPassages(hits: Hit[], terms: QueryTerm[], asksForAll = false): Hit[] {
  if (terms.length === 0) return [];
  const minCoverage = terms.length <= SHORT_COVERAGE_TERMS ? MIN_COVERAGE_SHORT : MIN_COVERAGE;
  // The best-ranked passage that covers enough of the question; a louder one that covers too little is passed over.
  const best = hits[0]?.score ?? 0;
  const primaryIndex = hits.findIndex((hit) => hit.coverage >= minCoverage && hit.score >= best * MIN_PRIMARY_RELATIVE_SCORE);
  const primary = hits[primaryIndex];
  if (!primary) return [];
  const rest = hits.filter((_, i) => i !== primaryIndex);
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  const weight = new Map(terms.map((t) => [t.term, t.weight]));
  const answered = new Set(primary.matched);
  const selected = [primary];
  for (const hit of rest) {
    if (selected.length >= MAX_PASSAGES) break;
    if (hit.score < primary.score * SECONDARY_RELATIVE_SCORE) continue;
    // "What are all the deep dive pages?": every passage that answers it as fully, not just the first.
    if (asksForAll && hit.coverage >= Math.max(minCoverage, primary.coverage * LIST_MIN_RELATIVE_COVERAGE) && hit.score >= primary.score * LIST_RELATIVE_SCORE) {
      selected.push(hit);
      continue;
    }
    const fresh = hit.matches.filter((m) => !answered.has(m.term));
    const freshShare = fresh.reduce((sum, m) => sum + (weight.get(m.term) ?? 0) * m.level, 0) / total;
    if (freshShare < MIN_FRESH_SHARE) continue;
    selected.push(hit);
    for (const m of fresh) answered.add(m.term);
  }
  return selected;
}

/** Splits a long message into clauses ("I run a startup, how do I get in touch?"). */
function splitClauses(text: string): string[] {
  return text
    .split(/[,;:.!?]+\s*|\s+-+\s+/)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}

/**
 * The lexical pick, corrected by meaning. Passages are ranked by their similarity to the question plus
 * a small share of their lexical rank (so of two passages about as close in meaning, the one that
 * shares the question's words leads). When no passage covers the question's words, the first of them
 * is the candidate; when one does, the first of them replaces it if clearly closer in meaning and not
 * all but ruled out by its words, unless the question is as close to a kind the knowledge base does not
 * answer. Whether the candidate is good enough to answer is the confidence model's to say
 * (confidence.ts), from the same similarities.
 */
function withMeaning(selected: Hit[], { passages: byMeaning, outOfScope }: SemanticRanking, hits: readonly Hit[]): { selected: Hit[]; route: Route } {
  const nearest = byMeaning[0]?.similarity;
  if (nearest === undefined) return { selected, route: 'words' };

  const bestRank = Math.max(...hits.map((hit) => hit.rank), Number.MIN_VALUE);
  const hitOf = (passage: Passage): Hit | undefined => hits.find((hit) => hit.passage === passage);
  const fused = (hit: SemanticHit): number => hit.similarity + WORDS_SHARE_IN_MEANING * ((hitOf(hit.passage)?.rank ?? 0) / bestRank);
  const top = byMeaning.reduce((best, hit) => (fused(hit) > fused(best) ? hit : best));
  const asHit = (passage: Passage): Hit => hitFor(passage, hits);
  if (selected.length === 0) return { selected: [asHit(top.passage)], route: 'meaning' };
  const kept = { selected, route: 'words' as const };
  if (nearest < outOfScope + MEANING_IN_SCOPE_MARGIN) return kept;

  const primary = selected[0]!;
  if (primary.passage === top.passage || top.similarity < MEANING_OVERRULES_SIMILARITY) return kept;
  const primarySimilarity = byMeaning.find((hit) => hit.passage === primary.passage)?.similarity ?? -1;
  if (top.similarity - primarySimilarity < MEANING_OVERRULES_MARGIN) return kept;
  if ((hitOf(top.passage)?.rank ?? 0) < primary.rank * MEANING_OVERRULES_RANK) return kept;
  // When the closest passage is already among the chosen ones it leads; otherwise it replaces the lexical pick.
  const others = selected.some((hit) => hit.passage === top.passage) ? selected : selected.slice(1);
  return { selected: [asHit(top.passage), ...others.filter((hit) => hit.passage !== top.passage)], route: 'corrected' };
}

/**
 * Whether the question asks for this passage. A generic one (contact details, product list, the
 * assistant's self-description) lands near many questions by meaning, so it answers only a question it
 * lists, asked as written, or one whose words it covers almost all of (GENERIC_MIN_COVERAGE): never as
 * the nearest thing by meaning.
 */
function asksFor(hit: Hit, route: Route): boolean {
  if (!hit.passage.generic || route === 'listed') return true;
  return route !== 'meaning' && hit.coverage >= GENERIC_MIN_COVERAGE;
}

/** The passage's hit among the retriever's, or a hit for it that matched no word. */
function hitFor(passage: Passage, hits: readonly Hit[]): Hit {
  return hits.find((hit) => hit.passage === passage) ?? { passage, score: 0, coverage: 0, rank: 0, matched: [], matches: [] };
}

/** A question as a key: case, punctuation and spacing aside ("Who uses Hash?" and "who uses hash"). */
const questionKey = (question: string): string => question.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The passage each question listed in the knowledge base belongs to (questions listed under two passages are left out). */
function passagesByListedQuestion(passages: readonly Passage[]): ReadonlyMap<string, Passage> {
  const owners = new Map<string, Set<Passage>>();
  for (const passage of passages) {
    for (const question of passage.questions.split('|')) {
      const key = questionKey(question);
      if (key) owners.set(key, (owners.get(key) ?? new Set()).add(passage));
    }
  }
  return new Map([...owners].filter(([, of]) => of.size === 1).map(([key, of]) => [key, [...of][0]!]));
}

/** The things a question names, one word per document group ("hash and semi" -> hash, semi). */
function namedThings(retriever: Retriever, query: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of retriever.entitiesOf(query)) {
    const key = [...retriever.documentsAbout(word)].sort().join(',');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

/**
 * Whether the passage is about every named thing: it names them all ("Hash, Semi, Scout ..."), or each
 * is its document's subject or in its heading ("Search inside Hash").
 */
function coversAll(hit: Hit, named: readonly string[], retriever: Retriever): boolean {
  const text = hit.passage.text.toLowerCase();
  const heading = hit.passage.heading.toLowerCase();
  return named.every((word) => text.includes(word)) || named.every((word) => retriever.documentsAbout(word).has(hit.passage.docId) || heading.includes(word));
}

/** Whether the passage answers most of what the question asks besides the things it names ("why the names of Hash and Semi?"). */
function answersTheRest(hit: Hit | undefined, terms: readonly QueryTerm[], named: readonly string[]): boolean {
  if (!hit) return false;
  const namedTerms = new Set(named.flatMap((word) => analyze(word)));
  const rest = terms.filter((t) => !namedTerms.has(t.term));
  const total = rest.reduce((sum, t) => sum + t.weight, 0);
  if (total === 0) return false;
  const answered = hit.matches.filter((m) => !namedTerms.has(m.term)).reduce((sum, m) => sum + (rest.find((t) => t.term === m.term)?.weight ?? 0) * m.level, 0);
  return answered / total >= REST_ANSWERED_SHARE;
}

/** For each named thing, the passage of its own documents that best answers the question about it alone. */
function answerPerThing(retriever: Retriever, query: string, named: readonly string[]): Hit[] {
  const picked: Hit[] = [];
  for (const word of named.slice(0, MAX_PASSAGES)) {
    const others = named.filter((other) => other !== word);
    const aboutIt = withoutWords(query, others);
    const { hits } = retriever.search(aboutIt, { documents: retriever.documentsAbout(word), limit: 1 });
    if (hits[0]) picked.push(hits[0]);
  }
  return picked;
}
