/**
 * What a cellar's cooling costs to run: the heat that leaks in has to be
 * pumped out again, so a day's electricity is the heat load × 24 h divided by
 * how much heat the unit moves per watt-hour (a range, since units differ),
 * and the cost is that × the price of a kWh. The heat load comes from the
 * cooling-load calculation; the efficiency and the default price are in
 * config.ts with their sources.
 */
import { estimatorConfig, type EstimatorConfig } from './config.ts';
import { formatNumber } from './format.ts';

export type Currency = 'USD' | 'GBP' | 'EUR';

export interface RunningCostValues {
  /** The cellar's heat load at the surroundings asked about, BTU/h. */
  heatLoadBtuh: number;
  /** Price of a kWh in `currency`; the config's U.S. average when absent. */
  pricePerKwh?: number;
  currency?: Currency;
}

export interface Pair {
  low: number;
  high: number;
}

export interface RunningCostResult {
  heatLoadBtuh: number;
  kwhPerDay: Pair;
  kwhPerMonth: Pair;
  kwhPerYear: Pair;
  costPerMonth: Pair;
  costPerYear: Pair;
  pricePerKwh: number;
  currency: Currency;
  /** Whether the price was the visitor's own. */
  priceGiven: boolean;
  assumptions: string[];
  summary: string;
}

const DAYS_PER_MONTH = 365 / 12;
const SYMBOL: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€' };

/** "$18", "£1,240"; whole units from 10 up, cents below. */
export function formatMoney(amount: number, currency: Currency): string {
  const digits = amount < 10 ? 2 : 0;
  return `${SYMBOL[currency]}${formatNumber(amount, digits)}`;
}

/** "$0.16", "25p": a kWh price as people write it. */
export function formatPricePerKwh(price: number, currency: Currency): string {
  if (currency === 'GBP' && price < 1) return `${formatNumber(price * 100, 1)}p`;
  if (currency === 'USD' && price < 1) return `${formatNumber(price * 100, 1)} cents`;
  return `${SYMBOL[currency]}${formatNumber(price, 2)}`;
}

const range = (pair: Pair, format: (value: number) => string) => (format(pair.low) === format(pair.high) ? format(pair.low) : `${format(pair.low)}–${format(pair.high)}`);

export function estimateRunningCost(values: RunningCostValues, config: EstimatorConfig = estimatorConfig): RunningCostResult {
  const r = config.running;
  const priceGiven = values.pricePerKwh !== undefined;
  const currency = priceGiven ? (values.currency ?? 'USD') : 'USD';
  const pricePerKwh = values.pricePerKwh ?? r.electricityPricePerKwh.value;
  const load = Math.max(0, values.heatLoadBtuh);
  // The least efficient unit uses the most electricity.
  const kwhPerDay = { low: (load * 24) / r.efficiencyBtuPerWh.high / 1000, high: (load * 24) / r.efficiencyBtuPerWh.low / 1000 };
  const scale = (pair: Pair, factor: number): Pair => ({ low: pair.low * factor, high: pair.high * factor });
  const kwhPerMonth = scale(kwhPerDay, DAYS_PER_MONTH);
  const kwhPerYear = scale(kwhPerDay, 365);
  const costPerMonth = scale(kwhPerMonth, pricePerKwh);
  const costPerYear = scale(kwhPerYear, pricePerKwh);
  const kwh = (value: number) => formatNumber(Math.round(value / (value >= 1000 ? 10 : 1)) * (value >= 1000 ? 10 : 1));
  const money = (value: number) => formatMoney(value, currency);
  const assumptions = [
    `Heat load ${formatNumber(Math.round(load))} BTU/h, so ${formatNumber(Math.round(load * 24))} BTU of heat a day to pump out.`,
    `The unit moves ${r.efficiencyBtuPerWh.low}–${r.efficiencyBtuPerWh.high} BTU per watt-hour of electricity: a self-contained unit's running current in the WhisperKOOL SC owner's manual set against the unit sizes our calculator picks for such rooms.`,
    priceGiven
      ? `Electricity at ${formatPricePerKwh(pricePerKwh, currency)} per kWh, as you said.`
      : `Electricity at about ${formatPricePerKwh(pricePerKwh, currency)} per kWh, the U.S. average residential price for 2023 (U.S. Energy Information Administration); tell me yours for a closer figure.`,
  ];
  const summary =
    `About ${range(kwhPerMonth, kwh)} kWh a month (${range(kwhPerYear, kwh)} kWh a year): ` +
    `${range(costPerMonth, money)} a month, ${range(costPerYear, money)} a year.`;
  return { heatLoadBtuh: load, kwhPerDay, kwhPerMonth, kwhPerYear, costPerMonth, costPerYear, pricePerKwh, currency, priceGiven, assumptions, summary };
}
