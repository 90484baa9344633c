import { describe, expect, it } from 'vitest';
import { FEATURES, featuresOf, type FeatureVector, type ScoredLead } from './features.ts';
import { auc, canFit, fitAndEvaluate, type Example } from './fit.ts';
import { PRIORS, scoreLead, sigmoid, type Weights } from './model.ts';

const lead = (overrides: Partial<ScoredLead> = {}): ScoredLead => ({
  id: 'l1',
  project_type: 'residential',
  budget: null,
  timeline: null,
  details: '',
  location: null,
  capacity_bottles: null,
  calculation: null,
  attachments: [],
  ...overrides,
});

describe('the features of a lead', () => {
  it('reads a full request as full and an empty one as empty', () => {
    const full = featuresOf(
      lead({
        budget: 'over-200k',
        timeline: 'asap',
        project_type: 'commercial',
        location: 'Napa, CA',
        capacity_bottles: 1200,
        details: 'A climate-controlled restaurant cellar behind glass, 1,200 bottles, walnut racking.',
        calculation: { title: 'Cost' },
        attachments: [1, 2, 3, 4],
      }),
      { savedCalculations: 4, savedDesigns: 3 },
    );
    expect(full).toEqual({ budget: 1, timeline: 1, commercial: 1, renovation: 0, consultation: 0, completeness: 1, calculation: 1, attachments: 1, savedWork: 1 });
    expect(Object.values(featuresOf(lead())).every((value) => value === 0)).toBe(true);
  });

  it('places the bands in order: $50,000–$100,000 is the middle, 3–6 months the middle', () => {
    const x = featuresOf(lead({ budget: '50k-100k', timeline: '3-6months' }));
    expect([x.budget, x.timeline, x.completeness]).toEqual([0.5, 0.5, 2 / 5]);
  });
});

describe('the score with the priors', () => {
  it('an empty residential request scores the base rate: sigmoid(−1.4) = 20', () => {
    expect(scoreLead(PRIORS, lead())).toEqual({ score: 20, reasons: [] });
  });

  it('a worked example: top budget, asap, complete, calculation attached', () => {
    const result = scoreLead(
      PRIORS,
      lead({ budget: 'over-200k', timeline: 'asap', location: 'Austin', capacity_bottles: 500, details: 'x'.repeat(80), calculation: {} }),
    );
    // z = −1.4 + 1.6 + 1.0 + 1.0 + 0.5 = 2.7 → 93.7%
    expect(result.score).toBe(94);
    expect(result.reasons.map((reason) => reason.feature)).toEqual(['budget', 'timeline', 'completeness', 'calculation']);
    // Without the budget, z = 1.1 → 75.0%: the budget is worth 19 points here.
    expect(result.reasons[0]).toMatchObject({ label: 'Budget', value: 'Over $200,000', points: Math.round(100 * (sigmoid(2.7) - sigmoid(1.1))) });
  });

  it('a consultation takes points away, and says so', () => {
    const result = scoreLead(PRIORS, lead({ project_type: 'consultation' }));
    expect(result.score).toBe(12);
    expect(result.reasons).toEqual([{ feature: 'consultation', label: 'Consultation only', value: 'Design Consultation', points: -8 }]);
  });
});

/** A small deterministic PRNG (mulberry32), so the synthetic set is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Weights unlike the priors: here timeline hurts, consultations win, saved work matters most. */
const PLANTED: Weights = {
  intercept: -1,
  weights: { budget: 2.5, timeline: -1.5, commercial: 0.2, renovation: 0, consultation: 1.8, completeness: 0.5, calculation: 0.3, attachments: 0, savedWork: 2.5 },
};

function syntheticLeads(count: number, seed: number): Example[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const type = Math.floor(next() * 4);
    const x: FeatureVector = {
      budget: Math.floor(next() * 5) / 4,
      timeline: Math.floor(next() * 5) / 4,
      commercial: type === 1 ? 1 : 0,
      renovation: type === 2 ? 1 : 0,
      consultation: type === 3 ? 1 : 0,
      completeness: Math.floor(next() * 7) / 6,
      calculation: next() < 0.3 ? 1 : 0,
      attachments: Math.floor(next() * 4) / 3,
      savedWork: Math.floor(next() * 6) / 5,
    };
    let z = PLANTED.intercept;
    for (const feature of FEATURES) z += PLANTED.weights[feature] * x[feature];
    return { x, won: next() < sigmoid(z) };
  });
}

describe('the fit on won and lost leads', () => {
  it('needs 20 closed leads with at least 5 of each outcome', () => {
    const examples = syntheticLeads(200, 7);
    expect(canFit(examples.slice(0, 19))).toBe(false);
    const won = examples.filter((example) => example.won);
    const lost = examples.filter((example) => !example.won);
    expect(canFit([...won.slice(0, 4), ...lost.slice(0, 16)])).toBe(false);
    expect(canFit([...won.slice(0, 5), ...lost.slice(0, 15)])).toBe(true);
  });

  it('recovers the direction of the planted weights and beats the priors, cross-validated', () => {
    const report = fitAndEvaluate(syntheticLeads(600, 42));
    const { weights } = report.model;
    // Where the truth disagrees with the priors, the fit follows the truth.
    expect(weights.timeline).toBeLessThan(0);
    expect(weights.consultation).toBeGreaterThan(0);
    expect(weights.savedWork).toBeGreaterThan(PRIORS.weights.savedWork);
    expect(weights.budget).toBeGreaterThan(1);
    expect(report.won + report.lost).toBe(600);
    expect(report.fitted.count).toBe(600);
    expect(report.fitted.accuracy).toBeGreaterThan(report.prior.accuracy + 0.05);
    expect(report.fitted.auc).toBeGreaterThan(report.prior.auc + 0.1);
    expect(report.fitted.auc).toBeGreaterThan(0.7);
  });

  it('stays near the priors when there is little to learn from', () => {
    const report = fitAndEvaluate(syntheticLeads(20, 3));
    for (const feature of FEATURES) expect(Math.abs(report.model.weights[feature] - PRIORS.weights[feature])).toBeLessThan(1.5);
  });

  it('the same leads give the same report', () => {
    expect(fitAndEvaluate(syntheticLeads(100, 9))).toEqual(fitAndEvaluate(syntheticLeads(100, 9)));
  });
});

describe('AUC', () => {
  it('is 1 for a perfect order, 0.5 for all ties, 0 for a reversed one', () => {
    expect(auc([{ p: 0.9, won: true }, { p: 0.1, won: false }])).toBe(1);
    expect(auc([{ p: 0.5, won: true }, { p: 0.5, won: false }])).toBe(0.5);
    expect(auc([{ p: 0.1, won: true }, { p: 0.9, won: false }])).toBe(0);
  });
});
