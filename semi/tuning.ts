/**
 * Every threshold and weight Semi is tuned by, in one place. The figures were fitted on the
 * development set (tests/semi/development*.ts); change one and run `npm run bench -- --only=semi`,
 * which scores the held-out set too.
 */

// Input

/** Longer input is cut before analysis; the API caps questions at 500 characters anyway. */
export const MAX_INPUT_CHARS = 1000;
/**
 * The sentence encoder reads at most this many characters of a query (the question, and for a follow-up
 * what it borrows of the earlier questions): its time grows with the text, and a 3,000-character
 * history held the event loop 100-190 ms.
 */
export const MAX_ENCODED_CHARS = 300;

/** How much lower than the server's own threads the encoder's thread runs: nice 10 weighs about a tenth of nice 0 on a busy core. */
export const ENCODER_NICENESS = 10;

// Small talk

/** At most this many meaningful words after thanks, none naming a thing, are more thanks ("thank you kindly"). */
export const THANKS_TAIL_TERMS = 3;
/** A message at least this close in meaning to a kind of small talk (smallTalk.ts) may be that small talk ... */
export const SMALL_TALK_SIMILARITY = 0.65;
/** ... when it is also this much closer to it than to any passage. */
export const SMALL_TALK_MARGIN = 0.1;

// Words: the lexical retriever (retriever.ts)

/** How much a word found in each field of a passage counts: titles and headings say what it is about, `questions` what it answers. */
export const FIELD_BOOST = { title: 3, heading: 3, questions: 2, keywords: 1.5, text: 1 };
/** MiniSearch's typo tolerance: the share of a word's letters that may differ. */
export const FUZZY = 0.2;
/** How much a query term found exactly in a passage counts towards its coverage. */
export const MATCH_EXACT = 1;
/** ... found as the start of a longer word ("perspect" in "perspective"). */
export const MATCH_PREFIX = 0.9;
/** ... found with a small typo. */
export const MATCH_FUZZY = 0.8;
/** ... found only through one of its synonyms (synonyms.ts). */
export const MATCH_SYNONYM = 0.75;
/** All the synonyms of a word together count for this share of the word itself when ranking. */
export const SYNONYM_BOOST = 1;
/** A prefix counts towards coverage only when it completes with at most this many letters. */
export const MAX_PREFIX_COMPLETION = 3;
/** The first section of a document (its overview) scores this much more, so it wins ties. */
export const OVERVIEW_BOOST = 1.15;
/** Passages of a document about a thing the question names score this much more. */
export const NAMED_DOCUMENT_BOOST = 1.5;
/** Passages of a document about a thing the question does not name, when it names another, score this share. */
export const OTHER_THING_FACTOR = 0.6;
/** A question naming the things of this many documents boosts none of them (it asks about them together). */
export const TOGETHER_NAMED_DOCUMENTS = 3;
/** A word of WEAK_WORDS (textAnalysis.ts: how rather than what) weighs this share of the maximum IDF. */
export const WEAK_WEIGHT = 0.2;
/** Names of things (document keywords such as product names) weigh at least this share of the maximum IDF. */
export const ENTITY_WEIGHT_FLOOR = 0.75;
/** Hits scoring below this share of the best score are dropped (the retriever's default `relativeThreshold`). */
export const RELATIVE_SCORE_THRESHOLD = 0.1;

// Selecting passages by their words (selection.ts)

/** Questions with at most this many terms must be covered by MIN_COVERAGE_SHORT: each word carries the question. */
export const SHORT_COVERAGE_TERMS = 2;
/** The IDF-weighted share of a short question's terms the best passage must cover before Semi answers from it. */
export const MIN_COVERAGE_SHORT = 0.7;
/** ... of a longer question's terms: most of it. */
export const MIN_COVERAGE = 0.6;
/** A passage answering the question must score at least this share of the best-scoring one. */
export const MIN_PRIMARY_RELATIVE_SCORE = 0.15;
/** At most this many passages answer one question (and at most this many things are answered one by one). */
export const MAX_PASSAGES = 3;
/** A further passage is used only if its search score is at least this share of the first one's ... */
export const SECONDARY_RELATIVE_SCORE = 0.45;
/** ... and it answers at least this share of the question that the ones before it did not. */
export const MIN_FRESH_SHARE = 0.25;
/** In a question asking for all of something, a further passage that answers it as fully joins when it scores this share of the first one ... */
export const LIST_RELATIVE_SCORE = 0.6;
/** ... and covers at least this share of what the first one covers. */
export const LIST_MIN_RELATIVE_COVERAGE = 0.95;
/** A passage answers what a question asks besides the things it names when it covers this share of it. */
export const REST_ANSWERED_SHARE = 0.45;
/** Questions with at least this many terms that no passage answers are tried clause by clause. */
export const LONG_QUESTION_TERMS = 4;

// Selecting passages by meaning (selection.ts, over semanticIndex.ts's ranking)

/** In the ranking by meaning, a passage's lexical rank (as a share of the best one's) counts this much. */
export const WORDS_SHARE_IN_MEANING = 0.15;
/** The passage closest in meaning replaces the lexical pick when at least this similar ... */
export const MEANING_OVERRULES_SIMILARITY = 0.6;
/** ... and this much closer than the lexical pick ... */
export const MEANING_OVERRULES_MARGIN = 0.1;
/** ... and its own rank by words is at least this share of the lexical pick's (words that all but rule it out win). */
export const MEANING_OVERRULES_RANK = 0.1;
/** Meaning corrects the pick only when the passage is this much closer than the closest question the knowledge base does not answer. */
export const MEANING_IN_SCOPE_MARGIN = 0.03;

// Generic passages (knowledge markdown `<!-- generic -->`: contact details, product list, the assistant itself)

/**
 * A generic passage answers only a question it lists, or one whose weighted words it covers at least
 * this share of: "so what is chb, in one line" lands near the contact details by meaning without asking
 * for them.
 */
export const GENERIC_MIN_COVERAGE = 0.75;

// Whether to answer at all: the confidence model (confidence.ts, semi/confidenceModel.json), fitted on
// the development set by scripts/semiConfidence.ts, replaces the hand-set vetoes and similarity floors.

// Follow-ups (conversation.ts)

/** How many earlier questions a follow-up may borrow from. */
export const MAX_CONTEXT_TURNS = 3;
/** A question of at most this many meaningful words may lean on the earlier one even without "it". */
export const FOLLOW_UP_SHORT_QUESTION_TERMS = 2;

// Composing the answer (composition.ts)

/** Budget for the answer body; the 'Learn more' line comes on top (the whole reply stays around 600). */
export const MAX_BODY_CHARS = 540;
/** Choosing a further passage's sentence: each of the question's terms it answers that earlier passages did not counts this much ... */
export const SENTENCE_FRESH_TERM_WEIGHT = 2;
/** ... each of the question's terms it mentions counts 1, and being the passage's opening sentence this much. */
export const SENTENCE_OPENING_BONUS = 0.5;
