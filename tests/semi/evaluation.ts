/** Scores Semi against the evaluation set: shared by the unit test (share threshold) and `npm run bench` (figure). */
import type { Semi, SemiAnswer } from '../../api/semi/answer.ts';
import { questions, type SemiCase } from './questions.ts';

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

export interface Evaluation {
  passed: number;
  total: number;
  share: number;
  failures: string[];
}

export function evaluateSemi(semi: Semi, cases: readonly SemiCase[] = questions): Evaluation {
  const failures: string[] = [];
  for (const c of cases) {
    const a = semi.answer(c.question);
    const problems = problemsWith(c, a);
    if (problems.length > 0) failures.push(`- ${JSON.stringify(c.question)}: ${problems.join('; ')}\n    ${a.content.replace(/\n/g, ' | ')}`);
  }
  const passed = cases.length - failures.length;
  return { passed, total: cases.length, share: passed / cases.length, failures };
}
