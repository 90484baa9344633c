import { describe, expect, it } from 'vitest';
import { decodeRoiParams } from '@domain/estimator/schemas.ts';
import { assessCollection } from '@domain/estimator/checked.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';
import { VALUATION_INITIAL, newLot, switchValuationUnits, type ValuationDraft } from './valuation-spec.ts';
import { valuationOutput, valuationRoiHref } from './valuation-output.ts';
import { parseValuationDraft, valuationCodec } from './valuation-codec.ts';

const values = (draft: ValuationDraft) => {
  const parsed = parseValuationDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
};

describe('asset valuation form', () => {
  it('round-trips lots with names through the link', () => {
    const draft: ValuationDraft = {
      ...VALUATION_INITIAL,
      lots: [newLot('24', '180', 'red', 'Bordeaux 2015'), newLot('6', '95.5', 'sparkling', 'Champagne_* magnums')],
      avgTemp: '72',
      light: 'direct',
    };
    const search = toSearch(valuationCodec.encode(values(draft)));
    const back = valuationCodec.decode(new URLSearchParams(search));
    expect(back.lots.map((lot) => [lot.label, lot.count, lot.avgValue, lot.category])).toEqual([
      ['Bordeaux 2015', '24', '180', 'red'],
      ['Champagne_* magnums', '6', '95.5', 'sparkling'],
    ]);
    expect(assessCollection(values(back))).toEqual(assessCollection(values(draft)));
  });

  it('names the lot with a missing count', () => {
    const parsed = parseValuationDraft({ ...VALUATION_INITIAL, lots: [newLot('12', '40'), newLot('', '40')] });
    expect(!parsed.ok && parsed.errors['lots.1.count']).toBe('Bottles is required');
  });

  it('scores the same conditions the same in °C', () => {
    const imperial = { ...VALUATION_INITIAL, avgTemp: '72', dailySwing: '9' };
    const metric = switchValuationUnits(imperial, 'metric');
    expect(metric).toMatchObject({ avgTemp: '22.22', dailySwing: '5' });
    const points = (draft: ValuationDraft) => assessCollection(values(draft)).risk.factors.map((factor) => factor.points);
    expect(points(metric)).toEqual(points(imperial));
    expect(assessCollection(values(metric)).risk.score).toBe(assessCollection(values(imperial)).risk.score);
  });

  it('opens the ROI calculator on this collection against keeping it as it is', () => {
    const result = assessCollection(values({ ...VALUATION_INITIAL, avgTemp: '75' }));
    const roi = decodeRoiParams(valuationRoiHref(result).split('?')[1] ?? '');
    expect(roi).toMatchObject({ collectionValue: result.totalValue, bottles: 120, alternative: 'home-uncontrolled' });
    expect(roi.riskOfLossPctPerYear).toBeCloseTo(result.annualLossPct, 1);
  });
});

describe('saved valuation', () => {
  it('keeps lot labels distinct even when two lots share a name', () => {
    const result = assessCollection(values({ ...VALUATION_INITIAL, lots: [newLot('12', '40', 'red', 'Rioja'), newLot('6', '40', 'red', 'Rioja')] }));
    const labels = valuationOutput(result, '/asset-valuation').calculation.summary.lines.map((line) => line.label);
    expect(labels).toContain('Rioja (1)');
    expect(labels).toContain('Rioja (2)');
    expect(new Set(labels).size).toBe(labels.length);
  });
});
