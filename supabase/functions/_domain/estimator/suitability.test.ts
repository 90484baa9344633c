import { describe, expect, it } from 'vitest';
import { BUDGETS, TIMELINES } from '../inquiry/schema.ts';
import { SUITABILITY_OPTIONS, SUITABILITY_QUESTION_IDS } from './options.ts';
import type { SuitabilityAnswers } from './schemas.ts';
import { SUITABILITY_QUESTIONS } from './suitability.ts';
import { scoreSuitability } from './checked.ts';
import { createSampler } from './test-sampler.ts';

/** Routes from docs/product-spec.md §2 that a next step may point to. */
const SPEC_ROUTES = [
  '/quote',
  '/calculators/cost',
  '/calculators/climate',
  '/calculators/capacity',
  '/calculators/roi',
  '/resources/wine-storage-guide',
];

const typical: SuitabilityAnswers = {
  collection: '1000-3000',
  growth: 'slow',
  space: 'basement',
  surroundings: 'below-grade',
  budget: '50k-100k',
  timeline: '3-6months',
  entertaining: 'sometimes',
  climate: 'warm',
};

const extreme = (pick: 'min' | 'max'): SuitabilityAnswers => {
  const answers: Record<string, string> = {};
  for (const q of SUITABILITY_QUESTIONS) {
    const sorted = [...q.options].sort((a, b) => a.points - b.points);
    const option = pick === 'min' ? sorted[0] : sorted[sorted.length - 1];
    if (option) answers[q.id] = option.id;
  }
  return answers as SuitabilityAnswers;
};

describe('the questions', () => {
  it('are 6–8 short multiple-choice questions, each with options the schema accepts', () => {
    expect(SUITABILITY_QUESTIONS.length).toBeGreaterThanOrEqual(6);
    expect(SUITABILITY_QUESTIONS.length).toBeLessThanOrEqual(8);
    expect(SUITABILITY_QUESTIONS.map((q) => q.id)).toEqual(SUITABILITY_QUESTION_IDS);
    for (const q of SUITABILITY_QUESTIONS) {
      expect(q.options.map((o) => o.id)).toEqual([...SUITABILITY_OPTIONS[q.id]]);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.question.endsWith('?')).toBe(true);
      for (const o of q.options) expect(o.label.length).toBeGreaterThan(0);
    }
  });

  it('offer the contact form’s budget and timeline options (docs/product-spec.md §3) with its labels', () => {
    const budget = SUITABILITY_QUESTIONS.find((q) => q.id === 'budget');
    const timeline = SUITABILITY_QUESTIONS.find((q) => q.id === 'timeline');
    expect(budget?.options.map((o) => o.id)).toEqual([...BUDGETS]);
    expect(timeline?.options.map((o) => o.id)).toEqual([...TIMELINES]);
    expect(budget?.options[0]?.label).toBe('Under $25,000');
  });
});

describe('scoring', () => {
  it('runs from 0 to 100', () => {
    expect(scoreSuitability(extreme('min')).score).toBe(0);
    expect(scoreSuitability(extreme('max')).score).toBe(100);
  });

  it('stays within 0–100 and always points to a real route', () => {
    const s = createSampler(8);
    for (let i = 0; i < 500; i += 1) {
      const answers = Object.fromEntries(SUITABILITY_QUESTION_IDS.map((id) => [id, s.pick(SUITABILITY_OPTIONS[id])])) as SuitabilityAnswers;
      const r = scoreSuitability(answers);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(SPEC_ROUTES).toContain(r.nextStep.route);
      for (const step of r.alsoSee) expect(SPEC_ROUTES).toContain(step.route);
      expect(r.headline.length).toBeGreaterThan(10);
    }
  });

  it('rises with a bigger collection', () => {
    const small = scoreSuitability({ ...typical, collection: '100-300' }).score;
    const large = scoreSuitability({ ...typical, collection: 'over-3000' }).score;
    expect(large).toBeGreaterThan(small);
  });
});

describe('recommendations', () => {
  it('sends a serious collector with a walk-in budget to the free quote', () => {
    const r = scoreSuitability(typical);
    expect(r.recommendation).toBe('custom-walk-in');
    expect(r.nextStep).toEqual({ label: 'Get FREE Quote (Worth $2,500)', route: '/quote' });
    expect(r.explanation).toMatch(/\$50K-\$200K\+/);
  });

  it('suggests a wine cabinet for a small, steady collection', () => {
    const r = scoreSuitability({ ...typical, collection: 'under-100', growth: 'stable', budget: 'under-25k' });
    expect(r.recommendation).toBe('wine-cabinet');
    expect(r.explanation).toMatch(/\$1K–\$5K/);
  });

  it('suggests a closet conversion on a small budget, with the cost calculator next', () => {
    const r = scoreSuitability({ ...typical, collection: '300-1000', space: 'closet', budget: 'under-25k' });
    expect(r.recommendation).toBe('closet-conversion');
    expect(r.nextStep.route).toBe('/calculators/cost');
    expect(r.explanation).toMatch(/\$10K–\$25K/);
  });

  it('suggests a commercial-grade build for a restaurant', () => {
    expect(scoreSuitability({ ...typical, space: 'commercial' }).recommendation).toBe('commercial-grade');
  });

  it('suggests a display cellar for a showpiece with the budget for glass', () => {
    const r = scoreSuitability({ ...typical, entertaining: 'showpiece', budget: '100k-200k' });
    expect(r.recommendation).toBe('display-cellar');
    expect(r.alsoSee[0]?.route).toBe('/calculators/climate');
  });

  it('warns that a garage needs a split system', () => {
    expect(scoreSuitability({ ...typical, space: 'garage', surroundings: 'unconditioned' }).explanation).toMatch(/split cooling system/);
  });

  it('rejects an unknown option', () => {
    expect(() => scoreSuitability({ ...typical, budget: 'a-million' as SuitabilityAnswers['budget'] })).toThrow();
  });
});
