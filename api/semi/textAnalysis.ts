/**
 * How Semi reads text, the same for passages and questions: words are folded (case, accents,
 * apostrophes, British spellings), a few multi-word phrases become one word, stop-words drop out and
 * the rest is stemmed (Porter, the `stemmer` package), so "prices", "pricing" and "price" meet.
 */
import { stemmer } from 'stemmer';

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
  licenced: 'licensed',
  favourite: 'favorite',
  catalogue: 'catalog',
  programme: 'program',
  judgement: 'judgment',
  organise: 'organize',
  organised: 'organized',
  organising: 'organizing',
  personalise: 'personalize',
  customised: 'customized',
  emails: 'email',
  'e-mail': 'email',
};

/** Words Porter would fold onto another word of this site ("customers" onto "custom", "personal" onto "person"). */
const UNSTEMMED: Record<string, string> = {
  customer: 'customer',
  customers: 'customer',
  personal: 'personal',
  personally: 'personal',
  news: 'news',
  general: 'general',
  generally: 'general',
};

/**
 * Phrases whose words mean something else together ("personal data" is privacy, not a person);
 * each becomes one word before the text is split. Matched on the folded, lower-case text.
 */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bpersonal (?:data|information|info|details)\b/g, 'personaldata'],
  [/\bget in touch\b/g, 'contact'],
  [/\bcoming soon\b/g, 'comingsoon'],
  [/\b(?:come|comes|coming|came) out\b/g, 'release'],
  [/\bcase stud(?:y|ies)\b/g, 'casestudy'],
  [/\bdeep dives?\b/g, 'deepdive'],
  [/\bhappy accidents?\b/g, 'happyaccident'],
  [/\bai tax\b/g, 'aitax'],
  [/\bhuman agency\b/g, 'humanagency'],
  [/\bdata sovereignty\b/g, 'datasovereignty'],
];

/** Lower-cases and folds accents and apostrophes. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/\be-mail/g, 'email');
}

/** Lower-cased word tokens, with the phrases joined into single words. */
export function tokenize(text: string): string[] {
  let folded = fold(text);
  for (const [pattern, word] of PHRASES) folded = folded.replace(pattern, word);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** Stems one folded word (digits and short words stay as they are). */
export function stem(word: string): string {
  const kept = UNSTEMMED[word];
  if (kept) return kept;
  const variant = VARIANTS[word] ?? word;
  if (variant.length <= 3 || /\d/.test(variant)) return variant;
  return stemmer(variant);
}

/** Maps one token to its index term, or null for stop-words and noise. */
export function processTerm(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  if (token.length < 2 && !/\d/.test(token)) return null;
  if (token.length > 40) return null;
  return stem(token);
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

/**
 * Words that say how rather than what ("how do you treat my data", "what happens to my notes"):
 * when the knowledge base never uses one, it weighs little instead of as much as its rarest word.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `treat treats treated treating handle handles handled handling deal deals dealt dealing approach approaches happen happens happened
  regard regarding concern concerning matter matters stuff basically generally exactly currently possible possibly able actual`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => stem(word)),
);
