/**
 * The score: a logistic model over the features (features.ts). The priors
 * below are the weights a lead is scored with until the business has enough
 * won and lost leads of its own to fit them (fit.ts); the reasoning for each
 * is in docs/ai-tools.md, "Lead scoring".
 */
import { FEATURES, FEATURE_LABELS, describeFeature, featuresOf, type Engagement, type Feature, type FeatureVector, type ScoredLead } from './features.ts';

export interface Weights {
  intercept: number;
  weights: Record<Feature, number>;
}

/**
 * Stated priors, in log-odds per unit of the feature. With nothing known the
 * model says about 1 in 5 (intercept −1.4: 20%), roughly the share of
 * cellar enquiries that become projects in the trade; a top budget band adds
 * as much as the whole rest of the request, because it is what most decides
 * whether a project is built; a near timeline and a request that gives the
 * details of the job come next; work saved on the site before writing is
 * intent shown, not stated. A consultation is a smaller, paid job that turns
 * into a build less often.
 */
export const PRIORS: Weights = {
  intercept: -1.4,
  weights: {
    budget: 1.6,
    timeline: 1.0,
    commercial: 0.3,
    renovation: 0.2,
    consultation: -0.6,
    completeness: 1.0,
    calculation: 0.5,
    attachments: 0.4,
    savedWork: 0.8,
  },
};

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function logit(model: Weights, x: FeatureVector): number {
  let z = model.intercept;
  for (const feature of FEATURES) z += model.weights[feature] * x[feature];
  return z;
}

/** The probability of a win, 0–1. */
export const probability = (model: Weights, x: FeatureVector) => sigmoid(logit(model, x));

export const toScore = (p: number) => Math.round(100 * p);

export interface Reason {
  feature: Feature;
  label: string;
  /** The lead's value in words. */
  value: string;
  /** Points this feature adds to the score (negative: takes away): the score minus the score without it. */
  points: number;
}

export interface LeadScore {
  score: number;
  /** Features that moved the score, largest effect first. */
  reasons: Reason[];
}

export function scoreLead(model: Weights, lead: ScoredLead, engagement?: Engagement): LeadScore {
  const x = featuresOf(lead, engagement);
  const z = logit(model, x);
  const p = sigmoid(z);
  const reasons = FEATURES.flatMap((feature): Reason[] => {
    const contribution = model.weights[feature] * x[feature];
    if (contribution === 0) return [];
    const points = Math.round(100 * (p - sigmoid(z - contribution)));
    return [{ feature, label: FEATURE_LABELS[feature], value: describeFeature(feature, lead, engagement), points }];
  });
  reasons.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return { score: toScore(p), reasons };
}
