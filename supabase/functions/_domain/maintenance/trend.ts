/**
 * Least-squares trends and robust outliers over a daily series. Pure, shared
 * by the browser and Deno. A trend is only called rising or falling when the
 * line explains enough of the day-to-day scatter and the log is long enough,
 * or, in a log of a few days, the change is large and consistent; its
 * confidence says how much the log allows.
 */
import { median } from '../readings/stats.ts';

export interface Point {
  /** Days from the first day of the log. */
  x: number;
  y: number;
}

export interface Fit {
  slope: number;
  intercept: number;
  /** Share of the variance the line explains, 0–1 (1 when the series is flat). */
  r2: number;
  n: number;
}

export function fitLine(points: readonly Point[]): Fit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
    syy += (p.y - meanY) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const r2 = syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
  return { slope, intercept: meanY - slope * meanX, r2, n };
}

export const TREND_RULES = {
  /** From this many days a direction is called on the usual terms. */
  minDays: 7,
  strongDays: 14,
  minR2: 0.3,
  strongR2: 0.6,
  /**
   * A shorter log (from `shortDays`) is called only when the change is large
   * and consistent: at least `shortFactor` times the steady threshold a week,
   * with the line explaining at least `shortR2` of the scatter. A unit that
   * is failing fast should not need a week of readings to be called failing;
   * its confidence says how little the log is: moderate from `shortSureDays`
   * days with R² of `shortSureR2` or more, low otherwise.
   */
  shortDays: 4,
  shortR2: 0.8,
  shortFactor: 3,
  shortSureDays: 5,
  shortSureR2: 0.9,
} as const;

export type Direction = 'rising' | 'falling' | 'steady' | 'unclear';
export type Confidence = 'high' | 'moderate' | 'low';

export interface Trend extends Fit {
  perWeek: number;
  direction: Direction;
  confidence: Confidence;
  /** Why the direction was called, or why it could not be. */
  basis: string;
}

/** `threshold` is the weekly change below which the series counts as steady (in the series' unit). */
export function trendOf(points: readonly Point[], threshold: number, rules = TREND_RULES): Trend | null {
  const fit = fitLine(points);
  if (!fit) return null;
  const perWeek = fit.slope * 7;
  const days = fit.n;
  const r2 = `R² ${fit.r2.toFixed(2)}`;
  const direction = perWeek > 0 ? 'rising' : 'falling';
  if (days < rules.minDays) {
    const large = Math.abs(perWeek) >= threshold * rules.shortFactor;
    if (days >= rules.shortDays && large && fit.r2 >= rules.shortR2) {
      const confidence: Confidence = days >= rules.shortSureDays && fit.r2 >= rules.shortSureR2 ? 'moderate' : 'low';
      return { ...fit, perWeek, direction, confidence, basis: `only ${days} days, but a large and consistent change (${r2})` };
    }
    return { ...fit, perWeek, direction: 'unclear', confidence: 'low', basis: `only ${days} days, and no large, consistent change; a trend needs ${rules.minDays} days otherwise` };
  }
  if (Math.abs(perWeek) < threshold) {
    return { ...fit, perWeek, direction: 'steady', confidence: days >= rules.strongDays ? 'high' : 'moderate', basis: `${days} days, change under ${threshold} a week` };
  }
  if (fit.r2 < rules.minR2) return { ...fit, perWeek, direction: 'unclear', confidence: 'low', basis: `${days} days, but too scattered to call (${r2})` };
  const confidence: Confidence = days >= rules.strongDays && fit.r2 >= rules.strongR2 ? 'high' : 'moderate';
  return { ...fit, perWeek, direction, confidence, basis: `${days} days, ${r2}` };
}

/**
 * Robust z-scores (Iglewicz and Hoaglin's modified z: 0.6745 × (x − median) ÷ MAD),
 * so one bad day cannot hide itself by inflating the spread. `minSpread` keeps a
 * nearly flat series from turning a tiny wobble into an outlier.
 */
export function robustZ(values: readonly number[], minSpread: number): number[] {
  if (values.length === 0) return [];
  const centre = median(values);
  const mad = Math.max(median(values.map((v) => Math.abs(v - centre))), minSpread);
  return values.map((v) => (0.6745 * (v - centre)) / mad);
}
