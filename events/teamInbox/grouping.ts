import { stemmer } from 'stemmer';

/** Two questions whose content words overlap at least this much (Jaccard) ask the same thing. */
export const SAME_QUESTION_OVERLAP = 0.5;

const STOP_WORDS = new Set(
  'a an the is are was were be been am do does did can could would should will shall may might must i me my you your we our us it its this that these those of in on at to for from with by about and or but if so as what which who whom whose when where why how there here any some please hi hello hey chb semi'.split(
    ' ',
  ),
);

/** The question's content words, lower-cased and stemmed, without the words every question uses. */
export function contentWords(question: string): Set<string> {
  const words = question.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => !STOP_WORDS.has(word)).map((word) => stemmer(word)));
}

export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size && !b.size) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Groups questions that ask the same thing by normalised-word overlap: each question joins the first
 * group (in the given order) that has a question sharing at least SAME_QUESTION_OVERLAP of their content
 * words, else starts one. Given newest first, groups come out by their newest question.
 */
export function groupQuestions<T extends { question: string }>(questions: readonly T[]): T[][] {
  const groups: { items: T[]; words: Set<string>[] }[] = [];
  for (const item of questions) {
    const words = contentWords(item.question);
    const group = groups.find((candidate) => candidate.words.some((other) => overlap(words, other) >= SAME_QUESTION_OVERLAP));
    if (group) {
      group.items.push(item);
      group.words.push(words);
    } else groups.push({ items: [item], words: [words] });
  }
  return groups.map((group) => group.items);
}
