/**
 * The engine's inputs as measured: the pipeline's signals, the latest index
 * value, the admin's settings and the business's capacity. What is missing
 * is said, and read so that it moves no price (no index: materials
 * unchanged; no margins: the target is the margin the prices carry).
 */
import { COST_LINE_KEYS, type CostLineKey } from '../estimator/options.ts';
import { demandRatio, type PricingInputs } from './pricing.ts';

/** The margin assumed until the admin saves theirs; with targets equal to it, margins change nothing. */
export const DEFAULT_MARGIN_PCT = 35;

export interface MeasuredSources {
  capacity: number;
  booked: number;
  weeklyLeads: readonly number[];
  /** Index values, any order. */
  index: ReadonlyArray<{ recorded_on: string; value: number }>;
  settings: { current_margin_pct: number; target_margins: Partial<Record<CostLineKey, number>>; baseline_index: number | null } | null;
}

export interface Measured {
  inputs: PricingInputs;
  latestIndex: { recordedOn: string; value: number } | null;
  /** Where the baseline came from: the settings, the first value recorded, or nothing to compare. */
  baselineFrom: 'settings' | 'first-value' | 'none';
  marginsSet: boolean;
}

export function measuredInputs({ capacity, booked, weeklyLeads, index, settings }: MeasuredSources): Measured {
  const sorted = [...index].sort((a, b) => a.recorded_on.localeCompare(b.recorded_on));
  const first = sorted[0];
  const last = sorted.at(-1);
  const baselineFrom = settings?.baseline_index ? 'settings' : first ? 'first-value' : 'none';
  const baselineIndex = settings?.baseline_index ?? first?.value ?? 100;
  const currentMarginPct = settings?.current_margin_pct ?? DEFAULT_MARGIN_PCT;
  return {
    inputs: {
      capacity,
      booked,
      demandRatio: demandRatio(weeklyLeads),
      costIndex: last?.value ?? baselineIndex,
      baselineIndex,
      currentMarginPct,
      targetMarginPct: Object.fromEntries(COST_LINE_KEYS.map((line) => [line, settings?.target_margins[line] ?? currentMarginPct])) as Record<CostLineKey, number>,
    },
    latestIndex: last ? { recordedOn: last.recorded_on, value: last.value } : null,
    baselineFrom,
    marginsSet: settings !== null,
  };
}
