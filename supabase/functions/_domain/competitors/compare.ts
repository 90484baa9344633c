/**
 * Competitors' prices against our estimator, by size class. Each data point
 * is one competitor's price for a cellar of a given bottle count, on a date;
 * ours is the one estimator's range for the same count with its default
 * options. The size classes are the estimator's cost-guide bands (under 500,
 * 500–2,500, 2,500+ bottles), so the comparison speaks the estimator's terms.
 *
 * Pure: the page and the tests call it.
 */
import { estimateCost, wholeCellarBenchmark } from '../estimator/cost.ts';
import { COST_DEFAULTS } from '../estimator/defaults.ts';

export interface PricePoint {
  id: string;
  competitor: string;
  offer: string | null;
  bottles: number;
  priceUsd: number;
  quotedOn: string;
  source: 'entered' | 'quote';
  sourceName: string | null;
}

export type Position = 'below' | 'within' | 'above';

export interface ComparedPoint extends PricePoint {
  sizeClass: string;
  ours: { low: number; high: number };
  position: Position;
  /** Their price against the middle of our range, in percent (−12 = 12 % under our middle). */
  vsOurMiddlePct: number;
  perBottle: number;
}

export interface SizeClassSummary {
  sizeClass: string;
  points: number;
  competitors: number;
  /** Medians of their price per bottle and of ours (the middle of our range) at the same counts. */
  theirPerBottle: number;
  ourPerBottle: number;
  medianVsOursPct: number;
  below: number;
  within: number;
  above: number;
  newest: string;
  oldest: string;
}

/** Our range for a cellar of this many bottles, with the estimator's default options. */
export function ourRange(bottles: number): { low: number; high: number } {
  return estimateCost({ ...COST_DEFAULTS, sizeBy: 'bottles', bottles }).total;
}

export function comparePoint(point: PricePoint): ComparedPoint {
  const ours = ourRange(point.bottles);
  const middle = (ours.low + ours.high) / 2;
  const position: Position = point.priceUsd < ours.low ? 'below' : point.priceUsd > ours.high ? 'above' : 'within';
  return {
    ...point,
    sizeClass: wholeCellarBenchmark(point.bottles).label,
    ours,
    position,
    vsOurMiddlePct: Math.round(((point.priceUsd - middle) / middle) * 1000) / 10,
    perBottle: Math.round(point.priceUsd / point.bottles),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The classes that have data points, smallest cellars first. */
export function summariseBySize(points: readonly ComparedPoint[]): SizeClassSummary[] {
  const classes = new Map<string, ComparedPoint[]>();
  for (const point of [...points].sort((a, b) => a.bottles - b.bottles)) classes.set(point.sizeClass, [...(classes.get(point.sizeClass) ?? []), point]);
  return [...classes].map(([sizeClass, members]) => {
    const dates = members.map((point) => point.quotedOn).sort();
    const count = (position: Position) => members.filter((point) => point.position === position).length;
    return {
      sizeClass,
      points: members.length,
      competitors: new Set(members.map((point) => point.competitor.toLowerCase())).size,
      theirPerBottle: Math.round(median(members.map((point) => point.priceUsd / point.bottles))),
      ourPerBottle: Math.round(median(members.map((point) => (point.ours.low + point.ours.high) / 2 / point.bottles))),
      medianVsOursPct: Math.round(median(members.map((point) => point.vsOurMiddlePct)) * 10) / 10,
      below: count('below'),
      within: count('within'),
      above: count('above'),
      newest: dates.at(-1) ?? '',
      oldest: dates[0] ?? '',
    };
  });
}

/**
 * What a competitor's quote gives the form: the cellar's bottle count (the
 * largest the document names) and its price (the stated total, else its
 * items, discounts and tax added up). Null where the document does not say.
 */
export function pointFromFindings(findings: { bottles: readonly number[]; statedTotal: number | null; prices: ReadonlyArray<{ kind: string; amount: number }> }): { bottles: number | null; priceUsd: number | null } {
  const bottles = findings.bottles.length > 0 ? Math.max(...findings.bottles) : null;
  const added = findings.prices.filter((price) => price.kind === 'item' || price.kind === 'discount' || price.kind === 'tax').reduce((sum, price) => sum + price.amount, 0);
  const priceUsd = findings.statedTotal ?? (added > 0 ? Math.round(added * 100) / 100 : null);
  return { bottles, priceUsd };
}
