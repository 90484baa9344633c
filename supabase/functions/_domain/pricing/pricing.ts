/**
 * Price guidance: a multiplier for each of the estimator's cost lines, from
 * booked capacity, the lead trend, the material cost index and the margins.
 *
 * Each line is split into its materials and its work. Materials follow the
 * cost index (the index now against the index the estimator's prices were
 * set at). Work follows the market: a quarter filling up and more leads
 * coming in raise it, an empty quarter and fewer leads lower it, by at most
 * MAX_MARKET_SWING either way. The margin then turns cost into price:
 * price = cost / (1 − margin), so moving from the margin the prices carry now
 * to the target multiplies the line by (1 − now) / (1 − target).
 *
 * Pure: the page, the what-ifs and the tests all call `recommendPrices`.
 */
import { COST_LINE_KEYS, type CostLineKey } from '../estimator/options.ts';

/**
 * The share of each line that is materials and equipment, the rest being
 * labour and time. Our stated assumption, not a measured figure: cooling is
 * mostly the unit, racking and the door mostly the wood and glass, labour and
 * design none.
 */
export const MATERIAL_SHARE: Record<CostLineKey, number> = {
  racking: 0.55,
  cooling: 0.7,
  envelope: 0.5,
  doorGlass: 0.6,
  flooringLighting: 0.5,
  labour: 0,
  design: 0,
};

/** The largest move capacity and demand together make on the work in a line (±10 %). */
export const MAX_MARKET_SWING = 0.1;
/** How the market pressure is weighed: capacity is what the business can sell, demand what may come. */
export const CAPACITY_WEIGHT = 0.6;
export const DEMAND_WEIGHT = 0.4;
/** No recommendation goes outside this band; one that would is held at its edge and says so. */
export const MULTIPLIER_BOUNDS = { min: 0.75, max: 1.5 } as const;
/** Weeks compared for the lead trend: the newest RECENT_WEEKS against the ones before. */
export const RECENT_WEEKS = 4;

export interface PricingInputs {
  /** Projects the business takes on per quarter. */
  capacity: number;
  /** Projects booked (won) this quarter. */
  booked: number;
  /** Lead volume now against before, as a ratio (1.25 = a quarter more leads). */
  demandRatio: number;
  /** The material cost index now, and the value the estimator's prices were set at. */
  costIndex: number;
  baselineIndex: number;
  /** The margin the estimator's prices carry today, and the target per line (percent). */
  currentMarginPct: number;
  targetMarginPct: Record<CostLineKey, number>;
}

export interface LineAdvice {
  line: CostLineKey;
  multiplier: number;
  /** The multiplier before rounding and the bounds. */
  raw: number;
  clamped: boolean;
  materialFactor: number;
  marketFactor: number;
  marginFactor: number;
  reasons: string[];
}

export interface PricingAdvice {
  capacityPressure: number;
  demandPressure: number;
  marketFactor: number;
  materialFactor: number;
  lines: LineAdvice[];
  summary: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const percent = (factor: number) => `${factor >= 1 ? '+' : '−'}${Math.abs(round((factor - 1) * 100, 1)).toFixed(1)} %`;

/**
 * The lead trend: the mean of the newest RECENT_WEEKS complete weeks against
 * the mean of the weeks before them. With no earlier leads at all, any new
 * lead counts as doubled demand (2), none as unchanged (1).
 */
export function demandRatio(weeklyLeads: readonly number[]): number {
  if (weeklyLeads.length <= RECENT_WEEKS) return 1;
  const recent = weeklyLeads.slice(-RECENT_WEEKS);
  const before = weeklyLeads.slice(0, -RECENT_WEEKS);
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const then = mean(before);
  const now = mean(recent);
  if (then === 0) return now === 0 ? 1 : 2;
  return now / then;
}

/** −1 (an empty quarter) … 0 (half booked) … +1 (full or over). */
export const capacityPressure = (booked: number, capacity: number) => (capacity <= 0 ? 1 : clamp((2 * booked) / capacity - 1, -1, 1));

/** −1 (leads halved or worse) … 0 (steady) … +1 (doubled or more). */
export const demandPressure = (ratio: number) => (ratio <= 0 ? -1 : clamp(Math.log2(ratio), -1, 1));

export function recommendPrices(inputs: PricingInputs): PricingAdvice {
  const capacityP = capacityPressure(inputs.booked, inputs.capacity);
  const demandP = demandPressure(inputs.demandRatio);
  const marketFactor = 1 + MAX_MARKET_SWING * (CAPACITY_WEIGHT * capacityP + DEMAND_WEIGHT * demandP);
  const materialFactor = inputs.costIndex / inputs.baselineIndex;
  const left = Math.max(0, inputs.capacity - inputs.booked);
  const marketReason =
    `${inputs.booked} of ${inputs.capacity} projects booked this quarter (${left} left) and lead volume ` +
    `${inputs.demandRatio >= 1 ? 'up' : 'down'} ${Math.abs(round((inputs.demandRatio - 1) * 100, 0))} %: work ${percent(marketFactor)}`;

  const lines = COST_LINE_KEYS.map((line): LineAdvice => {
    const share = MATERIAL_SHARE[line];
    const target = inputs.targetMarginPct[line];
    const marginFactor = (1 - inputs.currentMarginPct / 100) / (1 - target / 100);
    const costFactor = share * materialFactor + (1 - share) * marketFactor;
    const raw = costFactor * marginFactor;
    const bounded = clamp(raw, MULTIPLIER_BOUNDS.min, MULTIPLIER_BOUNDS.max);
    const reasons: string[] = [];
    if (share > 0) {
      reasons.push(
        `Materials, about ${round(share * 100, 0)} % of this line: cost index ${inputs.costIndex.toFixed(1)} against ${inputs.baselineIndex.toFixed(1)} at the estimator’s prices, ${percent(materialFactor)}`,
      );
    }
    reasons.push(`${share > 0 ? `Work, the other ${round((1 - share) * 100, 0)} %` : 'All of it is work'}: ${marketReason}`);
    reasons.push(
      target === inputs.currentMarginPct
        ? `Margin: ${inputs.currentMarginPct} % now, the same as the target, no change`
        : `Margin: ${inputs.currentMarginPct} % now, ${target} % target, ×${marginFactor.toFixed(3)}`,
    );
    if (bounded !== raw) reasons.push(`Held at ${bounded.toFixed(2)}: guidance stays between ${MULTIPLIER_BOUNDS.min} and ${MULTIPLIER_BOUNDS.max}`);
    return { line, multiplier: round(bounded, 2), raw, clamped: bounded !== raw, materialFactor, marketFactor, marginFactor, reasons };
  });

  const direction = marketFactor > 1.005 ? 'a seller’s quarter' : marketFactor < 0.995 ? 'a buyer’s quarter' : 'a balanced quarter';
  return {
    capacityPressure: capacityP,
    demandPressure: demandP,
    marketFactor,
    materialFactor,
    lines,
    summary: `${inputs.booked} of ${inputs.capacity} projects booked, lead volume ${percent(inputs.demandRatio)}, materials ${percent(materialFactor)}: ${direction}.`,
  };
}

/** What the admin moves on the sliders; each field left out keeps the measured value. */
export interface WhatIf {
  capacity?: number;
  booked?: number;
  /** Lead volume change in percent (+25 = a quarter more leads than before). */
  demandChangePct?: number;
  costIndex?: number;
  /** Points added to every line's target margin (may be negative). */
  marginShiftPts?: number;
}

/** The measured inputs with the what-ifs laid over them; margins stay within 0–80 %. */
export function withWhatIf(measured: PricingInputs, whatIf: WhatIf): PricingInputs {
  const shift = whatIf.marginShiftPts ?? 0;
  return {
    ...measured,
    capacity: whatIf.capacity ?? measured.capacity,
    booked: whatIf.booked ?? measured.booked,
    demandRatio: whatIf.demandChangePct === undefined ? measured.demandRatio : 1 + whatIf.demandChangePct / 100,
    costIndex: whatIf.costIndex ?? measured.costIndex,
    targetMarginPct: Object.fromEntries(
      COST_LINE_KEYS.map((line) => [line, clamp(round(measured.targetMarginPct[line] + shift, 1), 0, 80)]),
    ) as Record<CostLineKey, number>,
  };
}

export interface PricedLine {
  line: CostLineKey;
  label: string;
  before: { low: number; high: number };
  after: { low: number; high: number };
}

/**
 * An estimate's lines with the advice applied, rounded to $100 as the
 * estimator rounds its own: what the guidance means for one real cellar.
 */
export function applyAdvice(
  lines: ReadonlyArray<{ key: CostLineKey; label: string; low: number; high: number }>,
  advice: PricingAdvice,
): { lines: PricedLine[]; before: { low: number; high: number }; after: { low: number; high: number } } {
  const factor = new Map(advice.lines.map((line) => [line.line, line.multiplier]));
  const to100 = (value: number) => Math.round(value / 100) * 100;
  const priced = lines.map((line) => {
    const m = factor.get(line.key) ?? 1;
    return { line: line.key, label: line.label, before: { low: line.low, high: line.high }, after: { low: to100(line.low * m), high: to100(line.high * m) } };
  });
  const sum = (pick: (line: PricedLine) => { low: number; high: number }) =>
    priced.reduce((total, line) => ({ low: total.low + pick(line).low, high: total.high + pick(line).high }), { low: 0, high: 0 });
  return { lines: priced, before: sum((line) => line.before), after: sum((line) => line.after) };
}
