/**
 * How sure Semi is of a candidate answer, and whether that is sure enough to give it. A multinomial
 * logistic regression over what the selection saw (the encoder's similarities, the lexical retriever's
 * coverage and score, how the passage was picked, how close the question is to what the knowledge base
 * leaves out) gives three probabilities: the candidate is right, it is a wrong passage for a question
 * the knowledge base answers, or the question is not covered at all. The confidence is the first; below
 * the operating point Semi says it does not know. The coefficients and the operating point are fitted
 * on the development set only (scripts/semiConfidence.ts) and kept in semi/confidenceModel.json.
 */
import { readFileSync } from 'node:fs';
import { projectPath } from '../projectRoot.ts';
import type { Hit, QueryTerm } from './retriever.ts';
import type { Route } from './selection.ts';
import type { SemanticRanking } from './semanticIndex.ts';

export const CONFIDENCE_MODEL_FILE = projectPath('semi/confidenceModel.json');

/** The classes, in the order of the model's rows. */
export const CLASSES = ['right', 'wrong', 'notCovered'] as const;
export type ConfidenceClass = (typeof CLASSES)[number];

/** The features, in the order of the model's columns. */
export const FEATURES = [
  'similarity',
  'nearest',
  'margin',
  'asked',
  'outOfScopeGap',
  'coverage',
  'lexicalScore',
  'listed',
  'byMeaning',
  'corrected',
  'unseenShare',
  'termCount',
  'followUp',
  'beyondProduct',
  'generic',
  'passages',
  'meaningAloneSimilarity',
  'meaningAloneShort',
  'asksUnseen',
  'unseenOutOfScopeGap',
  'outOfScope',
  'outOfScopeAhead',
  'beyondProductAhead',
  'wordsCoverage',
] as const;
export type FeatureName = (typeof FEATURES)[number];
export type Features = Record<FeatureName, number>;

export interface ConfidenceModel {
  features: readonly FeatureName[];
  classes: readonly ConfidenceClass[];
  /** Per feature: subtracted, then divided by (standardisation fitted with the weights). */
  mean: number[];
  scale: number[];
  /** One row per class: the intercept, then a weight per feature. */
  weights: number[][];
  /** The least confidence that answers; chosen on the development set. */
  operatingPoint: number;
}

/** What the selection saw for one candidate answer. */
export interface CandidateFacts {
  selected: readonly Hit[];
  terms: readonly QueryTerm[];
  route: Route;
  ranking: SemanticRanking;
  /** The reading is not the question alone (a follow-up read with earlier questions or documents). */
  followUp: boolean;
  /** For a question naming one product: how much closer it is to what the knowledge base leaves out (semanticIndex.ts `beyondProduct`). */
  beyondProduct: number | undefined;
}

export function featuresOf({ selected, terms, route, ranking, followUp, beyondProduct }: CandidateFacts): Features {
  const primary = selected[0];
  const byMeaning = ranking.passages;
  const own = byMeaning.find((hit) => hit.passage === primary?.passage);
  const nearest = byMeaning[0]?.similarity ?? 0;
  const closestOther = byMeaning.find((hit) => hit.passage !== primary?.passage)?.similarity ?? 0;
  const totalWeight = terms.reduce((sum, t) => sum + t.weight, 0);
  const unseenWeight = terms.filter((t) => t.unseen).reduce((sum, t) => sum + t.weight, 0);
  const alone = route === 'meaning';
  const asksUnseen = terms.some((t) => t.unseen);
  const outOfScopeGap = ranking.outOfScope - nearest;
  // Linear in each feature: the products below let the weight of one depend on another (the similarity
  // counts for more when meaning alone picked the passage; an unseen word counts when the question is
  // near what the knowledge base leaves out).
  return {
    similarity: own?.similarity ?? 0,
    nearest,
    margin: (own?.similarity ?? 0) - closestOther,
    asked: Math.max(own?.asked ?? 0, 0),
    outOfScopeGap,
    coverage: primary?.coverage ?? 0,
    lexicalScore: Math.log1p(primary?.score ?? 0),
    listed: route === 'listed' ? 1 : 0,
    byMeaning: route === 'meaning' ? 1 : 0,
    corrected: route === 'corrected' ? 1 : 0,
    unseenShare: totalWeight > 0 ? unseenWeight / totalWeight : 0,
    termCount: Math.min(terms.length, 8) / 8,
    followUp: followUp ? 1 : 0,
    beyondProduct: beyondProduct ?? 0,
    generic: primary?.passage.generic ? 1 : 0,
    passages: selected.length,
    meaningAloneSimilarity: alone ? nearest : 0,
    meaningAloneShort: alone && terms.length <= 2 ? 1 : 0,
    asksUnseen: asksUnseen ? 1 : 0,
    unseenOutOfScopeGap: asksUnseen ? outOfScopeGap : 0,
    outOfScope: ranking.outOfScope,
    outOfScopeAhead: Math.max(0, outOfScopeGap),
    beyondProductAhead: Math.max(0, beyondProduct ?? 0),
    wordsCoverage: route === 'words' ? (primary?.coverage ?? 0) : 0,
  };
}

/** The probability of each class, in `model.classes` order. */
export function classProbabilities(model: ConfidenceModel, features: Features): number[] {
  const x = model.features.map((name, j) => (features[name] - model.mean[j]!) / model.scale[j]!);
  const logits = model.weights.map((row) => row.slice(1).reduce((sum, w, j) => sum + w * x[j]!, row[0]!));
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The probability that the candidate is right. */
export function confidenceOf(model: ConfidenceModel, features: Features): number {
  return classProbabilities(model, features)[model.classes.indexOf('right')] ?? 0;
}

export function loadConfidenceModel(file: string = CONFIDENCE_MODEL_FILE): ConfidenceModel {
  const model = JSON.parse(readFileSync(file, 'utf8')) as ConfidenceModel;
  const known = new Set<string>(FEATURES);
  if (model.features.some((name) => !known.has(name)) || model.weights.some((row) => row.length !== model.features.length + 1)) {
    throw new Error(`${file} does not match semi/confidence.ts's features: run npx tsx scripts/semiConfidence.ts`);
  }
  return model;
}
