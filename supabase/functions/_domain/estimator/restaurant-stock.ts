/**
 * How many bottles a restaurant's wine room should hold, from what it sells:
 * bottles a night from the covers (the share of guests who drink wine, their
 * glasses, five glasses to a bottle), a working stock of 30–60 days of sales
 * (the turnover most operators buy for), and racking with the capacity
 * calculator's growth headroom on top. Every figure is in config.ts with its
 * source or stated assumption.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatNumber } from './format.ts';
import type { Pair } from './running-cost.ts';

export interface RestaurantStockValues {
  /** Guests served a night. */
  covers?: number;
  /** Seats, used as one seating a night when covers are not given. */
  seats?: number;
  nightsPerWeek?: number;
  /** Share of guests who order wine (0–1), when the restaurant knows it. */
  wineDrinkerShare?: number;
}

export interface RestaurantStockResult {
  covers: number;
  bottlesPerNight: number;
  bottlesPerWeek: number;
  /** Working stock: 30–60 days of sales. */
  stock: Pair;
  /** Racking for that stock plus the growth headroom. */
  racking: Pair;
  assumptions: string[];
  summary: string;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

export function estimateRestaurantStock(values: RestaurantStockValues, config: EstimatorConfig = estimatorConfig): RestaurantStockResult | null {
  const r = config.restaurant;
  const covers = values.covers ?? values.seats;
  if (covers === undefined || covers <= 0) return null;
  const share = values.wineDrinkerShare ?? r.wineDrinkerShare.value;
  const nights = values.nightsPerWeek ?? r.nightsPerWeek.value;
  const bottlesPerNight = (covers * share * r.glassesPerDrinker.value) / r.glassesPerBottle.value;
  const bottlesPerWeek = bottlesPerNight * nights;
  const perDay = bottlesPerWeek / 7;
  const stock = { low: round(perDay * r.stockDays.low, 10), high: round(perDay * r.stockDays.high, 10) };
  const headroom = config.capacity.growthHeadroomPct;
  const racking = { low: round(stock.low * (1 + headroom.low / 100), 50), high: round(stock.high * (1 + headroom.high / 100), 50) };
  const assumptions = [
    values.covers === undefined
      ? `${formatNumber(covers)} covers a night: one seating for each of your ${formatNumber(covers)} seats (tell me your covers for a closer figure).`
      : `${formatNumber(covers)} covers a night, ${nights} nights a week${values.nightsPerWeek === undefined ? ' (our assumption)' : ''}.`,
    values.wineDrinkerShare === undefined
      ? `${Math.round(share * 100)}% of guests drink wine, ${r.glassesPerDrinker.value} glasses each: our assumption, to be replaced by your sales data.`
      : `${Math.round(share * 100)}% of guests drink wine, ${r.glassesPerDrinker.value} glasses each.`,
    `${r.glassesPerBottle.value} glasses of 5 fl oz to a 750 ml bottle (the standard pour, NIAAA).`,
    `A working stock of ${r.stockDays.low}–${r.stockDays.high} days of sales, the turnover most operators buy for (Restaurants & Institutions).`,
    `Racking ${headroom.low}–${headroom.high}% larger than the stock, for new listings, verticals and cases arriving.`,
  ];
  const summary =
    `About ${formatNumber(Math.round(bottlesPerNight))} bottles a night (${formatNumber(Math.round(bottlesPerWeek))} a week): ` +
    `a working stock of ${formatNumber(stock.low)}–${formatNumber(stock.high)} bottles, in racking for about ${formatNumber(racking.low)}–${formatNumber(racking.high)}.`;
  return { covers, bottlesPerNight, bottlesPerWeek, stock, racking, assumptions, summary };
}
