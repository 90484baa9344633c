/**
 * What the readings chart draws, as numbers: the temperature line (broken
 * where the log has a gap), the band, the alert limit, the warm spells, the
 * axis ticks in the visitor's units, and the by-day table that stands in for
 * the chart. Pure, so it is tested without a browser.
 *
 * The chart has fixed dimensions (CHART.width × CHART.height, scaled to its
 * container's width with the same aspect), so the report never shifts while
 * it draws. A long log is thinned to each pixel column's lowest and highest
 * reading: a warm spell never disappears in the thinning.
 */
import { EXCURSION_THRESHOLDS, type Excursion } from '@domain/condition/excursions.ts';
import type { HumiditySpell } from '@domain/condition/humidity-spells.ts';
import { median, type Band } from '@domain/readings/stats.ts';
import type { Reading } from '@domain/readings/reading.ts';
import { tempFromF, type UnitSystem } from '@domain/estimator/units.ts';

export const CHART = { width: 720, height: 260, left: 44, right: 12, top: 12, bottom: 36 } as const;
const PLOT_W = CHART.width - CHART.left - CHART.right;
const PLOT_H = CHART.height - CHART.top - CHART.bottom;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface ChartModel {
  /** SVG path of the temperature line, one sub-path per unbroken stretch. */
  path: string;
  /** A lone reading (a one-reading stretch) drawn as a dot. */
  dots: { x: number; y: number }[];
  band: { y: number; height: number };
  alert: { y: number; label: string } | null;
  spells: { x: number; width: number; excursion: Excursion }[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
}

export interface DayRow {
  day: string;
  readings: number;
  lowF: number;
  highF: number;
  meanF: number;
  hoursAbove: number;
  rh: { low: number; high: number } | null;
  /** Hours outside the humidity band, counted as the temperature's are; null without a humidity band or a humidity reading that day. */
  rhHoursOutside: number | null;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Readings thinned to at most two per pixel column (lowest and highest, in time order). */
function thin<R extends Reading>(readings: readonly R[], xOf: (at: number) => number, value: (reading: R) => number = (r) => r.tempF): R[] {
  if (readings.length <= PLOT_W * 2) return [...readings];
  const columns = new Map<number, { low: R; high: R }>();
  for (const reading of readings) {
    const column = Math.round(xOf(reading.at));
    const seen = columns.get(column);
    if (!seen) columns.set(column, { low: reading, high: reading });
    else {
      if (value(reading) < value(seen.low)) seen.low = reading;
      if (value(reading) > value(seen.high)) seen.high = reading;
    }
  }
  return [...columns.values()].flatMap(({ low, high }) => (low === high ? [low] : low.at <= high.at ? [low, high] : [high, low]));
}

/** Tick step in display units giving about five ticks. */
function niceStep(span: number): number {
  const raw = span / 5;
  const steps = [1, 2, 5, 10, 20];
  return steps.find((step) => step >= raw) ?? 20;
}

/**
 * The line through the readings, one sub-path per unbroken stretch, and a dot
 * for a lone reading. Gaps are found in the log itself: thinned points are
 * further apart than the readings were.
 */
function line<R extends Reading>(readings: readonly R[], xOf: (at: number) => number, yOf: (reading: R) => number, value: (reading: R) => number): Pick<ChartModel, 'path' | 'dots'> {
  const gaps = readings.slice(1).map((r, i) => r.at - readings[i]!.at).filter((g) => g > 0);
  const cap = gaps.length > 0 ? Math.min(2 * median(gaps), DAY) : Infinity;
  const holes = readings.slice(1).flatMap((r, i) => (r.at - readings[i]!.at > cap ? [{ from: readings[i]!.at, to: r.at }] : []));
  const shown = thin(readings, xOf, value);
  const stretches: R[][] = [];
  shown.forEach((reading, i) => {
    const previous = shown[i - 1];
    if (!previous || holes.some((hole) => hole.from >= previous.at && hole.to <= reading.at)) stretches.push([reading]);
    else stretches.at(-1)!.push(reading);
  });
  const point = (r: R) => `${round(xOf(r.at))},${round(yOf(r))}`;
  const path = stretches
    .filter((s) => s.length > 1)
    .map((s) => `M${s.map(point).join('L')}`)
    .join('');
  const dots = stretches.filter((s) => s.length === 1).map(([r]) => ({ x: round(xOf(r!.at)), y: round(yOf(r!)) }));
  return { path, dots };
}

/** Time ticks: every 6 hours for a log of two days or less, else whole days, about eight of them. */
function timeTicks(firstAt: number, lastAt: number, span: number, xOf: (at: number) => number): ChartModel['xTicks'] {
  const days = span / DAY;
  const tickEvery = days <= 2 ? 6 * HOUR : DAY * Math.max(1, Math.ceil(days / 8));
  const ticks: ChartModel['xTicks'] = [];
  for (let at = Math.ceil(firstAt / tickEvery) * tickEvery; at <= lastAt; at += tickEvery) {
    const iso = new Date(at).toISOString();
    ticks.push({ x: round(xOf(at)), label: days <= 2 ? `${iso.slice(5, 10)} ${iso.slice(11, 16)}` : iso.slice(5, 10) });
  }
  return ticks;
}

export function chartModel(input: readonly Reading[], band: Band, spells: readonly Excursion[], system: UnitSystem): ChartModel | null {
  const readings = [...input].sort((a, b) => a.at - b.at);
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return null;
  const span = Math.max(last.at - first.at, HOUR);
  const xOf = (at: number) => CHART.left + (readings.length === 1 ? PLOT_W / 2 : ((at - first.at) / span) * PLOT_W);

  const temps = readings.map((r) => r.tempF);
  const showAlert = Math.max(...temps) > band.high;
  // The scale, in the visitor's units, always shows the band (and the alert limit once the log goes above the band).
  const lowD = tempFromF(Math.min(...temps, band.low), system);
  const highD = tempFromF(Math.max(...temps, band.high, showAlert ? EXCURSION_THRESHOLDS.alertF : band.high), system);
  const step = niceStep(highD - lowD || 1);
  const minD = Math.floor((lowD - step / 2) / step) * step;
  const maxD = Math.ceil((highD + step / 2) / step) * step;
  const yOfD = (d: number) => CHART.top + PLOT_H - ((d - minD) / (maxD - minD)) * PLOT_H;
  const yOf = (f: number) => yOfD(tempFromF(f, system));

  const { path, dots } = line(readings, xOf, (r) => yOf(r.tempF), (r) => r.tempF);

  const unit = system === 'metric' ? '°C' : '°F';
  const yTicks: ChartModel['yTicks'] = [];
  for (let d = minD; d <= maxD + 1e-9; d += step) yTicks.push({ y: round(yOfD(d)), label: `${Math.round(d)}${unit}` });

  const xTicks = timeTicks(first.at, last.at, span, xOf);

  const bandTop = yOf(band.high);
  return {
    path,
    dots,
    band: { y: round(bandTop), height: round(yOf(band.low) - bandTop) },
    alert: showAlert ? { y: round(yOf(EXCURSION_THRESHOLDS.alertF)), label: `alert ${Math.round(tempFromF(EXCURSION_THRESHOLDS.alertF, system))}${unit}` } : null,
    spells: spells.map((excursion) => {
      const x = xOf(excursion.from);
      return { x: round(x), width: round(Math.max(2, Math.min(xOf(excursion.to), CHART.left + PLOT_W) - x)), excursion };
    }),
    yTicks,
    xTicks,
  };
}

/** The humidity chart: same width and time axis as the temperature chart, a shorter plot. */
export const RH_CHART = { width: CHART.width, height: 200, left: CHART.left, right: CHART.right, top: CHART.top, bottom: CHART.bottom } as const;
const RH_PLOT_H = RH_CHART.height - RH_CHART.top - RH_CHART.bottom;

export interface HumidityChartModel extends Pick<ChartModel, 'path' | 'dots' | 'band' | 'yTicks' | 'xTicks'> {
  spells: { x: number; width: number; spell: HumiditySpell }[];
}

/**
 * Relative humidity over the same time axis as the temperature chart (the
 * whole log's span, so the two line up), with the humidity band and each dry
 * or damp spell marked. Null when no reading has humidity.
 */
export function humidityChartModel(input: readonly Reading[], band: Band, spells: readonly HumiditySpell[]): HumidityChartModel | null {
  const all = [...input].sort((a, b) => a.at - b.at);
  const readings = all.filter((r): r is Reading & { rh: number } => r.rh !== null);
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last || readings.length === 0) return null;
  const span = Math.max(last.at - first.at, HOUR);
  const xOf = (at: number) => RH_CHART.left + (all.length === 1 ? PLOT_W / 2 : ((at - first.at) / span) * PLOT_W);
  const rhs = readings.map((r) => r.rh);
  const step = 10;
  const min = Math.max(0, Math.floor((Math.min(...rhs, band.low) - step / 2) / step) * step);
  const max = Math.min(100, Math.ceil((Math.max(...rhs, band.high) + step / 2) / step) * step);
  const yOf = (rh: number) => RH_CHART.top + RH_PLOT_H - ((rh - min) / (max - min)) * RH_PLOT_H;
  const { path, dots } = line(readings, xOf, (r) => yOf(r.rh), (r) => r.rh);
  const yTicks: ChartModel['yTicks'] = [];
  for (let rh = min; rh <= max; rh += step) yTicks.push({ y: round(yOf(rh)), label: `${rh}%` });
  const bandTop = yOf(band.high);
  return {
    path,
    dots,
    band: { y: round(bandTop), height: round(yOf(band.low) - bandTop) },
    yTicks,
    xTicks: timeTicks(first.at, last.at, span, xOf),
    spells: spells.map((spell) => {
      const x = xOf(spell.from);
      return { x: round(x), width: round(Math.max(2, Math.min(xOf(spell.to), RH_CHART.left + PLOT_W) - x)), spell };
    }),
  };
}

/** The table fallback: one row per day (UTC calendar day, as the daily swing counts it). */
export function dayRows(input: readonly Reading[], band: Band, rhBand?: Band): DayRow[] {
  const readings = [...input].sort((a, b) => a.at - b.at);
  const gaps = readings.slice(1).map((r, i) => r.at - readings[i]!.at).filter((g) => g > 0);
  const usual = gaps.length > 0 ? median(gaps) : null;
  const cap = usual === null ? 0 : Math.min(2 * usual, DAY);
  const rows = new Map<string, { temps: number[]; rhs: number[]; above: number; rhOutside: number }>();
  readings.forEach((reading, i) => {
    const day = new Date(reading.at).toISOString().slice(0, 10);
    const row = rows.get(day) ?? { temps: [], rhs: [], above: 0, rhOutside: 0 };
    row.temps.push(reading.tempF);
    if (reading.rh !== null) row.rhs.push(reading.rh);
    if (usual !== null && reading.tempF > band.high) {
      const next = readings[i + 1];
      row.above += Math.min(next ? next.at - reading.at : usual, cap) / HOUR;
    }
    if (usual !== null && rhBand && reading.rh !== null && (reading.rh < rhBand.low || reading.rh > rhBand.high)) {
      const next = readings[i + 1];
      row.rhOutside += Math.min(next ? next.at - reading.at : usual, cap) / HOUR;
    }
    rows.set(day, row);
  });
  return [...rows.entries()].map(([day, row]) => ({
    day,
    readings: row.temps.length,
    lowF: Math.min(...row.temps),
    highF: Math.max(...row.temps),
    meanF: row.temps.reduce((s, t) => s + t, 0) / row.temps.length,
    hoursAbove: round(row.above),
    rh: row.rhs.length > 0 ? { low: Math.min(...row.rhs), high: Math.max(...row.rhs) } : null,
    rhHoursOutside: rhBand && row.rhs.length > 0 ? round(row.rhOutside) : null,
  }));
}
