/**
 * A competitor's quote beside our estimate, line by line. The figures are the
 * one estimator's (`estimateCost`) for the cellar the document describes; this
 * module only decides which of our lines each of their lines belongs to
 * (classify.ts: by what the whole line says, with a confidence), and how far
 * apart the two are. Nothing here is a price of its own.
 *
 * A line placed with confidence counts toward our line's verdict; a line we
 * are unsure of is shown beside its likeliest line, with both guesses, and
 * left out of that verdict (it stays in their total); site work and lines
 * that name nothing we price are matched to none of our lines, never guessed.
 */
import { estimateCost, type CostEstimate } from '../estimator/cost.ts';
import { COST_DEFAULTS } from '../estimator/defaults.ts';
import { LIMITS } from '../estimator/limits.ts';
import type { CoolingSystem, CostLineKey, RackingMaterial } from '../estimator/options.ts';
import type { CostValues } from '../estimator/schemas.ts';
import { classifyLine, type Placement } from './classify.ts';
import type { Findings, PriceLine } from './findings.ts';

/** The line of ours a description goes to when placed with confidence; null otherwise. */
export function matchLine(description: string): CostLineKey | null {
  const placed = classifyLine(description);
  return placed.sure ? placed.key : null;
}

/** What the estimate is run for: from the document, corrected by the visitor. */
export interface CellarBrief {
  lengthFt: number | null;
  widthFt: number | null;
  heightFt: number | null;
  bottles: number | null;
  cooling: CoolingSystem;
  rackingMaterial: RackingMaterial;
}

const inRange = (value: number | null, limits: { min: number; max: number }) => value !== null && value >= limits.min && value <= limits.max;

/** The brief the document supports: the first room that fits the estimator's limits, the largest bottle count. */
export function briefFromFindings(findings: Findings): CellarBrief {
  const room = findings.dimensions.find((d) => inRange(d.lengthFt, LIMITS.roomLength.imperial) && inRange(d.widthFt, LIMITS.roomLength.imperial));
  const height = room?.heightFt ?? findings.ceilingFt;
  const bottles = findings.bottles.length > 0 ? Math.max(...findings.bottles) : null;
  return {
    lengthFt: room?.lengthFt ?? null,
    widthFt: room?.widthFt ?? null,
    heightFt: inRange(height ?? null, LIMITS.roomHeight.imperial) ? height! : null,
    bottles,
    cooling: findings.coolingSystem ?? COST_DEFAULTS.cooling,
    rackingMaterial: findings.rackingMaterial ?? COST_DEFAULTS.rackingMaterial,
  };
}

/** The estimator's values for a brief, or null when it has neither a room nor a bottle count. */
export function costValues(brief: CellarBrief): CostValues | null {
  const base = { ...COST_DEFAULTS, cooling: brief.cooling, rackingMaterial: brief.rackingMaterial };
  const hasRoom = inRange(brief.lengthFt, LIMITS.roomLength.imperial) && inRange(brief.widthFt, LIMITS.roomLength.imperial);
  const bottles = inRange(brief.bottles, LIMITS.bottles) ? brief.bottles! : undefined;
  const height = inRange(brief.heightFt, LIMITS.roomHeight.imperial) ? brief.heightFt! : undefined;
  if (hasRoom) return { ...base, sizeBy: 'room', length: brief.lengthFt!, width: brief.widthFt!, height, rackedBottles: bottles };
  if (bottles !== undefined) return { ...base, sizeBy: 'bottles', bottles, height };
  return null;
}

export type Verdict = 'within' | 'above' | 'below' | 'not-in-quote';

export interface ComparedLine {
  key: CostLineKey;
  label: string;
  ours: { low: number; high: number };
  /** Their lines placed on this line with confidence; empty when the quote has nothing for it. */
  theirs: PriceLine[];
  /** Their lines that most likely belong here but could be another line: shown, not counted in the verdict. */
  unsure: PriceLine[];
  theirAmount: number | null;
  verdict: Verdict;
  /** How far their figure is outside our range (positive above, negative below); 0 within. */
  difference: number;
}

export interface Comparison {
  estimate: CostEstimate;
  lines: ComparedLine[];
  /** Their items that fit none of our lines. */
  unmatched: PriceLine[];
  /** Their items we could not place with confidence, with both guesses. */
  unsure: { price: PriceLine; placement: Placement }[];
  /** Their total: the stated one, else their items, discounts and tax added up. */
  theirTotal: number;
  totalStated: boolean;
  totalVerdict: Exclude<Verdict, 'not-in-quote'>;
  totalDifference: number;
}

function judge(amount: number, ours: { low: number; high: number }): { verdict: Exclude<Verdict, 'not-in-quote'>; difference: number } {
  if (amount > ours.high) return { verdict: 'above', difference: amount - ours.high };
  if (amount < ours.low) return { verdict: 'below', difference: amount - ours.low };
  return { verdict: 'within', difference: 0 };
}

export function compareQuote(prices: PriceLine[], values: CostValues, statedTotal: number | null): Comparison {
  const estimate = estimateCost(values);
  const items = prices.filter((p) => p.kind === 'item');
  const matched = new Map<CostLineKey, PriceLine[]>();
  const doubtful = new Map<CostLineKey, PriceLine[]>();
  const unmatched: PriceLine[] = [];
  const unsure: Comparison['unsure'] = [];
  for (const item of items) {
    const placement = classifyLine(item.description);
    if (placement.key === null) unmatched.push(item);
    else if (placement.sure) matched.set(placement.key, [...(matched.get(placement.key) ?? []), item]);
    else {
      doubtful.set(placement.key, [...(doubtful.get(placement.key) ?? []), item]);
      unsure.push({ price: item, placement });
    }
  }
  const lines = estimate.lines.map((line): ComparedLine => {
    const ours = { low: line.low, high: line.high };
    const theirs = matched.get(line.key) ?? [];
    const maybe = doubtful.get(line.key) ?? [];
    if (theirs.length === 0) return { key: line.key, label: line.label, ours, theirs, unsure: maybe, theirAmount: null, verdict: 'not-in-quote', difference: 0 };
    const theirAmount = theirs.reduce((sum, p) => sum + p.amount, 0);
    return { key: line.key, label: line.label, ours, theirs, unsure: maybe, theirAmount, ...judge(theirAmount, ours) };
  });
  const added = prices.filter((p) => p.kind === 'item' || p.kind === 'discount' || p.kind === 'tax').reduce((sum, p) => sum + p.amount, 0);
  const theirTotal = statedTotal ?? added;
  const total = judge(theirTotal, estimate.total);
  return {
    estimate,
    lines,
    unmatched,
    unsure,
    theirTotal,
    totalStated: statedTotal !== null,
    totalVerdict: total.verdict,
    totalDifference: total.difference,
  };
}
