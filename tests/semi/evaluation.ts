/** Scores Semi against an evaluation set: shared by the unit tests (thresholds) and `npm run bench` (figures). */
import type { Semi } from '../../semi/answer.ts';
import type { SemiAnswer } from '../../semi/composition.ts';
import type { ChatTurn } from '../../semi/conversation.ts';
import type { SemiCase } from './caseTypes.ts';

/** What is wrong with an answer to one case; empty when it passes. */
export function problemsWith(c: SemiCase, a: SemiAnswer): string[] {
  const problems: string[] = [];
  const expectedKind = c.kind ?? 'answer';
  if (a.kind !== expectedKind) problems.push(`kind ${a.kind}, expected ${expectedKind}`);
  const content = a.content.toLowerCase();
  const missing = c.mustInclude.filter((m) => !content.includes(m.toLowerCase()));
  if (missing.length > 0) problems.push(`missing ${JSON.stringify(missing)}`);
  if (c.page && !a.sources.some((s) => s.page === c.page)) {
    problems.push(`no source on ${c.page} (got ${a.sources.map((s) => s.page).join(', ') || 'none'})`);
  }
  return problems;
}

/** Semi's answer to the case's question, after asking its earlier questions and sending their answers as history. */
export async function answerCase(semi: Semi, c: SemiCase): Promise<SemiAnswer> {
  return semi.answer(c.question, await historyOf(semi, c));
}

/** The conversation before the case's question, as the widget would send it: its earlier questions with Semi's real answers. */
export async function historyOf(semi: Semi, c: SemiCase): Promise<ChatTurn[]> {
  const history: ChatTurn[] = [];
  for (const question of c.previous ?? []) {
    const earlier = await semi.answer(question, history);
    history.push({ role: 'user', content: question }, { role: 'assistant', content: earlier.content });
  }
  return history;
}

export interface Evaluation {
  passed: number;
  total: number;
  share: number;
  failures: string[];
  /** Questions the knowledge base answers that got the "I don't know" fallback. */
  wrongFallbacks: string[];
  /**
   * Every case once: `right` passed; `fallback` got "I don't know" but expected something else;
   * `wrong` got a knowledge answer that fails the case (a confident wrong answer); `other` got another
   * fixed reply it did not expect (declined for unknown, say).
   */
  outcomes: { right: number; fallback: number; wrong: number; other: number };
  /** Of the knowledge answers given, the share that were right. */
  precision: number;
  /** Of the cases that expect a knowledge answer, the share answered right. */
  recall: number;
}

export type Outcome = keyof Evaluation['outcomes'];

/** How one answer to a case counts. */
export function outcomeOf(c: SemiCase, a: SemiAnswer): Outcome {
  if (problemsWith(c, a).length === 0) return 'right';
  return a.kind === 'unknown' ? 'fallback' : a.kind === 'answer' ? 'wrong' : 'other';
}

export async function evaluateSemi(semi: Semi, cases: readonly SemiCase[]): Promise<Evaluation> {
  const failures: string[] = [];
  const wrongFallbacks: string[] = [];
  const outcomes = { right: 0, fallback: 0, wrong: 0, other: 0 };
  let answers = 0;
  let rightAnswers = 0;
  for (const c of cases) {
    const a = await answerCase(semi, c);
    const problems = problemsWith(c, a);
    const outcome = outcomeOf(c, a);
    outcomes[outcome]++;
    if (a.kind === 'answer') {
      answers++;
      if (outcome === 'right') rightAnswers++;
    }
    const asked = [...(c.previous ?? []), c.question].map((q) => JSON.stringify(q)).join(' → ');
    if (problems.length > 0) failures.push(`- ${asked}: ${problems.join('; ')}\n    ${a.content.replace(/\n/g, ' | ')}`);
    if ((c.kind ?? 'answer') === 'answer' && a.kind === 'unknown') wrongFallbacks.push(asked);
  }
  const passed = cases.length - failures.length;
  const expectingAnswers = cases.filter((c) => (c.kind ?? 'answer') === 'answer').length;
  return {
    passed,
    total: cases.length,
    share: passed / cases.length,
    failures,
    wrongFallbacks,
    outcomes,
    precision: answers > 0 ? rightAnswers / answers : 1,
    recall: expectingAnswers > 0 ? rightAnswers / expectingAnswers : 1,
  };
}
