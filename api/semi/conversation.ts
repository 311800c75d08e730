/**
 * Follow-up questions: "is it free?" after "what is Hash?" means "is Hash free?". A question that
 * names nothing the knowledge base is about, and refers back ("it", "that", "what about ...") or is
 * only a few words, is read together with the visitor's latest earlier questions, back to the one
 * that named something. A question that
 * is only a new name ("and Scout?") borrows the rest of the earlier question instead. Only the
 * visitor's own turns are read, so an answer cannot steer the next one.
 */
import type { Retriever } from './retriever.ts';
import { analyze, WEAK_WORDS } from './textAnalysis.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

const REFERS_BACK = /\b(?:it|its|it's|that|this|them|they|their|theirs|those|these|one|ones|he|she|him|her|his|same)\b/i;
const CONTINUES = /^\s*(?:and|also|plus|but|so|what about|how about|and what about|what of|same for|then)\b/i;
/** How many earlier questions a follow-up may borrow from. */
const MAX_CONTEXT_TURNS = 3;
/** A question of at most this many meaningful words may lean on the earlier one even without "it". */
const SHORT_QUESTION_TERMS = 2;

/** One way to read a question: the words to search for, and the documents to search in (all when absent). */
export interface Reading {
  query: string;
  documents?: ReadonlySet<string>;
}

/**
 * The readings of the visitor's question to try in turn, the first that can be answered wins: the
 * question alone, or for a follow-up its own words within the documents about the thing named
 * before, then with that thing's name, then with the earlier question whole.
 */
export function resolveFollowUp(question: string, history: readonly ChatTurn[], retriever: Retriever): Reading[] {
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content).reverse();
  if (earlier.length === 0) return [{ query: question }];

  const named = retriever.entitiesOf(question);
  if (named.length > 0) {
    const rest = analyze(withoutWords(question, named).replace(CONTINUES, ' '));
    const previous = earlier[0];
    if (rest.length > 0 || !CONTINUES.test(question) || previous === undefined) return [{ query: question }];
    // "And Scout?": the earlier question, asked about the new name.
    return [{ query: `${withoutWords(previous, retriever.entitiesOf(previous))} ${named.join(' ')}` }, { query: question }];
  }

  const refersBack = REFERS_BACK.test(question) || CONTINUES.test(question) || analyze(question).length <= SHORT_QUESTION_TERMS;
  if (!refersBack) return [{ query: question }];
  // The latest earlier questions, back to the one that names something ("what is Hash?", "is it free?", "why?").
  const context: string[] = [];
  for (const turn of earlier.slice(0, MAX_CONTEXT_TURNS)) {
    context.push(turn);
    if (retriever.entitiesOf(turn).length > 0) break;
  }
  const things = [...new Set(context.flatMap((turn) => retriever.entitiesOf(turn)))];
  const whole = { query: `${question} ${context.join(' ')}` };
  // "Why not?" asks nothing of its own: the earlier question comes whole.
  const asksItsOwn = analyze(question).some((term) => !WEAK_WORDS.has(term));
  if (!asksItsOwn || things.length === 0) return [whole];
  // "Tell me about the family one" asks its own question about the thing named before.
  const documents = new Set(things.flatMap((thing) => [...retriever.documentsAbout(thing)]));
  // "Where is its deep dive?" after "the memory capturers perspective": the topic comes along.
  const topics = [...new Set(context.flatMap((turn) => retriever.topicsOf(turn)))].filter((topic) => !analyze(question).includes(analyze(topic)[0] ?? ''));
  return [{ query: `${question} ${topics.join(' ')}`, documents }, { query: `${question} ${things.join(' ')}` }, whole];
}

/** The text with every one of the words taken out (whole words, any case). */
export function withoutWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const pattern = new RegExp(`\\b(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'gi');
  return text.replace(pattern, ' ');
}
