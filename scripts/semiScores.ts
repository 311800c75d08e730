/**
 * Prints Semi's outcomes on the development and held-out sets: right, honest fallback, confident wrong
 * answer, other fixed reply, with precision and recall of its knowledge answers. Reports only: nothing
 * here is fitted (the confidence model is fitted on the development set alone, scripts/semiConfidence.ts).
 */
import { createSemi } from '../semi/answer.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { evaluateSemi, type Evaluation } from '../tests/semi/evaluation.ts';
import { heldOutCases } from '../tests/semi/heldOut.ts';

const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;

function line(name: string, e: Evaluation): string {
  const { right, fallback, wrong, other } = e.outcomes;
  return `${name}: ${e.total} cases, right ${right} (${percent(right / e.total)}), fallback ${fallback} (${percent(fallback / e.total)}), confident wrong ${wrong} (${percent(wrong / e.total)}), other reply ${other}; precision ${percent(e.precision)}, recall ${percent(e.recall)}`;
}

const semi = createSemi();
const development = await evaluateSemi(semi, developmentCases);
const heldOut = await evaluateSemi(semi, heldOutCases);
console.log(line('development', development));
console.log(line('held-out', heldOut));
if (process.argv.includes('--failures')) console.log(['development failures:', ...development.failures].join('\n'));
