/**
 * Follow-up questions: "is it free?" after "what is Hash?" means "is Hash free?". A question that
 * names nothing the knowledge base is about, and refers back ("it", "that", "what about ...") or is
 * only a few words, is read together with the visitor's latest earlier questions, back to the one
 * that named something. A question that
 * is only a new name ("and Scout?") borrows the rest of the earlier question instead. Semi's own
 * answers are read only for "the second one" (the second item of the list it last gave); otherwise
 * only the visitor's turns are read, so an answer cannot steer the next one. Either way the answer
 * still comes from the knowledge base alone.
 */
import type { Retriever } from './retriever.ts';
import { analyze, WEAK_WORDS } from './textAnalysis.ts';
import { FOLLOW_UP_SHORT_QUESTION_TERMS, MAX_CONTEXT_TURNS } from './tuning.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

const REFERS_BACK = /\b(?:it|its|it's|that|this|them|they|their|theirs|those|these|one|ones|he|she|him|her|his|same)\b|(?<!\b(?:is|are|was|were|isn't|aren't) )\bthere\b/i;
const CONTINUES = /^\s*(?:and|also|plus|but|so|what about|how about|and what about|what of|same for|then)\b/i;
/** "The second one", "the last of them": an item of the list Semi gave last. */
const ORDINAL = /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\b/i;
const ORDINAL_POSITION: Readonly<Record<string, number>> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, last: -1 };
const ASKS_WHEN_WHERE_WHO_HOW = /\b(?:when|where|who|how)\b/i;

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
  const readings = readingsOf(question, history, retriever);
  const item = listItemReferredTo(question, history);
  return item ? [{ query: `${question.replace(ORDINAL, ' ')} ${item}` }, ...readings] : readings;
}

/**
 * The items of the longest list in an answer ("Startup Founders (the default), Content Creators and
 * Memory Capturers (families)"; "human agency …; privacy …; and value alignment …").
 */
function listItemsOf(answer: string): string[] {
  let longest: string[] = [];
  for (const sentence of answer.split(/(?<=[.!?])\s+/)) {
    const list = sentence.includes(':') ? sentence.slice(sentence.indexOf(':') + 1) : sentence;
    const items = (list.includes(';') ? list.split(';') : list.split(/,\s*|\s+and\s+/))
      .map((item) => item.replace(/\([^)]*\)/g, ' ').replace(/^\s*and\s+/i, '').replace(/[.!?]\s*$/, '').trim())
      .filter((item) => item.length > 0);
    if (items.length > longest.length) longest = items;
  }
  return longest.length >= 2 ? longest : [];
}

/** For "explain the third one", the third item of the list in Semi's latest answer. */
function listItemReferredTo(question: string, history: readonly ChatTurn[]): string | undefined {
  const ordinal = ORDINAL.exec(question)?.[1]?.toLowerCase();
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant');
  if (!ordinal || !lastAnswer || !REFERS_BACK.test(question.replace(ORDINAL, ' '))) return undefined;
  const items = listItemsOf(lastAnswer.content);
  const position = ORDINAL_POSITION[ordinal] ?? 0;
  return position < 0 ? items.at(-1) : items[position - 1];
}

function readingsOf(question: string, history: readonly ChatTurn[], retriever: Retriever): Reading[] {
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content).reverse();
  if (earlier.length === 0) return [{ query: question }];

  const named = retriever.entitiesOf(question);
  if (named.length > 0) {
    const rest = analyze(withoutWords(question, named).replace(CONTINUES, ' '));
    const previous = earlier[0];
    if (previous === undefined) return [{ query: question }];
    // "Can I make my own images there?" after "what's the Pipes demo?": the place or thing it refers to comes along.
    const before = retriever.entitiesOf(previous).filter((thing) => !named.some((name) => name.toLowerCase() === thing.toLowerCase()));
    if (REFERS_BACK.test(question) && before.length > 0) return [{ query: `${question} ${before.join(' ')}` }, { query: question }];
    if (rest.length > 0 || !CONTINUES.test(question)) return [{ query: question }];
    // "And Scout?": the earlier question, asked about the new name.
    return [{ query: `${withoutWords(previous, retriever.entitiesOf(previous))} ${named.join(' ')}` }, { query: question }];
  }

  const refersBack = REFERS_BACK.test(question) || CONTINUES.test(question) || analyze(question).length <= FOLLOW_UP_SHORT_QUESTION_TERMS;
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
  // "When can I get it?" after "what's Scout?" asks its own question about the thing, in stop-words only.
  if (!asksItsOwn && things.length > 0 && ASKS_WHEN_WHERE_WHO_HOW.test(question)) return [{ query: `${question} ${things.join(' ')}` }, whole];
  // "And the website itself, does it track me?" after a question that named nothing: its own words first.
  if (asksItsOwn && things.length === 0) return [{ query: question.replace(CONTINUES, ' ') }, whole];
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
