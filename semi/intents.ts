/**
 * What a message is, read before the knowledge base is searched. By its wording: a greeting, thanks, a
 * goodbye, an attempt to change Semi's rules or read them, or a task Semi declines (essays, code,
 * homework, topics other than CHB); by its meaning: close to a kind of small talk (smallTalk.ts's
 * examples). And questions addressed to Semi itself, or quoting the products' symbols, are reworded
 * so that they find the passages that answer them.
 */
import { REPLIES, reply, type SemiAnswer } from './composition.ts';
import type { Retriever } from './retriever.ts';
import type { SemanticRanking } from './semanticIndex.ts';
import type { SmallTalkKind } from './smallTalk.ts';
import { analyze } from './textAnalysis.ts';
import { SMALL_TALK_MARGIN, SMALL_TALK_SIMILARITY, THANKS_TAIL_TERMS } from './tuning.ts';

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

/** The products' symbols, as a visitor may quote them ("what does the # stand for?"). */
const PRODUCT_SYMBOLS: Readonly<Record<string, string>> = { '#': 'Hash', ';': 'Semi', '&': 'Scout', '|': 'Pipes', '!': 'Workshop' };
const ASKS_ABOUT_SYMBOLS = /\b(?:symbols?|signs?|characters?|stands? for|mean|means|punctuation)\b/i;

/** Names the products whose symbols a question about symbols quotes, so their passages are found. */
function withSymbolNames(question: string): string {
  if (!ASKS_ABOUT_SYMBOLS.test(question)) return question;
  const quoted = [...question.matchAll(/(?:^|\s|["'(])([#;&|!])(?=$|\s|["'),?])/g)].map((m) => PRODUCT_SYMBOLS[m[1] ?? '']).filter(Boolean);
  return quoted.length > 0 ? `${question} ${[...new Set(quoted)].join(' ')}` : question;
}

/** Rewrites questions addressed to the assistant so they find the passages about Semi on this site. */
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

/** The question as it is searched: the products its quoted symbols stand for named, a question to Semi pointed at Semi's passages. */
export const asSearched = (question: string): string => aboutAssistant(withSymbolNames(question));

/**
 * The reply to a message that is small talk, a rule change or a task Semi declines, by its wording;
 * otherwise the question it asks, with the greetings and thanks before it taken off ("Hi! What is
 * Scout?"). `message` is as `clean` in answer.ts left it.
 */
export function byWording(message: string, retriever: Pick<Retriever, 'entitiesOf'>): { reply: SemiAnswer } | { question: string } {
  let text = message;
  if (!text || /^(?:\u{1F44B}|\u{1F64B})/u.test(text)) return { reply: reply('greeting', REPLIES.greeting) };
  if (RULE_CHANGE.test(text)) return { reply: reply('unknown', REPLIES.unknown) };

  if (FAREWELL.test(text)) return { reply: reply('thanks', REPLIES.farewell) };
  // "Cheers, thanks!": thanks may come more than once.
  for (let thanks = THANKS_PREFIX.exec(text); thanks && thanks[0].length > 0; thanks = THANKS_PREFIX.exec(text)) {
    text = text.slice(thanks[0].length).trim();
    if (!/[\p{L}\p{N}]/u.test(text)) return { reply: reply('thanks', REPLIES.thanks) };
    if (FAREWELL.test(text)) return { reply: reply('thanks', REPLIES.farewell) };
    // "thank you kindly", "thanks for sorting that out": more thanks, not a question.
    if (!ASKS.test(text) && retriever.entitiesOf(text).length === 0 && analyze(text).length <= THANKS_TAIL_TERMS) return { reply: reply('thanks', REPLIES.thanks) };
  }
  const greeting = GREETING_PREFIX.exec(text);
  if (greeting && greeting[0].length > 0) {
    const rest = text.slice(greeting[0].length).trim();
    if (!/[\p{L}\p{N}]/u.test(rest)) return { reply: reply('greeting', REPLIES.greeting) };
    text = rest;
  }

  const declined = offTopic(text);
  if (declined) return { reply: reply('declined', declined === 'writing' ? REPLIES.declinedWriting : REPLIES.declined) };
  return { question: text };
}

/** The reply to a message that is small talk by meaning: close to a kind of it, and clearly closer than to any passage. */
export function smallTalkIn({ passages, smallTalk }: SemanticRanking): SemiAnswer | undefined {
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
