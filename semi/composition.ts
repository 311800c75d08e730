/**
 * What Semi says: the answer's shape, its fixed replies (the fallback among them), and the answer text
 * composed from the selected passages (their sentences within a length budget, ending with the
 * 'Learn more:' line of the pages they come from).
 */
import type { ChatAnswerKind } from '../domain/vocabulary.ts';
import type { Passage } from './knowledgeBase.ts';
import type { Hit } from './retriever.ts';
import { tokenize } from './textAnalysis.ts';
import { MAX_BODY_CHARS, SENTENCE_FRESH_TERM_WEIGHT, SENTENCE_OPENING_BONUS } from './tuning.ts';

export interface SemiAnswer {
  kind: ChatAnswerKind;
  content: string;
  sources: { title: string; page: string }[];
  /** For a knowledge answer: the confidence model's probability that it is right (confidence.ts). */
  confidence?: number;
}

const CONTACT_HINT = 'write to hello@chb.studio or see /contact';

export const REPLIES = {
  greeting:
    "Hello! I'm Semi, CHB's assistant on this site. Ask me about the products (Hash, Semi, Scout, Pipes and Workshop), the company's principles and independence, the perspectives, the creative journey, the roadmap or how to get in touch.",
  thanks: "You're welcome! If anything else comes up about CHB or its products, just ask.",
  farewell: 'Thanks for stopping by! If you think of anything else about CHB, I am here.',
  unknown: `I don't know that one: it isn't covered by what I know about CHB, and I'd rather not guess. The team can answer it directly: ${CONTACT_HINT}.`,
  declinedWriting:
    "Sorry, that's not something I can do here. I'm the site assistant and I only answer questions about CHB: its products, principles, roadmap, creative journey and how to get in touch. For help with your own writing, try the full Semi at https://semi.chb.studio.",
  declined:
    "Sorry, that's outside what I can help with here. I only answer questions about CHB: its products (Hash, Semi, Scout, Pipes and Workshop), its principles, the roadmap, the creative journey and how to get in touch.",
} as const;

/** A fixed reply: no passage, so no sources. */
export const reply = (kind: SemiAnswer['kind'], content: string): SemiAnswer => ({ kind, content, sources: [] });

/** Splits passage text into sentences; URLs and e-mail addresses stay intact. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9'"(/])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const sentenceKey = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

interface Chosen {
  hitIndex: number;
  sentenceIndex: number;
  text: string;
}

const mentions = (sentence: string, terms: string[]): string[] => {
  const words = tokenize(sentence);
  return terms.filter((t) => words.some((w) => w.startsWith(t.slice(0, Math.max(4, t.length - 1)))));
};

/** Builds the answer text from the selected passages (best first), within the length budget. */
function compose(selected: Hit[], queryTerms: string[], asksForAll = false): { body: string; used: Passage[] } {
  const [primary, ...rest] = selected;
  if (!primary) return { body: '', used: [] };
  const chosen: Chosen[] = [];
  const seen = new Set<string>();
  let length = 0;
  const add = (hitIndex: number, sentenceIndex: number, text: string): boolean => {
    const key = sentenceKey(text);
    if (!key || seen.has(key)) return false;
    const extra = text.length + (chosen.length > 0 ? 1 : 0);
    if (length + extra > MAX_BODY_CHARS) return false;
    seen.add(key);
    chosen.push({ hitIndex, sentenceIndex, text });
    length += extra;
    return true;
  };

  // The best passage is written to stand alone: use it whole when it fits,
  // else its opening sentence plus the sentences that match the question.
  const primarySentences = splitSentences(primary.passage.text);
  const fitsWhole = primarySentences.join(' ').length <= MAX_BODY_CHARS;
  primarySentences.forEach((s, i) => {
    if (i === 0 || fitsWhole || mentions(s, queryTerms).length > 0) add(0, i, s);
  });

  // From each further passage, the sentence that best answers what is still open.
  const covered = new Set(primary.matched);
  rest.forEach((hit, k) => {
    const fresh = hit.matched.filter((t) => !covered.has(t));
    if (fresh.length === 0 && !asksForAll) return;
    const ranked = splitSentences(hit.passage.text)
      .map((s, i) => ({ s, i, score: mentions(s, fresh).length * SENTENCE_FRESH_TERM_WEIGHT + mentions(s, queryTerms).length + (i === 0 ? SENTENCE_OPENING_BONUS : 0) }))
      .sort((a, b) => b.score - a.score || a.i - b.i);
    for (const candidate of ranked) {
      if (add(k + 1, candidate.i, candidate.s)) {
        for (const t of fresh) covered.add(t);
        break;
      }
    }
  });

  chosen.sort((a, b) => a.hitIndex - b.hitIndex || a.sentenceIndex - b.sentenceIndex);
  const usedHitIndexes = [...new Set(chosen.map((c) => c.hitIndex))];
  const used = usedHitIndexes.map((i) => selected[i]?.passage).filter((p): p is Passage => p !== undefined);
  return { body: chosen.map((c) => c.text).join(' '), used };
}

function sourcesOf(passages: Passage[]): { title: string; page: string }[] {
  const out: { title: string; page: string }[] = [];
  const seen = new Set<string>();
  for (const p of passages) {
    const key = `${p.title}\u0000${p.page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ title: p.title, page: p.page });
  }
  return out;
}

/** The closing links line: the distinct pages of the sources, nothing else. */
export function linksLine(sources: { page: string }[]): string {
  const pages = [...new Set(sources.map((s) => s.page))];
  return pages.length > 0 ? `Learn more: ${pages.join(', ')}` : '';
}

/** The answer from the selected passages (best first), or undefined when they give no text. */
export function composeAnswer(selected: Hit[], queryTerms: string[], asksForAll: boolean): SemiAnswer | undefined {
  const { body, used } = compose(selected, queryTerms, asksForAll);
  if (!body) return undefined;
  const sources = sourcesOf(used);
  return { kind: 'answer', content: `${body}\n\n${linksLine(sources)}`, sources };
}
