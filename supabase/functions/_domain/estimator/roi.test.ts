import { describe, expect, it } from 'vitest';
import { projectRoi } from './checked.ts';
import { createSampler } from './test-sampler.ts';

describe('the ten-year table', () => {
  it('has one row a year and moves the net position by each year’s benefit minus its costs', () => {
    const r = projectRoi({ collectionValue: 250_000, bottles: 1800, cellarCost: 80_000 });
    expect(r.years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let previousNet = r.homeValueEffect - 80_000;
    for (const y of r.years) {
      expect(y.netPosition - previousNet).toBeCloseTo(y.benefit - y.runningCost - y.insurance, 6);
      previousNet = y.netPosition;
    }
    expect(r.netPosition).toBe(r.years[9]?.netPosition);
  });

  it('charges off-site fees per 12-bottle case per month', () => {
    const r = projectRoi({ bottles: 1000, offsiteFeePerCasePerMonth: 2.5 });
    expect(r.cases).toBe(84);
    expect(r.offsiteFeePerYear).toBe(84 * 2.5 * 12);
    expect(projectRoi({ offsiteFeePerYear: 4000 }).offsiteFeePerYear).toBe(4000);
  });

  it('finds the payback year', () => {
    // Half of $20,000 back at resale; $3,000 a year in fees avoided, $500 running cost:
    // −10,000 + 2,500 × y ≥ 0 first in year 4.
    const r = projectRoi({
      cellarCost: 20_000,
      resaleRecoveryPct: 50,
      offsiteFeePerYear: 3000,
      runningCostPerYear: 500,
      insurancePctPerYear: 0,
    });
    expect(r.paybackYear).toBe(4);
    expect(r.paybackLabel).toBe('Year 4');
    expect(r.years[2]?.netPosition).toBeLessThan(0);
    expect(r.years[3]?.netPosition).toBeGreaterThanOrEqual(0);
  });

  it('says so when it does not pay back within ten years', () => {
    const r = projectRoi({ cellarCost: 500_000, offsiteFeePerYear: 1000 });
    expect(r.paybackYear).toBeNull();
    expect(r.paybackLabel).toBe('Not within 10 years');
    expect(r.summary).toMatch(/does not pay back within 10 years/);
  });

  it('counts the value poor storage would cost, compounding with appreciation', () => {
    const r = projectRoi({ collectionValue: 100_000, annualAppreciationPct: 5, riskOfLossPctPerYear: 2 });
    const expected = Array.from({ length: 10 }, (_, i) => 100_000 * 1.05 ** i * 0.02).reduce((a, b) => a + b, 0);
    expect(r.valueProtected).toBeCloseTo(expected, 6);
    expect(r.years[9]?.collectionValue).toBeCloseTo(100_000 * 1.05 ** 10, 6);
  });

  it('uses the avoided loss as the benefit against keeping wine at home without climate control', () => {
    const r = projectRoi({ alternative: 'home-uncontrolled', insurancePctPerYear: 1 });
    for (const y of r.years) {
      expect(y.benefit).toBe(y.lossAvoided);
      expect(y.insurance).toBe(0);
    }
  });
});

describe('properties', () => {
  const s = createSampler(777);
  const samples = Array.from({ length: 200 }, () => ({
    collectionValue: s.int(0, 2_000_000),
    bottles: s.int(12, 10_000),
    annualAppreciationPct: s.float(-5, 12),
    offsiteFeePerCasePerMonth: s.float(0, 6),
    insurancePctPerYear: s.float(0, 1),
    cellarCost: s.int(5000, 400_000),
    runningCostPerYear: s.int(0, 3000),
    resaleRecoveryPct: s.int(0, 100),
    riskOfLossPctPerYear: s.float(0, 10),
    alternative: s.pick(['offsite', 'home-uncontrolled'] as const),
  }));

  it('is deterministic', () => {
    for (const input of samples.slice(0, 20)) expect(projectRoi(input)).toEqual(projectRoi(input));
  });

  it('a dearer cellar never pays back sooner or ends better off', () => {
    for (const input of samples) {
      const base = projectRoi(input);
      const dearer = projectRoi({ ...input, cellarCost: input.cellarCost + 10_000 });
      expect(dearer.netPosition).toBeLessThanOrEqual(base.netPosition);
      expect(dearer.paybackYear ?? 11).toBeGreaterThanOrEqual(base.paybackYear ?? 11);
    }
  });
});
