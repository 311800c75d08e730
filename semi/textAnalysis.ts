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
  need needs no nor not now of off oh ok okay on once only or other otherwise our ours ourselves out over
 per perhaps please pls plz probably quite rather really right said say says she should shouldnt so some someone something sort still such sure
  tell than that thats the their theirs them themselves then there theres these they thing things think this those though through thx to too
  u ur under until up upon us very wanna want wants was wasnt way we well were werent what whats when where whereas whether which while who whom whos whose why will with
  within without wonder wondering would wouldnt yeah yes yet you youd youll your youre yours yourself yourselves ve re ll
  explain describe details detail info information anyone guys hello hi hey giving gives gave given
  wat wut wot wht abt bout gimme ya dunno tho cuz coz bc anyway anyways ways far nah yep yup nope yea bunch lot lots whatever
  literally honestly seriously totally sorta gotta ok cool great awesome guess one ones`
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
  builder: 'build',
  builders: 'build',
  decide: 'decision',
  decides: 'decision',
  decided: 'decision',
  deciding: 'decision',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  'e-mail': 'email',
};

/** Words Porter would fold onto another word of this site ("customers" onto "custom", "personal" onto "person"). */
const UNSTEMMED: Record<string, string> = {
  customer: 'customer',
  customers: 'customer',
  personal: 'personal',
  personally: 'personal',
  news: 'news',
  use: 'use',
  uses: 'use',
  used: 'use',
  using: 'use',
  usable: 'use',
  general: 'general',
  generally: 'general',
};

/**
 * Phrases that mean one thing together. Matched on the folded, lower-case text: an `add` phrase keeps
 * its own words and adds one for the whole ("personal data" is also privacy), a `replace` phrase
 * stands for its words ("high res" is the full resolution, not "high" and "res").
 */
const PHRASES: readonly { pattern: RegExp; word: string; mode: 'add' | 'replace' }[] = [
  { pattern: /\bpersonal (?:data|information|info|details)\b/g, word: 'personaldata', mode: 'add' },
  { pattern: /\bdata sovereignty\b/g, word: 'datasovereignty', mode: 'add' },
  { pattern: /\bcoming soon\b/g, word: 'comingsoon', mode: 'add' },
  { pattern: /\bhuman agency\b/g, word: 'humanagency', mode: 'add' },
  { pattern: /\bget in touch\b/g, word: 'contact', mode: 'replace' },
  { pattern: /\bcase stud(?:y|ies)\b/g, word: 'casestudy', mode: 'replace' },
  { pattern: /\bdeep dives?\b/g, word: 'deepdive', mode: 'replace' },
  { pattern: /\bhappy accidents?\b/g, word: 'happyaccident', mode: 'replace' },
  { pattern: /\bai tax\b/g, word: 'aitax', mode: 'replace' },
  { pattern: /\b(?:come|comes|coming|came) out\b/g, word: 'release', mode: 'replace' },
  { pattern: /\bhow much (?:is|are|does|do|will|would|for|to)\b|\bhow much\b(?=[\s?.!]*$)/g, word: 'price', mode: 'replace' },
  { pattern: /\b(?:throw|throws|threw|thrown|toss|tossed|bin|binned) (?:out|away)\b|\bdiscard(?:ed|s)?\b|\bditch(?:ed)?\b/g, word: 'rejected', mode: 'replace' },
  { pattern: /\bwhere (?:are|is) (?:you|chb|the company|the team)(?: guys)? (?:based|located)\b|\b(?:based|located|headquartered) (?:in|out of)\b|\bheadquarters\b/g, word: 'hq', mode: 'replace' },
  { pattern: /\bwhere (?:each|it|they|things|everything) (?:one )?stands?\b/g, word: 'status', mode: 'replace' },
  { pattern: /\bget (?:my|our) hands on\b|\bget hold of\b|\bget access to\b/g, word: 'access', mode: 'replace' },
  { pattern: /\bsign(?:ing)? ?up\b|\bregister(?:ing)?\b|\bcreate an account\b|\blog ?in\b/g, word: 'account', mode: 'replace' },
  { pattern: /\block[- ]?in\b/g, word: 'lockin', mode: 'add' },
  { pattern: /\blocked in\b|\bstuck with\b|\btrapped\b|\bcan'?t leave\b/g, word: 'lockin', mode: 'replace' },
  { pattern: /\blook around\b|\bbrowse\b|\bbrowsing\b/g, word: 'visit', mode: 'replace' },
  { pattern: /\bend up\b/g, word: '', mode: 'replace' },
  { pattern: /\b(?:own|your|their) (?:machines?|computers?|servers?|hardware)\b|\bon[- ]prem(?:ise|ises)?\b|\bin[- ]house\b/g, word: 'locally', mode: 'replace' },
  { pattern: /\b(?:broken|not working|does ?n[o']?t work|wo ?n[o']?t (?:work|make|generate)|disabled)\b/g, word: 'switchedoff', mode: 'replace' },
  { pattern: /\bswitched off\b/g, word: 'switchedoff', mode: 'add' },
  { pattern: /\blinked (?:between|across|together)\b/g, word: 'connected', mode: 'replace' },
  { pattern: /\b(?:at the moment|right now|these days|at present)\b/g, word: 'current', mode: 'replace' },
  { pattern: /\bworking on\b/g, word: 'ongoing', mode: 'replace' },
  { pattern: /\b(?:in|under) (?:development|the works)\b|\bwork in progress\b|\bnot (?:yet )?(?:out|available|released|launched)(?: yet)?\b/g, word: 'comingsoon', mode: 'replace' },
  { pattern: /\b(?:(?:are|is) (?:you|chb|the company|the team) hiring|jobs?|job openings?|careers?|vacanc(?:y|ies)|internships?)\b/g, word: 'jobs', mode: 'replace' },
  { pattern: /\bcalled\b(?=[\s?.!]*$)/g, word: 'name', mode: 'replace' },
  { pattern: /\b(?:high|full|hi)[ -]?res(?:olution)?\b/g, word: 'fullresolution', mode: 'replace' },
  { pattern: /\b(?:meant|aimed|intended) (?:for|at)\b/g, word: 'audience', mode: 'replace' },
  { pattern: /\bwho(?: is| are|s|re)\b[^?.!]{1,40}\bfor\b/g, word: 'audience', mode: 'add' },
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
  for (const { pattern, word, mode } of PHRASES) folded = folded.replace(pattern, mode === 'add' ? `$& ${word}` : word);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length > 0);
}

/** Stems one folded word (words with digits stay as they are). */
export function stem(word: string): string {
  const kept = UNSTEMMED[word];
  if (kept) return kept;
  const variant = VARIANTS[word] ?? word;
  return /\d/.test(variant) ? variant : stemmer(variant);
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
 * they weigh little, whether the knowledge base happens to use them or not.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `treat treats treated treating handle handles handled handling deal deals dealt dealing approach approaches happen happens happened
  regard regarding concern concerning matter matters stuff basically generally exactly currently possible possibly able actual actually
  put puts putting purpose deliberately intentionally team teams
  list lists listing enumerate show summary summarize summarise overview main key briefly quick quickly page pages
  two three four five six big huge`
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => stem(word)),
);
