import { describe, expect, it } from 'vitest';
import { readFindings } from '../document-analysis/findings.ts';
import { comparePoint, ourRange, pointFromFindings, summariseBySize, type PricePoint } from './compare.ts';

const point = (id: string, competitor: string, bottles: number, priceUsd: number, quotedOn: string): PricePoint => ({
  id,
  competitor,
  offer: null,
  bottles,
  priceUsd,
  quotedOn,
  source: 'entered',
  sourceName: null,
});

// Our ranges with the estimator's default options (estimateCost, the default 8 ft ceiling): 300 bottles $29,100–48,300, 1,200 $69,900–110,600, 5,000 $197,100–312,000.
const POINTS = [
  point('a', 'Vault Cellars', 1200, 42_000, '2026-09-14'),
  point('b', 'Oak & Stone', 1200, 95_100, '2026-10-02'),
  point('c', 'Vault Cellars', 300, 55_000, '2026-08-01'),
  point('d', 'Stone Vaults', 5000, 250_000, '2026-11-20'),
];

describe('one data point against our estimator', () => {
  it('uses the estimator’s range for the same bottle count', () => {
    expect(ourRange(1200)).toEqual({ low: 69_900, high: 110_600 });
    expect(ourRange(300)).toEqual({ low: 29_100, high: 48_300 });
  });

  it('says where their price sits and by how much against our middle', () => {
    const [a, b, c, d] = POINTS.map(comparePoint);
    // 42,000 against the middle of 69,900–110,600 (90,250): −53.5 %
    expect(a).toMatchObject({ sizeClass: 'cellars of 500–2,500 bottles', position: 'below', vsOurMiddlePct: -53.5, perBottle: 35 });
    // 95,100: +5.4 %
    expect(b).toMatchObject({ position: 'within', vsOurMiddlePct: 5.4, perBottle: 79 });
    // 55,000 against 29,100–48,300 (middle 38,700): +42.1 %
    expect(c).toMatchObject({ sizeClass: 'cellars under 500 bottles', position: 'above', vsOurMiddlePct: 42.1 });
    // 250,000 against 197,100–312,000 (middle 254,550): −1.8 %
    expect(d).toMatchObject({ sizeClass: 'cellars of 2,500+ bottles', position: 'within', vsOurMiddlePct: -1.8, perBottle: 50 });
  });
});

describe('by size class', () => {
  it('summarises each class with data, smallest first: medians, positions and the dates', () => {
    const summary = summariseBySize(POINTS.map(comparePoint));
    expect(summary.map((row) => row.sizeClass)).toEqual(['cellars under 500 bottles', 'cellars of 500–2,500 bottles', 'cellars of 2,500+ bottles']);
    expect(summary[1]).toEqual({
      sizeClass: 'cellars of 500–2,500 bottles',
      points: 2,
      competitors: 2,
      // their $35 and $79.25 a bottle; ours $75.21 at both
      theirPerBottle: 57,
      ourPerBottle: 75,
      // −53.5 and +5.4
      medianVsOursPct: -24,
      below: 1,
      within: 1,
      above: 0,
      newest: '2026-10-02',
      oldest: '2026-09-14',
    });
    expect(summary[0]).toMatchObject({ points: 1, above: 1, newest: '2026-08-01' });
  });

  it('counts a competitor once whatever its spelling of case', () => {
    const summary = summariseBySize([point('x', 'Vault Cellars', 800, 60_000, '2026-01-01'), point('y', 'VAULT CELLARS', 900, 61_000, '2026-02-01')].map(comparePoint));
    expect(summary[0]?.competitors).toBe(1);
  });
});

describe('a competitor’s quote read by the document analyzer', () => {
  it('gives the bottle count and the stated total', () => {
    const findings = readFindings(
      'Quotation Q-2291: wine cellar 12 ft x 10 ft x 9 ft\nRedwood wine racking, 1,200 bottles $14,500\nWhisperKOOL SS8000 ductless split system $11,200\nInsulation and vapor barrier $4,350\nPermit fees $450\nTotal $30,500',
    );
    expect(pointFromFindings(findings)).toEqual({ bottles: 1200, priceUsd: 30_500 });
  });

  it('adds up the items when no total is stated, and says nothing it cannot read', () => {
    expect(pointFromFindings({ bottles: [], statedTotal: null, prices: [{ kind: 'item', amount: 4_000 }, { kind: 'discount', amount: -500 }, { kind: 'payment', amount: 1_000 }] })).toEqual({ bottles: null, priceUsd: 3_500 });
    expect(pointFromFindings({ bottles: [600, 450], statedTotal: null, prices: [] })).toEqual({ bottles: 600, priceUsd: null });
  });
});
