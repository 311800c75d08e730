import { stemmer } from 'stemmer';
import { PRODUCTS } from '../../semi/outOfScope.ts';

/** Two questions whose content words overlap at least this much (Jaccard) ask the same thing. */
export const SAME_QUESTION_OVERLAP = 0.5;

const STOP_WORDS = new Set(
  'a an the is are was were be been am do does did can could would should will shall may might must i me my you your we our us it its this that these those of in on at to for from with by about and or but if so as what which who whom whose when where why how there here any some please hi hello hey chb semi'.split(
    ' ',
  ),
);

/** The products' names as stemmed words: a question about one product never asks the same as one about another. */
const PRODUCT_WORDS = new Set(PRODUCTS.map((name) => stemmer(name.toLowerCase())));

/** A question as the grouping compares it. */
export interface QuestionWords {
  /** Lower-cased and stemmed, without the words every question uses. */
  readonly content: ReadonlySet<string>;
  /** The products it names (stemmed). */
  readonly products: ReadonlySet<string>;
  /** All its words, for questions that have no content words. */
  readonly text: string;
}

export function questionWords(question: string): QuestionWords {
  const words = question.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  const stemmed = words.map((word) => stemmer(word));
  return {
    content: new Set(stemmed.filter((_, i) => !STOP_WORDS.has(words[i]!))),
    products: new Set(stemmed.filter((word) => PRODUCT_WORDS.has(word))),
    text: words.join(' '),
  };
}

export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((word) => b.has(word));

/**
 * Whether two questions ask the same thing: they name the same products, and share at least
 * SAME_QUESTION_OVERLAP of their content words (or, having none, are the same words). Grouping errs
 * towards keeping questions apart, because marking a group answered marks every question in it.
 */
export function askSameThing(a: QuestionWords, b: QuestionWords): boolean {
  if (!sameSet(a.products, b.products)) return false;
  if (a.content.size === 0 && b.content.size === 0) return a.text === b.text;
  return overlap(a.content, b.content) >= SAME_QUESTION_OVERLAP;
}

/**
 * Groups questions that ask the same thing (askSameThing): each question joins the first group (in the
 * given order) whose every question asks the same as it, else starts one. Asking the same as one member
 * is not enough: A like B and B like C would chain A and C, which may share a single word. Given newest
 * first, groups come out by their newest question.
 */
export function groupQuestions<T extends { question: string }>(questions: readonly T[]): T[][] {
  const groups: { items: T[]; words: QuestionWords[] }[] = [];
  for (const item of questions) {
    const words = questionWords(item.question);
    const group = groups.find((candidate) => candidate.words.every((other) => askSameThing(words, other)));
    if (group) {
      group.items.push(item);
      group.words.push(words);
    } else groups.push({ items: [item], words: [words] });
  }
  return groups.map((group) => group.items);
}
