/**
 * Semi, the site's chat assistant: answers visitors' questions from the local
 * knowledge base only. Everything is built once in `createSemi`; `answer()` never
 * throws. Words are matched by the lexical retriever; meaning by the semantic index,
 * which answers when the words miss and overrules a clearly worse lexical pick.
 */
import { resolveFollowUp, withoutWords, type ChatTurn, type Reading } from './conversation.ts';
import { DEFAULT_KNOWLEDGE_DIR, loadKnowledgeBase, type Passage } from './knowledgeBase.ts';
import { createRetriever, type Hit, type QueryTerm, type Retriever, type SearchOutcome } from './retriever.ts';
import type { SmallTalkKind } from './smallTalk.ts';
import { productNamedIn } from './outOfScope.ts';
import { createSemanticIndex, type SemanticHit, type SemanticIndex, type SemanticIndexOptions, type SemanticRanking } from './semanticIndex.ts';
import { analyze, tokenize } from './textAnalysis.ts';
import type { ChatAnswerKind } from '../domain/vocabulary.ts';

export interface SemiAnswer {
  kind: ChatAnswerKind;
  content: string;
  sources: { title: string; page: string }[];
}

export interface Semi {
  /** Answers `question`; `history` (the conversation's earlier turns, oldest first) resolves follow-ups. */
  answer(question: string, history?: readonly ChatTurn[]): Promise<SemiAnswer>;
}

/**
 * How much of the question (IDF-weighted share of its meaningful terms) the
 * best passage must cover before Semi answers from it: with one or two terms
 * each word carries the question, so all must match; otherwise most of it.
 */
const MIN_COVERAGE_SHORT = 0.7;
const MIN_COVERAGE = 0.6;
/** A passage answering the question must score at least this share of the best-scoring one. */
const MIN_PRIMARY_RELATIVE_SCORE = 0.15;
/** Questions with at least this many terms may be answered clause by clause. */
const LONG_QUESTION_TERMS = 4;
/** A further passage must answer at least this share of the question that the ones before it did not. */
const MIN_FRESH_SHARE = 0.25;
/** A further passage is used only if its search score is at least this close to the best one's. */
const SECONDARY_RELATIVE_SCORE = 0.45;
const MAX_PASSAGES = 3;
/** A question asking for all of something ("which ... are", "list", "all"). */
const ASKS_FOR_ALL = /\b(?:all|every|each|list|both)\b|\b(?:which|what) (?:are|were)\b|\bwhat(?:'re| are) (?:the|your)\b|\bhow many\b|\bare there\b/i;
/** In such a question a further passage that answers it as fully joins when it scores this close to the best one. */
const LIST_RELATIVE_SCORE = 0.6;
const LIST_MIN_RELATIVE_COVERAGE = 0.95;
/** A question comparing the things it names ("Hash or Semi?", "Scout vs Pipes"). */
const COMPARES = /\b(?:or|vs\.?|versus|compared?|comparison|difference|differ|better)\b/i;
/** A passage answers what a question asks besides the things it names when it covers this share of it. */
const REST_ANSWERED_SHARE = 0.45;
/** A message at least this close to a kind of small talk, and this much closer to it than to any passage, is that small talk. */
const SMALL_TALK_SIMILARITY = 0.65;
const SMALL_TALK_MARGIN = 0.1;
/** In the ranking by meaning, a passage's lexical rank (as a share of the best one's) counts this much. */
const WORDS_SHARE_IN_MEANING = 0.15;
/** When no passage covers the question's words, the passage closest in meaning answers if the question is at least this similar to one. */
const MEANING_ALONE_SIMILARITY = 0.5;
/** ... and at least this similar when it has at most SHORT_QUESTION_TERMS words that count ("heya!", "sup"): short texts land near everything. */
const MEANING_ALONE_SIMILARITY_SHORT = 0.6;
const SHORT_QUESTION_TERMS = 2;
/** The passage closest in meaning replaces the lexical pick when at least this similar and this much closer. */
const MEANING_OVERRULES_SIMILARITY = 0.6;
const MEANING_OVERRULES_MARGIN = 0.1;
/** ... and only when its own rank by words is at least this share of the lexical pick's (words that all but rule it out win). */
const MEANING_OVERRULES_RANK = 0.1;
/** Meaning alone answers only when the passage is this much closer than the closest question the knowledge base does not answer. */
const MEANING_IN_SCOPE_MARGIN = 0.03;
/** A question this close to a kind the knowledge base does not answer, and this much closer to it than to any passage, gets the fallback even when words match. */
const OUT_OF_SCOPE_VETO = 0.8;
const OUT_OF_SCOPE_VETO_MARGIN = 0.15;
/**
 * A question about one product whose other words are this much closer to a detail the site does not
 * publish than to anything the product's document says gets the fallback ("is hash SOC 2 certified").
 */
const PRODUCT_DETAIL_LEFT_OUT_MARGIN = 0.12;
/** Budget for the answer body; the 'Learn more' line comes on top (whole reply stays around 600). */
const MAX_BODY_CHARS = 540;
/** Longer input is cut before analysis; the API caps questions at 500 characters anyway. */
const MAX_INPUT_CHARS = 1000;

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

// ---------------------------------------------------------------------------
// Conversational intents (checked before retrieval)
// ---------------------------------------------------------------------------

const GREETING_WORDS =
  "(?:hi+|hello+|hell?o there|hey+(?: there)?|hiya|howdy|greetings|hallo|yo|good (?:morning|afternoon|evening|day)|hi there|morning|evening|hola|bonjour|salut|ciao|aloha|namaste|guten (?:tag|morgen)|buen(?:os|as) (?:dias|días|tardes|noches)|g'?day|ahoy|oi)";
/** A greeting at the start of a message, optionally followed by "Semi", "how are you" etc. */
const GREETING_PREFIX = new RegExp(
  `^${GREETING_WORDS}\\b(?:[\\s,!.]+(?:semi|there|everyone|all|friend|folks))?(?:[\\s,!.]+${GREETING_WORDS}\\b)?(?:[\\s,!.?]+(?:how are (?:you|u)(?: doing)?(?: today)?|how's it going|hows it going|what's up|whats up|nice to meet (?:you|u)))?[\\s,!.?:;-]*`,
  'i',
);
const THANKS_PREFIX =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|cool|nice|brilliant|excellent|wonderful|got it|understood)[\s,!.]+)*(?:thanks?(?: you)?|thank (?:you|u)|thx|ty|tysm|ta|cheers|many thanks|much appreciated|merci(?: beaucoup)?|gracias|danke(?: schön)?|grazie|nice one|(?:i )?(?:really |truly |much )?appreciate (?:it|that|(?:the|your|all the) help))\b(?:[\s,!.]+(?:so much|a lot|very much|a bunch|semi))*(?:[\s,!.]+(?:for (?:the|your|all the) (?:help|info|information|answers?|explanation)|that(?:'s| is| was)? (?:helpful|great|perfect|useful|clear)|that help(?:s|ed)|(?:very|really|super) helpful))?[\s,!.?:;-]*/i;
/** What follows thanks asks something when it has a question mark or starts like a question or request. */
const ASKS =
  /\?|^(?:and|also|but|so|one more|what|whats|how|why|when|where|who|which|whose|is|are|am|was|were|can|could|do|does|did|will|would|should|shall|may|might|tell|show|explain|describe|give|list|any|anything|i (?:want|need|would like|wonder|was wondering))\b/i;
/** At most this many meaningful words after thanks, none naming a thing, are more thanks. */
const THANKS_TAIL_TERMS = 3;
const FAREWELL =
  /^(?:(?:ok(?:ay)?|alright|right|thanks?|great)[\s,!.]+)?(?:(?:i'?m|i am) (?:off|out|leaving|going)(?: now)?[\s,!.]+|(?:gotta|got to|have to|need to) (?:go|run)[\s,!.]+)?(?:bye+|goodbye|good bye|see (?:you|ya)(?: later| soon| around)?|catch (?:you|ya) later|talk (?:to you )?(?:later|soon)|ttyl|later|laters|later,? gator|until next time|so long|(?:good ?)?night|nighty night|g2g|gtg|brb|adios|au revoir|take care|farewell|have a (?:good|nice|great) (?:day|one|evening))(?: for now)?[\s,!.]*$|^(?:(?:ok(?:ay)?|alright|right)[\s,!.]+)?(?:i'?m|i am) (?:off|out|leaving)(?: now)?[\s,!.]*$|^(?:gotta|got to) (?:go|run)[\s,!.]*$/i;

/** Tasks the assistant will not do (imperative requests for content). */
const TASK_VERBS = '(?:write|draft|compose|generate|create|make|produce|give me|come up with|help me (?:write|with))';
const TASK_OBJECTS =
  '(?:essays?|poems?|haiku|sonnet|limerick|story|stories|song|lyrics|cover letter|letter|speech|article|blog post|tweet|code|program|programs|script|function|class|app|sql query|regex|homework|assignment|thesis|dissertation|report|summary of (?:a|this|the) book)';
const WRITING_TASK = new RegExp(`\\b${TASK_VERBS}\\b[^.?!]{0,40}?\\b${TASK_OBJECTS}\\b`, 'i');
const CODE_TASK =
  /\b(?:debug|fix|refactor|implement|optimi[sz]e)\b[^.?!]{0,30}\b(?:code|bug|program|function|script|class|query)\b|\b(?:python|javascript|typescript|java|rust|golang|c\+\+|c#|php|sql|html|css)\b[^.?!]{0,40}\b(?:code|program|script|function|query|snippet|example)\b|\bhow (?:do i|to) (?:code|program)\b/i;
const HOMEWORK = /\b(?:homework|assignment|exam question|solve (?:this|my|the|for)|math problem|equation|calculate)\b|\bsolve\b[^.?!]{0,20}\d|\d\s*[a-z]?\s*[-+*/^]\s*\d[^.?!]{0,10}=/i;
const TOPICS: RegExp[] = [
  /\b(?:tell|know|share)\b[^.?!]{0,20}\bjokes?\b|\bjokes?\b|\bmake me laugh\b|\briddle\b|\bpoem\b|\bhaiku\b/i,
  /\brecipes?\b|\bhow (?:do (?:i|you)|to|long to) (?:cook|bake|boil|roast|grill)\b|\bwhat (?:should|can) i (?:cook|eat)\b|\bfor dinner\b/i,
  /\bweather\b|\bforecast\b|\btemperature (?:in|outside|today)\b|\b(?:will|is) it (?:going to )?(?:rain|snow)\b/i,
  /\b(?:sports?|football|soccer|basketball|baseball|hockey|tennis|cricket|nba|nfl|nhl|mlb|world cup|super bowl|olympics|premier league|champions league|who won the|final score|league)\b/i,
  /\b(?:elections?|president|prime minister|parliament|congress|senate|democrats?|republicans?|trump|biden|harris|political part(?:y|ies)|politics|politician|left[- ]wing|right[- ]wing|vote for|who should i vote)\b/i,
  /\b(?:news|headlines|current events|what happened (?:today|yesterday))\b/i,
  /\b(?:stock tips?|which stocks?|crypto(?:currency)? (?:price|tips)|bitcoin price)\b/i,
  /\btranslat(?:e|ion)\b[^.?!]{0,60}\b(?:into|to|in)\b/i,
];
/** Mentions of CHB itself: such questions go to the knowledge base, not to the topic filter. */
const ABOUT_CHB =
  /\b(?:chb|hash|semi|scout|pipes|workshop|this (?:site|website|company|page)|your (?:company|products?|tools?|site|website|team|founder|values|principles))\b/i;

/** A request that starts with the task ("Write a poem about Hash") is declined even when it names a product. */
const IMPERATIVE_TASK = new RegExp(`^(?:please[\\s,]+)?(?:can you |could you |would you |will you )?${TASK_VERBS}\\b`, 'i');

type Declined = 'writing' | 'other';

function offTopic(text: string): Declined | null {
  const mentionsChb = ABOUT_CHB.test(text);
  const imperative = IMPERATIVE_TASK.test(text);
  if (WRITING_TASK.test(text) && (imperative || !mentionsChb)) return 'writing';
  if (CODE_TASK.test(text) && (imperative || !mentionsChb)) return 'other';
  if (HOMEWORK.test(text) && !mentionsChb) return 'other';
  if (!mentionsChb && TOPICS.some((re) => re.test(text))) return 'other';
  return null;
}

/**
 * Attempts to change the assistant's rules or read them: answered with the honest fallback, never
 * from the knowledge base (a matching word such as "Hash" in them must not produce an answer).
 */
const RULE_CHANGE =
  /\b(?:ignore|disregard|forget|override|bypass|skip|drop)\b[^.?!]{0,40}\b(?:instructions?|rules|prompts?|guidelines|restrictions|programming|constraints|directives)\b|\b(?:system|hidden|initial|original|secret) (?:prompt|instructions|rules)\b|\bjailbreak|\bdan mode\b|\bdeveloper mode\b|\byou are (?:now|no longer)\b|\bfrom now on,? (?:you|u)\b|\bpretend (?:you are|you're|to be an?)\b|\b(?:act|behave) as (?:if|an?)\b|\brole-?play\b|^\s*(?:system|assistant|developer)\s*:|\brepeat\b[^.?!]{0,40}\b\d+\s*times\b|\bnew instructions\b|\bforget (?:that )?(?:you are|you're|u r)\b|\bnew (?:role|persona|identity)\b|\brepeat\b[^.?!]{0,30}\b(?:above|before this|previous|earlier)\b|\b(?:print|show|output|dump|reveal|list)\b[^.?!]{0,30}\b(?:config(?:uration)?|environment variables|env vars|api keys?|secrets)\b|\b(?:api|secret|private) keys?\b|\b(?:what|which) (?:instructions|rules|directives|orders)\b[^.?!]{0,40}\b(?:give|gave|given|told|tell|have)\b|\bfrom (?:this point|here|now)(?: on)?(?: forward| onwards?)?,? (?:you|u)\b|\b(?:obey|serve|answer to) me\b/i;

/** Questions addressed to the assistant itself ("who are you?", "do you store my questions?"). */
const ABOUT_ASSISTANT =
  /^(?:who|what) (?:are|r) (?:you|u)\b|\b(?:are|r) (?:you|u) (?:an? )?(?:real|human|person|bot|robot|ai|chatgpt|gpt|llm|machine|program)\b|\bhow do (?:you|u) work\b|\b(?:do|will|can) (?:you|u) (?:store|save|keep|log|record|remember|track|read|see)\b|\bwhat is this (?:chat|bot|assistant|widget)\b|\b(?:what|which) (?:ai |language )?model (?:do|are|is) (?:you|u|this)\b|\bwho (?:made|built|created|programmed) (?:you|u|this (?:chat|bot))\b|\b(?:what|which) (?:llm|large language model|engine)\b|\b(?:llm|gpt)s?\b.{0,30}\b(?:you|u)\b|\b(?:you|u)\b.{0,30}\b(?:llm|gpt)s?\b/i;
/** Questions about what the assistant can help with ("what can you do?"). */
const ASSISTANT_CAPABILITIES =
  /\bwhat (?:can|could|do) (?:you|u) (?:do|help|answer|tell)|\bwhat (?:can|should|could) i ask\b|\bhow can (?:you|u) help\b|\bwhat do (?:you|u) know\b/i;

/** Rewrites questions addressed to the assistant so they find the passages about Semi on this site. */
/** The products' symbols, as a visitor may quote them ("what does the # stand for?"). */
const PRODUCT_SYMBOLS: Readonly<Record<string, string>> = { '#': 'Hash', ';': 'Semi', '&': 'Scout', '|': 'Pipes', '!': 'Workshop' };
const ASKS_ABOUT_SYMBOLS = /\b(?:symbols?|signs?|characters?|stands? for|mean|means|punctuation)\b/i;

/** Names the products whose symbols a question about symbols quotes, so their passages are found. */
function withSymbolNames(question: string): string {
  if (!ASKS_ABOUT_SYMBOLS.test(question)) return question;
  const quoted = [...question.matchAll(/(?:^|\s|["'(])([#;&|!])(?=$|\s|["'),?])/g)].map((m) => PRODUCT_SYMBOLS[m[1] ?? '']).filter(Boolean);
  return quoted.length > 0 ? `${question} ${[...new Set(quoted)].join(' ')}` : question;
}

function aboutAssistant(question: string): string {
  if (ABOUT_CHB.test(question)) return question;
  // "What do you do with my personal information?" asks about the information, not the assistant.
  if (ASSISTANT_CAPABILITIES.test(question) && analyze(question.replace(ASSISTANT_CAPABILITIES, ' ')).length > 0) return question;
  if (ASSISTANT_CAPABILITIES.test(question)) return `${question} Semi help topics`;
  if (!ABOUT_ASSISTANT.test(question)) return question;
  // "What are you working on?" asks about the company's work, "who are you?" about the assistant.
  const onlyAboutAssistant = /^(?:who|what) (?:are|r) (?:you|u)\b/i.test(question) ? analyze(question.replace(/^(?:who|what) (?:are|r) (?:you|u)\b/i, ' ')).length === 0 : true;
  return onlyAboutAssistant ? `${question} Semi chat assistant website` : question;
}

// ---------------------------------------------------------------------------
// Composition helpers
// ---------------------------------------------------------------------------

/** Splits passage text into sentences; URLs and e-mail addresses stay intact. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9'"(/])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const sentenceKey = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Picks the passages to answer from: the best one, if it covers enough of the
 * question, plus up to two more that answer a further part of it (for
 * questions that ask two things at once). Returns [] when Semi should not answer.
 */
export function selectPassages(hits: Hit[], terms: QueryTerm[], asksForAll = false): Hit[] {
  if (terms.length === 0) return [];
  const minCoverage = terms.length <= 2 ? MIN_COVERAGE_SHORT : MIN_COVERAGE;
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
export function splitClauses(text: string): string[] {
  return text
    .split(/[,;:.!?]+\s*|\s+-+\s+/)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
}

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
      .map((s, i) => ({ s, i, score: mentions(s, fresh).length * 2 + mentions(s, queryTerms).length + (i === 0 ? 0.5 : 0) }))
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

// ---------------------------------------------------------------------------
// Semi
// ---------------------------------------------------------------------------

export interface SemiOptions extends SemanticIndexOptions {
  knowledgeDir?: string;
  /** False answers by words alone, without the sentence encoder (the benchmark's baseline). Default true. */
  byMeaning?: boolean;
}

const NOTHING_BY_MEANING: SemanticIndex = { rank: async () => ({ passages: [], outOfScope: 0 }), beyondProduct: async () => undefined };

export function createSemi(options: SemiOptions = {}): Semi {
  const kb = loadKnowledgeBase(options.knowledgeDir ?? DEFAULT_KNOWLEDGE_DIR);
  const meaning = options.byMeaning === false ? NOTHING_BY_MEANING : createSemanticIndex(kb.passages, options);
  const entities = new Map<string, string[]>();
  for (const document of kb.documents) for (const keyword of document.keywords) entities.set(keyword, [...(entities.get(keyword) ?? []), document.id]);
  const retriever = createRetriever(kb.passages, { entities });
  const answersListed = passagesByListedQuestion(kb.passages);

  const reply = (kind: SemiAnswer['kind'], content: string): SemiAnswer => ({ kind, content, sources: [] });

  /**
   * The answer from the first reading that the knowledge base answers, or the fallback. `asked` is the
   * ranking of the message itself, already made: a reading that is the message alone reuses it.
   */
  async function answerFromKnowledge(readings: readonly Reading[], asked: { text: string; ranking: SemanticRanking }): Promise<SemiAnswer> {
    for (const reading of readings) {
      const ranking = reading.query === asked.text && !reading.documents ? asked.ranking : await meaning.rank(reading.query, reading.documents);
      const answered = answerReading(reading, ranking);
      if (answered) return answered;
    }
    return reply('unknown', REPLIES.unknown);
  }

  function answerReading({ query: question, documents }: Reading, closest: SemanticRanking): SemiAnswer | undefined {
    const query = aboutAssistant(withSymbolNames(question));
    const asksForAll = ASKS_FOR_ALL.test(query);
    const searched = retriever.search(query, { documents });
    // A question the knowledge base lists under a passage, asked as written, is that passage's to answer.
    const listed = documents ? undefined : answersListed.get(questionKey(question));
    const { selected, terms } = listed ? { selected: [hitFor(listed, searched.hits)], terms: searched.terms } : passagesFor(query, searched, documents, closest, asksForAll);
    if (selected.length === 0) return undefined;
    const { body, used } = compose(selected, terms.map((t) => t.term), asksForAll);
    if (!body) return undefined;
    const sources = sourcesOf(used);
    return { kind: 'answer', content: `${body}\n\n${linksLine(sources)}`, sources };
  }

  /** The passages that answer the query (none when the knowledge base does not), and the terms they answer. */
  function passagesFor(query: string, searched: SearchOutcome, documents: ReadonlySet<string> | undefined, closest: SemanticRanking, asksForAll: boolean): { selected: Hit[]; terms: QueryTerm[] } {
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
    // The clauses may leave out the word that asks for something the knowledge base lacks: the whole query's terms say.
    const asksUnseen = searched.terms.some((t) => t.unseen);
    return { selected: withMeaning(selected, closest, hits, terms.length, asksUnseen), terms };
  }

  async function answer(question: string, history: readonly ChatTurn[] = []): Promise<SemiAnswer> {
    try {
      let text = clean(question);
      if (!text || /^(?:\u{1F44B}|\u{1F64B})/u.test(text)) return reply('greeting', REPLIES.greeting);
      if (RULE_CHANGE.test(text)) return reply('unknown', REPLIES.unknown);

      if (FAREWELL.test(text)) return reply('thanks', REPLIES.farewell);
      // "Cheers, thanks!": thanks may come more than once.
      for (let thanks = THANKS_PREFIX.exec(text); thanks && thanks[0].length > 0; thanks = THANKS_PREFIX.exec(text)) {
        text = text.slice(thanks[0].length).trim();
        if (!/[\p{L}\p{N}]/u.test(text)) return reply('thanks', REPLIES.thanks);
        if (FAREWELL.test(text)) return reply('thanks', REPLIES.farewell);
        // "thank you kindly", "thanks for sorting that out": more thanks, not a question.
        if (!ASKS.test(text) && retriever.entitiesOf(text).length === 0 && analyze(text).length <= THANKS_TAIL_TERMS) return reply('thanks', REPLIES.thanks);
      }
      const greeting = GREETING_PREFIX.exec(text);
      if (greeting && greeting[0].length > 0) {
        const rest = text.slice(greeting[0].length).trim();
        if (!/[\p{L}\p{N}]/u.test(rest)) return reply('greeting', REPLIES.greeting);
        text = rest;
      }

      const declined = offTopic(text);
      if (declined) return reply('declined', declined === 'writing' ? REPLIES.declinedWriting : REPLIES.declined);

      const ranking = await meaning.rank(text);
      const talk = smallTalkIn(ranking);
      if (talk) return talk;

      const product = productNamedIn(text);
      if (product && ((await meaning.beyondProduct(text, product)) ?? -1) >= PRODUCT_DETAIL_LEFT_OUT_MARGIN) return reply('unknown', REPLIES.unknown);

      const earlier = history.map((turn) => ({ role: turn.role, content: clean(turn.content) }));
      return await answerFromKnowledge(resolveFollowUp(text, earlier, retriever), { text, ranking });
    } catch {
      // Never let a malformed question break the chat.
      return reply('unknown', REPLIES.unknown);
    }
  }

  return { answer };
}

function clean(text: unknown): string {
  return (typeof text === 'string' ? text : String(text ?? ''))
    .slice(0, MAX_INPUT_CHARS)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The lexical pick, corrected by meaning. Passages are ranked by their similarity to the question plus
 * a small share of their lexical rank (so of two passages about as close in meaning, the one that
 * shares the question's words leads). When no passage covers the question's words, the first of them
 * answers if the question is close enough to the knowledge base; when one does, the first of them
 * replaces it if clearly closer in meaning and not all but ruled out by its words. Neither when the
 * question is as close to a kind the knowledge base does not answer, and the fallback when it is much
 * closer to one, or as close and `asksUnseen` (it uses a word the knowledge base never does).
 */
function withMeaning(selected: Hit[], { passages: byMeaning, outOfScope }: SemanticRanking, hits: readonly Hit[], termCount: number, asksUnseen: boolean): Hit[] {
  const nearest = byMeaning[0]?.similarity;
  if (nearest === undefined) return selected;
  // "What's the founder's name?" shares the word "name" with the passage about the products' names.
  if (outOfScope >= OUT_OF_SCOPE_VETO && outOfScope >= nearest + OUT_OF_SCOPE_VETO_MARGIN) return [];
  // "does hash work offline?": a word the knowledge base never uses, in a question at least as close to a kind it leaves out.
  if (asksUnseen && outOfScope >= nearest) return [];
  if (nearest < outOfScope + MEANING_IN_SCOPE_MARGIN) return selected;

  const bestRank = Math.max(...hits.map((hit) => hit.rank), Number.MIN_VALUE);
  const hitOf = (passage: Passage): Hit | undefined => hits.find((hit) => hit.passage === passage);
  const fused = (hit: SemanticHit): number => hit.similarity + WORDS_SHARE_IN_MEANING * ((hitOf(hit.passage)?.rank ?? 0) / bestRank);
  const top = byMeaning.reduce((best, hit) => (fused(hit) > fused(best) ? hit : best));
  const asHit = (passage: Passage): Hit => hitFor(passage, hits);
  const enough = termCount <= SHORT_QUESTION_TERMS ? MEANING_ALONE_SIMILARITY_SHORT : MEANING_ALONE_SIMILARITY;
  if (selected.length === 0) return nearest >= enough ? [asHit(top.passage)] : [];

  const primary = selected[0]!;
  if (primary.passage === top.passage || top.similarity < MEANING_OVERRULES_SIMILARITY) return selected;
  const primarySimilarity = byMeaning.find((hit) => hit.passage === primary.passage)?.similarity ?? -1;
  if (top.similarity - primarySimilarity < MEANING_OVERRULES_MARGIN) return selected;
  if ((hitOf(top.passage)?.rank ?? 0) < primary.rank * MEANING_OVERRULES_RANK) return selected;
  // When the closest passage is already among the chosen ones it leads; otherwise it replaces the lexical pick.
  const others = selected.some((hit) => hit.passage === top.passage) ? selected : selected.slice(1);
  return [asHit(top.passage), ...others.filter((hit) => hit.passage !== top.passage)];
}

/** The reply to a message that is small talk by meaning: close to a kind of it, and clearly closer than to any passage. */
function smallTalkIn({ passages, smallTalk }: SemanticRanking): SemiAnswer | undefined {
  if (!smallTalk || smallTalk.similarity < SMALL_TALK_SIMILARITY) return undefined;
  if (smallTalk.similarity < (passages[0]?.similarity ?? -1) + SMALL_TALK_MARGIN) return undefined;
  return { ...SMALL_TALK_REPLIES[smallTalk.kind], sources: [] };
}

const SMALL_TALK_REPLIES: Readonly<Record<SmallTalkKind, SemiAnswer>> = {
  greeting: { kind: 'greeting', content: REPLIES.greeting, sources: [] },
  thanks: { kind: 'thanks', content: REPLIES.thanks, sources: [] },
  farewell: { kind: 'thanks', content: REPLIES.farewell, sources: [] },
  ruleChange: { kind: 'unknown', content: REPLIES.unknown, sources: [] },
};

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
