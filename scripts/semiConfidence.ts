/**
 * Fits Semi's confidence model (semi/confidence.ts) on the DEVELOPMENT set only and writes
 * semi/confidenceModel.json. The held-out set is never read here.
 *
 * Every development case is asked with the model off; each candidate answer Semi considers (one per
 * reading of the question) is labelled right (it passes the case), wrong (the case expects a knowledge
 * answer and this is not it) or notCovered (the case expects the fallback or another fixed reply). A
 * multinomial logistic regression (standardised features, L2) is fitted to those labels. The operating
 * point is chosen on out-of-fold probabilities (5 folds by case), as the threshold that maximises
 * right answers minus WRONG_COST times confident wrong answers (averaged over neighbouring thresholds):
 * a wrong answer is worse than "I don't know". Then the model is refitted on every development case.
 *
 *   npx tsx scripts/semiConfidence.ts
 */
import { writeFileSync } from 'node:fs';
import { createSemi, type Candidate } from '../semi/answer.ts';
import { REPLIES, reply, type SemiAnswer } from '../semi/composition.ts';
import { CLASSES, CONFIDENCE_MODEL_FILE, FEATURES, confidenceOf, type ConfidenceClass, type ConfidenceModel } from '../semi/confidence.ts';
import type { SemiCase } from '../tests/semi/caseTypes.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { historyOf, outcomeOf, type Outcome } from '../tests/semi/evaluation.ts';

/** A confident wrong answer costs this many right ones. */
const WRONG_COST = 3;
const FOLDS = 5;
const L2 = 0.01;
const ITERATIONS = 4000;
const LEARNING_RATE = 0.5;
/** The operating point's utility is averaged over this many thresholds (of 0.01) either side. */
const SMOOTHING = 3;

interface Asked {
  c: SemiCase;
  /** Every candidate, in the order Semi considers them, with its class. */
  candidates: { candidate: Candidate; label: ConfidenceClass }[];
  /** Semi's reply when it had no candidate (small talk, declined, the fallback). */
  fixedReply: SemiAnswer | undefined;
}

async function ask(): Promise<Asked[]> {
  let recording: Candidate[] | undefined;
  const semi = createSemi({ confidence: 'off', onCandidate: (candidate) => recording?.push(candidate) });
  const asked: Asked[] = [];
  for (const c of developmentCases) {
    const history = await historyOf(semi, c);
    const candidates: Candidate[] = [];
    recording = candidates;
    const answer = await semi.answer(c.question, history);
    recording = undefined;
    asked.push({
      c,
      candidates: candidates.map((candidate) => ({ candidate, label: labelOf(c, candidate.answer) })),
      fixedReply: candidates.length === 0 ? answer : undefined,
    });
  }
  return asked;
}

function labelOf(c: SemiCase, answer: SemiAnswer): ConfidenceClass {
  if (outcomeOf(c, answer) === 'right') return 'right';
  return (c.kind ?? 'answer') === 'answer' ? 'wrong' : 'notCovered';
}

const vectorOf = (candidate: Candidate): number[] => FEATURES.map((name) => candidate.features[name]);

/** Softmax regression by full-batch gradient descent on standardised features. */
function fit(rows: { x: number[]; label: ConfidenceClass }[]): ConfidenceModel {
  const d = FEATURES.length;
  const mean = Array.from({ length: d }, (_, j) => rows.reduce((sum, r) => sum + r.x[j]!, 0) / rows.length);
  const scale = Array.from({ length: d }, (_, j) => Math.sqrt(rows.reduce((sum, r) => sum + (r.x[j]! - mean[j]!) ** 2, 0) / rows.length) || 1);
  const xs = rows.map((r) => [1, ...r.x.map((v, j) => (v - mean[j]!) / scale[j]!)]);
  const ys = rows.map((r) => CLASSES.indexOf(r.label));
  const weights = CLASSES.map(() => new Array<number>(d + 1).fill(0));
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const gradient = CLASSES.map(() => new Array<number>(d + 1).fill(0));
    xs.forEach((x, i) => {
      const logits = weights.map((w) => w.reduce((sum, wj, j) => sum + wj * x[j]!, 0));
      const top = Math.max(...logits);
      const exps = logits.map((z) => Math.exp(z - top));
      const total = exps.reduce((a, b) => a + b, 0);
      exps.forEach((e, k) => {
        const error = e / total - (ys[i] === k ? 1 : 0);
        for (let j = 0; j <= d; j++) gradient[k]![j]! += (error * x[j]!) / xs.length;
      });
    });
    weights.forEach((w, k) => {
      for (let j = 0; j <= d; j++) w[j]! -= LEARNING_RATE * (gradient[k]![j]! + (j > 0 ? L2 * w[j]! : 0));
    });
  }
  return { features: FEATURES, classes: CLASSES, mean, scale, weights, operatingPoint: 0.5 };
}

/** How a case comes out when a candidate answers only with at least `threshold` confidence. */
function outcomeAt(asked: Asked, confidences: readonly number[], threshold: number): Outcome {
  const index = confidences.findIndex((p) => p >= threshold);
  if (index >= 0) {
    const label = asked.candidates[index]!.label;
    return label === 'right' ? 'right' : 'wrong';
  }
  return outcomeOf(asked.c, asked.fixedReply ?? reply('unknown', REPLIES.unknown));
}

interface CurvePoint {
  threshold: number;
  right: number;
  wrong: number;
  fallback: number;
  other: number;
}

function curve(asked: readonly Asked[], confidences: readonly (readonly number[])[]): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (let step = 0; step <= 100; step++) {
    const threshold = step / 100;
    const point = { threshold, right: 0, wrong: 0, fallback: 0, other: 0 };
    asked.forEach((a, i) => point[outcomeAt(a, confidences[i]!, threshold)]++);
    points.push(point);
  }
  return points;
}

const started = Date.now();
const asked = await ask();
console.log(`asked ${asked.length} development cases, ${asked.reduce((n, a) => n + a.candidates.length, 0)} candidates, in ${((Date.now() - started) / 1000).toFixed(0)} s`);

// Out-of-fold confidences: each case's candidates scored by a model fitted without that case.
const outOfFold: number[][] = asked.map(() => []);
for (let fold = 0; fold < FOLDS; fold++) {
  const training = asked.flatMap((a, i) => (i % FOLDS === fold ? [] : a.candidates.map(({ candidate, label }) => ({ x: vectorOf(candidate), label }))));
  const model = fit(training);
  asked.forEach((a, i) => {
    if (i % FOLDS === fold) outOfFold[i] = a.candidates.map(({ candidate }) => confidenceOf(model, candidate.features));
  });
}
const points = curve(asked, outOfFold);
const utility = (p: CurvePoint): number => p.right - WRONG_COST * p.wrong;
// The best utility averaged with the thresholds either side (one lucky step is noise); of equally good
// thresholds the highest (fewer wrong answers).
const smoothed = (i: number): number => {
  const near = points.slice(Math.max(0, i - SMOOTHING), i + SMOOTHING + 1);
  return near.reduce((sum, p) => sum + utility(p), 0) / near.length;
};
const best = points[points.reduce((chosen, _, i) => (smoothed(i) >= smoothed(chosen) ? i : chosen), 0)]!;

const model = { ...fit(asked.flatMap((a) => a.candidates.map(({ candidate, label }) => ({ x: vectorOf(candidate), label })))), operatingPoint: best.threshold };
const round = (x: number): number => Math.round(x * 1e6) / 1e6;
const written = {
  ...model,
  mean: model.mean.map(round),
  scale: model.scale.map(round),
  weights: model.weights.map((row) => row.map(round)),
  fitted: {
    on: 'development set only (tests/semi/development*.ts)',
    cases: asked.length,
    wrongCost: WRONG_COST,
    /** Out-of-fold outcomes on the development set as the threshold moves. */
    curve: points,
  },
};
writeFileSync(CONFIDENCE_MODEL_FILE, `${JSON.stringify(written, null, 1)}\n`);
const share = (n: number): string => `${((n / asked.length) * 100).toFixed(1)} %`;
console.log(`operating point ${best.threshold}: out of fold on development, right ${best.right} (${share(best.right)}), wrong ${best.wrong} (${share(best.wrong)}), fallback ${best.fallback} (${share(best.fallback)}), other ${best.other}`);
const off = outOfFold.map((list) => list.map(() => 1));
const ungated = curve(asked, off)[0]!;
console.log(`without the model (first candidate answers): right ${ungated.right}, wrong ${ungated.wrong}, fallback ${ungated.fallback}, other ${ungated.other}`);
console.log(`wrote ${CONFIDENCE_MODEL_FILE}`);
if (process.argv.includes('--wrong')) {
  asked.forEach((a, i) => {
    const outcome = outcomeAt(a, outOfFold[i]!, best.threshold);
    if (outcome === 'wrong' || (outcome === 'fallback' && process.argv.includes('--fallback'))) {
      const index = outOfFold[i]!.findIndex((p) => p >= best.threshold);
      const shown = a.candidates[Math.max(index, 0)];
      console.log(`${outcome} ${JSON.stringify(a.c.question)} p=${outOfFold[i]!.map((p) => p.toFixed(2)).join('/')} ${shown?.label ?? ''}: ${shown?.candidate.answer.content.slice(0, 80).replace(/\n/g, ' ') ?? ''}`);
    }
  });
}
