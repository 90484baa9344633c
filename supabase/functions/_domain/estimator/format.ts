/**
 * How the estimator's numbers are written, for the calculator pages, the PDFs
 * and the assistant alike. Always en-US: the business quotes in US dollars,
 * and a fixed locale keeps server and browser output identical.
 */
import { roundTo, type UnitSystem, UNIT_LABELS, areaFromSqft, btuhToW, deltaFromF, lengthFromFt, tempFromF } from './units.ts';

const EN_DASH = '\u2013';

/** Beyond this, toFixed writes a double's exact binary digits where Intl writes its shortest ones (never reached by a cellar's numbers). */
const PLAIN_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * `1,234.57`: en-US digits with thousands separators and at most `digits`
 * decimals, trailing zeros dropped; the same text as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: digits })` after
 * `roundTo`, written by hand. The first Intl.NumberFormat a page builds loads
 * the locale's data: about 90 ms of a phone's main thread on the visual
 * designer's first figures, for output this simple.
 */
export function formatNumber(value: number, digits = 0): string {
  const rounded = roundTo(value, digits);
  if (!Number.isFinite(rounded) || Math.abs(rounded) >= PLAIN_LIMIT) {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(rounded);
  }
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(digits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** `$52,400` */
export function formatUsd(value: number): string {
  const sign = value < 0 ? '-' : '';
  return `${sign}$${formatNumber(Math.abs(value))}`;
}

/**
 * `$850`, `$8.5K`, `$52K`, `$1.25M`: short enough for a range on a phone.
 * Thousands keep one decimal under $10K, where a rounded figure would hide
 * a real difference.
 */
export function formatUsdCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs < 1000) return `${sign}$${formatNumber(abs)}`;
  if (abs < 10_000) return `${sign}$${formatNumber(abs / 1000, 1)}K`;
  if (abs < 999_500) return `${sign}$${formatNumber(abs / 1000)}K`;
  return `${sign}$${formatNumber(abs / 1_000_000, 2)}M`;
}

/** `$52K–$68K`; a zero-width range prints once. */
export function formatUsdRange(low: number, high: number): string {
  const from = formatUsdCompact(low);
  const to = formatUsdCompact(high);
  return from === to ? from : `${from}${EN_DASH}${to}`;
}

export function formatRange(low: number, high: number, digits = 0, unit = ''): string {
  const suffix = unit ? ` ${unit}` : '';
  const from = formatNumber(low, digits);
  const to = formatNumber(high, digits);
  return from === to ? `${from}${suffix}` : `${from}${EN_DASH}${to}${suffix}`;
}

/** `1,320 BTU/h` */
export function formatBtuh(btuh: number): string {
  return `${formatNumber(btuh)} BTU/h`;
}

/** `387 W` */
export function formatWatts(watts: number): string {
  return `${formatNumber(watts)} W`;
}

/** `1,320 BTU/h (387 W)`: the cooling figures in both systems, the visitor's first. */
export function formatPower(btuh: number, system: UnitSystem = 'imperial'): string {
  return system === 'metric'
    ? `${formatWatts(btuhToW(btuh))} (${formatBtuh(btuh)})`
    : `${formatBtuh(btuh)} (${formatWatts(btuhToW(btuh))})`;
}

export function formatTemperature(tempF: number, system: UnitSystem = 'imperial'): string {
  return `${formatNumber(tempFromF(tempF, system))}${UNIT_LABELS[system].temperature}`;
}

export function formatTemperatureDelta(deltaF: number, system: UnitSystem = 'imperial'): string {
  return `${formatNumber(deltaFromF(deltaF, system), system === 'metric' ? 1 : 0)}${UNIT_LABELS[system].temperature}`;
}

export function formatLength(ft: number, system: UnitSystem = 'imperial'): string {
  return `${formatNumber(lengthFromFt(ft, system), 1)} ${UNIT_LABELS[system].length}`;
}

export function formatArea(sqft: number, system: UnitSystem = 'imperial'): string {
  return `${formatNumber(areaFromSqft(sqft, system), system === 'metric' ? 1 : 0)} ${UNIT_LABELS[system].area}`;
}

export function formatPercent(value: number, digits = 0): string {
  return `${formatNumber(value, digits)}%`;
}

export function formatBottles(count: number): string {
  return `${formatNumber(count)} ${Math.round(count) === 1 ? 'bottle' : 'bottles'}`;
}
