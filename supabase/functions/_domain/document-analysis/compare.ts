/**
 * A competitor's quote beside our estimate, line by line. The figures are the
 * one estimator's (`estimateCost`) for the cellar the document describes; this
 * module only decides which of our lines each of their lines belongs to, and
 * how far apart the two are. Nothing here is a price of its own.
 *
 * Matching: a line's words are tried against each of our lines' words in
 * the order below (the first that fits wins), labour last, because
 * "installation" appears in lines that are really about cooling or racking.
 * A line whose words fit none is listed as not matched, never guessed.
 */
import { estimateCost, type CostEstimate } from '../estimator/cost.ts';
import { COST_DEFAULTS } from '../estimator/defaults.ts';
import { LIMITS } from '../estimator/limits.ts';
import type { CoolingSystem, CostLineKey, RackingMaterial } from '../estimator/options.ts';
import type { CostValues } from '../estimator/schemas.ts';
import type { Findings, PriceLine } from './findings.ts';

const MATCH_ORDER: { key: CostLineKey; words: RegExp }[] = [
  { key: 'cooling', words: /cool|refrigerat|condens|evaporat|\bsplit\b|ductless|\bbtu|line\s*set|whisperkool|cellarpro|breezaire|wine\s*guardian|koolr|vinotemp|wine-?mate|cellarcool|\bhvac\b|climate\s+control/i },
  { key: 'racking', words: /rack|\bbins?\b|cradle|shelv|bottle\s+display|case\s+storage|cubb/i },
  { key: 'doorGlass', words: /\bdoors?\b|glass|glazing|window|threshold/i },
  { key: 'envelope', words: /insulat|vapou?r\s*(?:barrier|retarder)|\bframing\b|drywall|green\s*board|spray\s*foam|\bwalls?\b|ceiling|sheathing|moisture\s+barrier/i },
  { key: 'flooringLighting', words: /floor|\btile|lighting|\blights?\b|\bled\b|fixture|dimmer/i },
  { key: 'design', words: /design|drawing|render|\bplans?\b|architect|consultation/i },
  { key: 'labour', words: /labou?r|install|instal\b|project\s+manag|supervis|carpentry|crew|assembly/i },
];

export function matchLine(description: string): CostLineKey | null {
  return MATCH_ORDER.find((entry) => entry.words.test(description))?.key ?? null;
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
  /** Their lines matched to ours; empty when the quote has nothing for it. */
  theirs: PriceLine[];
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
  const unmatched: PriceLine[] = [];
  for (const item of items) {
    const key = matchLine(item.description);
    if (key) matched.set(key, [...(matched.get(key) ?? []), item]);
    else unmatched.push(item);
  }
  const lines = estimate.lines.map((line): ComparedLine => {
    const ours = { low: line.low, high: line.high };
    const theirs = matched.get(line.key) ?? [];
    if (theirs.length === 0) return { key: line.key, label: line.label, ours, theirs, theirAmount: null, verdict: 'not-in-quote', difference: 0 };
    const theirAmount = theirs.reduce((sum, p) => sum + p.amount, 0);
    return { key: line.key, label: line.label, ours, theirs, theirAmount, ...judge(theirAmount, ours) };
  });
  const added = prices.filter((p) => p.kind === 'item' || p.kind === 'discount' || p.kind === 'tax').reduce((sum, p) => sum + p.amount, 0);
  const theirTotal = statedTotal ?? added;
  const total = judge(theirTotal, estimate.total);
  return {
    estimate,
    lines,
    unmatched,
    theirTotal,
    totalStated: statedTotal !== null,
    totalVerdict: total.verdict,
    totalDifference: total.difference,
  };
}
