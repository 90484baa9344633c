import { describe, expect, it } from 'vitest';
import { estimateCost } from '@domain/estimator/checked.ts';
import { readQuotePrefill } from '@/lib/quote-prefill.ts';
import { COST_INITIAL, costOutput, switchCostUnits } from './cost-spec.ts';
import { parseCostDraft, costCodec } from './cost-codec.ts';
import { toSearch } from '@/components/tool-shell/form-draft.ts';
import { quoteHrefFor } from '@/components/tool-shell/tool-output.ts';

const valuesOf = (draft: typeof COST_INITIAL) => {
  const parsed = parseCostDraft(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.values;
};

describe('cost calculator form', () => {
  it('starts from the estimator defaults with an empty link', () => {
    expect(toSearch(costCodec.encode(valuesOf(COST_INITIAL)))).toBe('');
    expect(estimateCost(valuesOf(COST_INITIAL))).toEqual(estimateCost({}));
  });

  it('round-trips a draft through the shareable link', () => {
    const draft = { ...COST_INITIAL, bottles: '2,400', cellarType: 'restaurant' as const, finishes: 'luxury' as const, height: '10' };
    const search = toSearch(costCodec.encode(valuesOf(draft)));
    expect(search).toBe('?b=2400&h=10&t=restaurant&f=luxury');
    const back = costCodec.decode(new URLSearchParams(search));
    expect(back).toEqual({ ...draft, bottles: '2400' });
    expect(estimateCost(valuesOf(back)).total).toEqual(estimateCost(valuesOf(draft)).total);
  });

  it('reports an emptied or malformed bottle count instead of using the default', () => {
    expect(parseCostDraft({ ...COST_INITIAL, bottles: '' })).toEqual({ ok: false, errors: { bottles: 'Bottles is required' } });
    const bad = parseCostDraft({ ...COST_INITIAL, bottles: '12x' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.bottles).toBe('Bottles must be a number');
    const tooMany = parseCostDraft({ ...COST_INITIAL, bottles: '60000' });
    expect(!tooMany.ok && tooMany.errors.bottles).toBe('Bottles must be a whole number, 12–50,000');
  });

  it('keeps room dimensions out of a bottles-sized estimate', () => {
    const values = valuesOf({ ...COST_INITIAL, length: '20', width: '15' });
    expect(values.length).toBeUndefined();
    expect(values.width).toBeUndefined();
  });

  it('converts typed dimensions when the units change, so the room stays the same', () => {
    const imperial = { ...COST_INITIAL, sizeBy: 'room' as const, length: '12', width: '10', height: '9' };
    const metric = switchCostUnits(imperial, 'metric');
    expect(metric).toMatchObject({ unitSystem: 'metric', length: '3.658', width: '3.048', height: '2.743' });
    const a = estimateCost(valuesOf(imperial));
    const b = estimateCost(valuesOf(metric));
    expect(Math.abs(b.total.low - a.total.low) / a.total.low).toBeLessThan(0.01);
    expect(switchCostUnits(metric, 'imperial')).toMatchObject({ length: '12', width: '10', height: '9' });
  });

  it('saves and quotes with the link that reopens the same estimate', () => {
    const result = estimateCost(valuesOf({ ...COST_INITIAL, bottles: '1500' }));
    const saved = costOutput(result, '/calculators/cost?b=1500').calculation;
    expect(saved.kind).toBe('cost');
    expect(saved.summary.link).toBe('/calculators/cost?b=1500');
    expect(saved.summary.headline).toMatch(/^\$\d+K–\$\d+K for 1,500 bottles$/);
    expect(saved.summary.lines.length).toBeLessThanOrEqual(12);

    const href = quoteHrefFor(costOutput(result, '/calculators/cost?b=1500'));
    const prefill = readQuotePrefill(new URL(href, 'https://example.com').searchParams);
    expect(prefill).toMatchObject({ projectType: 'residential', capacityBottles: 1500 });
    expect(prefill.calculation).toMatchObject({ kind: 'cost', link: '/calculators/cost?b=1500', inputs: { b: '1500' }, summary: result.summary });
  });
});

describe('saved summaries', () => {
  it('give every line its own label (the saved list keys on them)', () => {
    for (const cellarType of ['residential', 'restaurant'] as const) {
      const result = estimateCost(valuesOf({ ...COST_INITIAL, cellarType }));
      const labels = costOutput(result, '/calculators/cost').calculation.summary.lines.map((line) => line.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
