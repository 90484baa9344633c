import { describe, expect, it } from 'vitest';
import { createSampler } from './test-sampler.ts';
import { fToC } from './units.ts';
import { riskLevel } from './valuation.ts';
import { assessCollection } from './checked.ts';

const ideal = { avgTemp: 55, dailySwing: 1, humidityPct: 62, light: 'dark', vibration: 'none' } as const;
const worst = { avgTemp: 85, dailySwing: 15, humidityPct: 20, light: 'direct', vibration: 'constant' } as const;

describe('collection value', () => {
  it('adds up lots and groups them by category', () => {
    const r = assessCollection({
      ...ideal,
      lots: [
        { count: 120, avgValue: 80, category: 'red' },
        { count: 24, avgValue: 150, category: 'sparkling', label: 'Champagne' },
        { count: 60, avgValue: 40, category: 'red' },
      ],
    });
    expect(r.totalBottles).toBe(204);
    expect(r.totalValue).toBe(120 * 80 + 24 * 150 + 60 * 40);
    expect(r.byCategory).toEqual([
      { category: 'red', bottles: 180, value: 120 * 80 + 60 * 40 },
      { category: 'sparkling', bottles: 24, value: 3600 },
    ]);
    expect(r.lots[1]?.label).toBe('Champagne');
    expect(r.lots[0]?.label).toBe('Lot 1');
  });
});

describe('storage risk', () => {
  it('scores ideal conditions 0 with nothing at risk', () => {
    const r = assessCollection({ ...ideal });
    expect(r.risk.score).toBe(0);
    expect(r.risk.level).toBe('low');
    expect(r.valueAtRisk).toBe(0);
    expect(r.recommendations).toEqual(['These conditions are close to ideal; a monitor with alerts keeps them that way.']);
  });

  it('scores the worst conditions 100, severe, with a recommendation per problem', () => {
    const r = assessCollection({ ...worst });
    expect(r.risk.score).toBe(100);
    expect(r.risk.level).toBe('severe');
    expect(r.recommendations).toHaveLength(5);
  });

  it('labels the loss rates as assumptions', () => {
    const r = assessCollection({ ...worst });
    expect(r.assumptions[0]).toMatch(/illustrative assumption, not a measured figure/);
    expect(r.summary).toMatch(/on our stated assumptions/);
  });

  it('compounds the assumed yearly loss over the years, scaled by category sensitivity', () => {
    const r = assessCollection({ ...worst, years: 5, lots: [{ count: 100, avgValue: 100, category: 'fortified' }] });
    const yearly = (10 / 100) * 0.5;
    expect(r.valueAtRisk).toBeCloseTo(10_000 * (1 - (1 - yearly) ** 5), 6);
  });

  it('never lowers the risk when storage gets warmer, swings more or gets brighter', () => {
    const s = createSampler(2024);
    for (let i = 0; i < 300; i += 1) {
      const input = {
        avgTemp: s.float(40, 90),
        dailySwing: s.float(0, 20),
        humidityPct: s.int(10, 95),
        light: s.pick(['dark', 'indirect', 'direct'] as const),
        vibration: s.pick(['none', 'occasional', 'constant'] as const),
        years: s.int(1, 29),
      };
      const base = assessCollection(input);
      if (input.avgTemp >= 55) expect(assessCollection({ ...input, avgTemp: input.avgTemp + 5 }).risk.score).toBeGreaterThanOrEqual(base.risk.score);
      expect(assessCollection({ ...input, dailySwing: input.dailySwing + 3 }).risk.score).toBeGreaterThanOrEqual(base.risk.score);
      expect(assessCollection({ ...input, light: 'direct' }).risk.score).toBeGreaterThanOrEqual(base.risk.score);
      expect(assessCollection({ ...input, years: input.years + 1 }).valueAtRisk).toBeGreaterThanOrEqual(base.valueAtRisk);
      expect(base.risk.score).toBeGreaterThanOrEqual(0);
      expect(base.risk.score).toBeLessThanOrEqual(100);
    }
  });

  it('reads metric temperatures and swings', () => {
    const imperial = assessCollection({ avgTemp: 68, dailySwing: 9 });
    const metric = assessCollection({ unitSystem: 'metric', avgTemp: fToC(68), dailySwing: 5 });
    expect(metric.risk.score).toBe(imperial.risk.score);
  });

  it('bands scores into levels', () => {
    expect([0, 14, 15, 39, 40, 69, 70, 100].map((score) => riskLevel(score))).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'severe',
      'severe',
    ]);
  });
});
