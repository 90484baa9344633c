/**
 * Fitting the weights on the business's own won and lost leads: logistic
 * regression by Newton's method, with a Gaussian penalty that pulls each
 * weight toward its prior (a MAP fit). With few leads the priors dominate;
 * with many the data does. The accuracy is measured honestly: k-fold
 * cross-validation, each lead scored by a model that never saw it, for the
 * fit and for the priors alike.
 */
import { FEATURES, type Feature, type FeatureVector } from './features.ts';
import { PRIORS, probability, type Weights } from './model.ts';

export interface Example {
  x: FeatureVector;
  won: boolean;
}

/** A fit needs this many closed leads, with at least MIN_EACH won and MIN_EACH lost. */
export const MIN_CLOSED = 20;
export const MIN_EACH = 5;
/** Strength of the pull toward the priors (a Gaussian prior of variance 1/λ on each weight). */
export const LAMBDA = 1;
export const FOLDS = 5;

export function canFit(examples: readonly Example[]): boolean {
  const won = examples.filter((example) => example.won).length;
  return examples.length >= MIN_CLOSED && won >= MIN_EACH && examples.length - won >= MIN_EACH;
}

const toArray = (model: Weights) => [model.intercept, ...FEATURES.map((feature) => model.weights[feature])];
const fromArray = (values: readonly number[]): Weights => ({
  intercept: values[0] ?? 0,
  weights: Object.fromEntries(FEATURES.map((feature, i) => [feature, values[i + 1] ?? 0])) as Record<Feature, number>,
});
const row = (x: FeatureVector) => [1, ...FEATURES.map((feature) => x[feature])];

/** Solves A·v = b by Gaussian elimination with partial pivoting (A is small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r]![col]! / p;
      for (let c = col; c <= n; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  return m.map((r, i) => r[n]! / r[i]!);
}

/** The penalised maximum-likelihood weights; the intercept is pulled only lightly (the base rate is the data's to say). */
export function fitWeights(examples: readonly Example[], priors: Weights = PRIORS, lambda = LAMBDA): Weights {
  const prior = toArray(priors);
  const penalty = prior.map((_, i) => (i === 0 ? lambda / 100 : lambda));
  let w = [...prior];
  const rows = examples.map((example) => ({ x: row(example.x), y: example.won ? 1 : 0 }));
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = w.map((value, i) => penalty[i]! * (value - prior[i]!));
    const hessian = w.map((_, i) => w.map((__, j) => (i === j ? penalty[i]! : 0)));
    for (const { x, y } of rows) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * w[i]!, 0)));
      const s = p * (1 - p);
      for (let i = 0; i < x.length; i++) {
        gradient[i]! += (p - y) * x[i]!;
        for (let j = 0; j < x.length; j++) hessian[i]![j]! += s * x[i]! * x[j]!;
      }
    }
    const step = solve(hessian, gradient);
    w = w.map((value, i) => value - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return fromArray(w);
}

/** Area under the ROC curve: the chance a random won lead outscores a random lost one (ties count half). */
export function auc(scored: ReadonlyArray<{ p: number; won: boolean }>): number {
  const won = scored.filter((item) => item.won);
  const lost = scored.filter((item) => !item.won);
  if (won.length === 0 || lost.length === 0) return Number.NaN;
  let sum = 0;
  for (const a of won) for (const b of lost) sum += a.p > b.p ? 1 : a.p === b.p ? 0.5 : 0;
  return sum / (won.length * lost.length);
}

export interface Evaluation {
  /** Share of leads on the right side of 50%. */
  accuracy: number;
  auc: number;
  /** How many leads the figures rest on. */
  count: number;
}

function evaluate(scored: ReadonlyArray<{ p: number; won: boolean }>): Evaluation {
  const right = scored.filter((item) => item.p >= 0.5 === item.won).length;
  return { accuracy: right / scored.length, auc: auc(scored), count: scored.length };
}

export interface FitReport {
  model: Weights;
  won: number;
  lost: number;
  /** The fitted model, each lead scored by a fit on the other folds. */
  fitted: Evaluation;
  /** The priors, on the same leads. */
  prior: Evaluation;
  folds: number;
}

/** Fits on every example and cross-validates; folds are by position (i mod k), so the same leads give the same report. */
export function fitAndEvaluate(examples: readonly Example[], priors: Weights = PRIORS, folds = FOLDS): FitReport {
  const held: Array<{ p: number; won: boolean }> = [];
  for (let fold = 0; fold < folds; fold++) {
    const train = examples.filter((_, i) => i % folds !== fold);
    const test = examples.filter((_, i) => i % folds === fold);
    if (test.length === 0) continue;
    const model = fitWeights(train, priors);
    for (const example of test) held.push({ p: probability(model, example.x), won: example.won });
  }
  const won = examples.filter((example) => example.won).length;
  return {
    model: fitWeights(examples, priors),
    won,
    lost: examples.length - won,
    fitted: evaluate(held),
    prior: evaluate(examples.map((example) => ({ p: probability(priors, example.x), won: example.won }))),
    folds,
  };
}
