import { describe, expect, it } from 'vitest';
import { COST_LINE_KEYS, type CostLineKey } from '../estimator/options.ts';
import { measuredInputs } from './measured.ts';
import { applyAdvice, capacityPressure, demandPressure, demandRatio, recommendPrices, withWhatIf, type PricingInputs } from './pricing.ts';

const margins = (pct: number, overrides: Partial<Record<CostLineKey, number>> = {}) =>
  ({ ...Object.fromEntries(COST_LINE_KEYS.map((line) => [line, pct])), ...overrides }) as Record<CostLineKey, number>;

const multipliers = (inputs: PricingInputs) => Object.fromEntries(recommendPrices(inputs).lines.map((line) => [line.line, line.multiplier]));

// A full quarter, leads up a quarter, materials up 8 %, design's margin target raised from 35 to 40 %.
const sellersQuarter: PricingInputs = {
  capacity: 3,
  booked: 3,
  demandRatio: 1.25,
  costIndex: 108,
  baselineIndex: 100,
  currentMarginPct: 35,
  targetMarginPct: margins(35, { design: 40 }),
};

// Nothing booked, leads halved (8 weeks of 4, then 4 weeks of 2), materials where the estimator set its prices.
const buyersQuarter: PricingInputs = {
  capacity: 3,
  booked: 0,
  demandRatio: demandRatio([4, 4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2]),
  costIndex: 100,
  baselineIndex: 100,
  currentMarginPct: 35,
  targetMarginPct: margins(35),
};

describe('the signals', () => {
  it('reads the lead trend as the newest four weeks against the weeks before', () => {
    expect(demandRatio([4, 4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2])).toBe(0.5);
    expect(demandRatio([2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 3, 2])).toBe(1.25);
    // Nothing before: any lead now is read as doubled, none as steady; too few weeks to compare is steady.
    expect(demandRatio([0, 0, 0, 0, 0, 1, 0, 0])).toBe(2);
    expect(demandRatio([0, 0, 0, 0, 0, 0, 0, 0])).toBe(1);
    expect(demandRatio([5, 9, 1])).toBe(1);
  });

  it('turns bookings and demand into pressures between −1 and +1', () => {
    expect([0, 1, 2, 3, 4].map((booked) => capacityPressure(booked, 4))).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(capacityPressure(5, 3)).toBe(1);
    expect(demandPressure(1)).toBe(0);
    expect(demandPressure(2)).toBe(1);
    expect(demandPressure(0.5)).toBe(-1);
    expect(demandPressure(8)).toBe(1);
    expect(demandPressure(1.25)).toBeCloseTo(0.3219, 4);
  });
});

describe('recommended multipliers, worked examples', () => {
  it('a seller’s quarter: work +7.3 %, materials +8 %, design’s higher margin on top', () => {
    const advice = recommendPrices(sellersQuarter);
    // 1 + 0.10 × (0.6 × 1 + 0.4 × log2 1.25) = 1.07288
    expect(advice.marketFactor).toBeCloseTo(1.07288, 5);
    expect(advice.materialFactor).toBe(1.08);
    expect(multipliers(sellersQuarter)).toEqual({
      racking: 1.08, // 0.55 × 1.08 + 0.45 × 1.07288 = 1.07680
      cooling: 1.08, // 0.70 × 1.08 + 0.30 × 1.07288 = 1.07786
      envelope: 1.08, // 0.50 × 1.08 + 0.50 × 1.07288 = 1.07644
      doorGlass: 1.08, // 0.60 × 1.08 + 0.40 × 1.07288 = 1.07715
      flooringLighting: 1.08,
      labour: 1.07, // all work: 1.07288
      design: 1.16, // 1.07288 × 0.65 / 0.60 = 1.16228
    });
    expect(advice.summary).toBe('3 of 3 projects booked, lead volume +25.0 %, materials +8.0 %: a seller’s quarter.');
    const design = advice.lines.find((line) => line.line === 'design');
    expect(design?.reasons).toEqual([
      'All of it is work: 3 of 3 projects booked this quarter (0 left) and lead volume up 25 %: work +7.3 %',
      'Margin: 35 % now, 40 % target, ×1.083',
    ]);
    const racking = advice.lines.find((line) => line.line === 'racking');
    expect(racking?.reasons[0]).toBe('Materials, about 55 % of this line: cost index 108.0 against 100.0 at the estimator’s prices, +8.0 %');
    expect(racking?.reasons[2]).toBe('Margin: 35 % now, the same as the target, no change');
  });

  it('a buyer’s quarter: nothing booked and leads halved take 10 % off the work', () => {
    const advice = recommendPrices(buyersQuarter);
    expect(advice.marketFactor).toBeCloseTo(0.9, 10);
    expect(multipliers(buyersQuarter)).toMatchObject({ labour: 0.9, design: 0.9, cooling: 0.97, envelope: 0.95 });
    expect(advice.summary).toContain('a buyer’s quarter');
  });

  it('holds a recommendation inside 0.75–1.5 and says so', () => {
    const advice = recommendPrices({ ...buyersQuarter, targetMarginPct: margins(35, { labour: 70 }) });
    const labour = advice.lines.find((line) => line.line === 'labour');
    // 0.9 × 0.65 / 0.30 = 1.95
    expect(labour?.raw).toBeCloseTo(1.95, 10);
    expect(labour?.multiplier).toBe(1.5);
    expect(labour?.clamped).toBe(true);
    expect(labour?.reasons.at(-1)).toBe('Held at 1.50: guidance stays between 0.75 and 1.5');
  });
});

describe('what-ifs', () => {
  it('two more bookings in a quarter of four lift the work from −10 % to −4 %', () => {
    const inputs = withWhatIf(buyersQuarter, { capacity: 4, booked: 2 });
    // capacity pressure 0, demand −1: 1 + 0.10 × 0.4 × −1 = 0.96
    expect(recommendPrices(inputs).marketFactor).toBeCloseTo(0.96, 10);
    expect(multipliers(inputs).labour).toBe(0.96);
  });

  it('leads back to steady and the index at 112 move the material lines', () => {
    const inputs = withWhatIf(buyersQuarter, { demandChangePct: 0, costIndex: 112 });
    // market 1 + 0.10 × 0.6 × −1 = 0.94; cooling 0.7 × 1.12 + 0.3 × 0.94 = 1.066
    expect(multipliers(inputs)).toMatchObject({ labour: 0.94, cooling: 1.07 });
  });

  it('a margin shift of +5 points applies to every line and stays within 0–80 %', () => {
    const inputs = withWhatIf({ ...buyersQuarter, targetMarginPct: margins(35, { design: 78 }) }, { marginShiftPts: 5 });
    expect(inputs.targetMarginPct).toMatchObject({ labour: 40, design: 80 });
    // 0.9 × 0.65 / 0.60 = 0.975
    expect(multipliers(inputs).labour).toBe(0.98);
    // Nothing moved: the measured inputs.
    expect(withWhatIf(buyersQuarter, {})).toEqual(buyersQuarter);
  });

  it('applies the advice to an estimate’s lines, to the nearest $100', () => {
    const advice = recommendPrices(sellersQuarter);
    const applied = applyAdvice(
      [
        { key: 'racking', label: 'Racking', low: 10_000, high: 15_000 },
        { key: 'design', label: 'Design', low: 2_000, high: 3_000 },
      ],
      advice,
    );
    expect(applied.lines.map((line) => line.after)).toEqual([
      { low: 10_800, high: 16_200 },
      { low: 2_300, high: 3_500 },
    ]);
    expect(applied.before).toEqual({ low: 12_000, high: 18_000 });
    expect(applied.after).toEqual({ low: 13_100, high: 19_700 });
  });
});

describe('the measured inputs', () => {
  const weeks = [2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 3, 2];

  it('reads the newest index value against the baseline the admin set', () => {
    const measured = measuredInputs({
      capacity: 3,
      booked: 2,
      weeklyLeads: weeks,
      index: [
        { recorded_on: '2026-10-01', value: 106 },
        { recorded_on: '2026-07-01', value: 101 },
      ],
      settings: { current_margin_pct: 30, target_margins: { design: 40 }, baseline_index: 100 },
    });
    expect(measured.inputs).toMatchObject({ capacity: 3, booked: 2, demandRatio: 1.25, costIndex: 106, baselineIndex: 100, currentMarginPct: 30 });
    expect(measured.inputs.targetMarginPct).toMatchObject({ design: 40, labour: 30 });
    expect(measured.baselineFrom).toBe('settings');
    expect(measured.latestIndex).toEqual({ recordedOn: '2026-10-01', value: 106 });
  });

  it('with nothing kept yet, moves no price for materials or margins', () => {
    const measured = measuredInputs({ capacity: 3, booked: 1, weeklyLeads: weeks, index: [], settings: null });
    expect(measured.baselineFrom).toBe('none');
    expect(measured.marginsSet).toBe(false);
    const advice = recommendPrices(measured.inputs);
    expect(advice.materialFactor).toBe(1);
    expect(advice.lines.every((line) => line.marginFactor === 1)).toBe(true);
    // Without a baseline set, the first value recorded is the baseline.
    expect(measuredInputs({ capacity: 3, booked: 1, weeklyLeads: weeks, index: [{ recorded_on: '2026-01-05', value: 98 }], settings: null }).baselineFrom).toBe('first-value');
  });
});
