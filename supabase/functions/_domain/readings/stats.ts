/**
 * What a series of readings says about a cellar's climate: the mean, the
 * extremes, the daily swing, and the hours spent outside a band. Pure.
 *
 * Hours: each reading stands for the time until the next one, but never more
 * than twice the log's usual interval (nor more than a day), so a gap in the
 * log (logger off, battery out) is not counted as hours in or out of range.
 * The last reading counts for one usual interval.
 */
import type { Reading } from './reading.ts';

export interface Band {
  low: number;
  high: number;
}

export interface ReadingStats {
  count: number;
  from: number;
  to: number;
  temperature: { meanF: number; minF: number; maxF: number };
  humidity: { mean: number; min: number; max: number; count: number } | null;
  /** Days with at least two readings, their average and largest max − min. */
  swing: { days: number; meanF: number; maxF: number; worstDay: number } | null;
  /** Hours covered by the readings, and of those, outside each band. */
  hours: { covered: number; tempOutside: number; tempAbove: number; tempBelow: number; rhCovered: number; rhOutside: number } | null;
  /** Usual time between readings (median), in hours. */
  intervalHours: number | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function summarizeReadings(input: readonly Reading[], tempBand: Band, rhBand: Band): ReadingStats | null {
  if (input.length === 0) return null;
  const readings = [...input].sort((a, b) => a.at - b.at);
  const temps = readings.map((r) => r.tempF);
  const rhs = readings.map((r) => r.rh).filter((rh): rh is number => rh !== null);

  const byDay = new Map<number, number[]>();
  for (const reading of readings) {
    const day = Math.floor(reading.at / DAY) * DAY;
    byDay.set(day, [...(byDay.get(day) ?? []), reading.tempF]);
  }
  const daySwings = [...byDay.entries()].filter(([, values]) => values.length >= 2).map(([day, values]) => ({ day, swing: Math.max(...values) - Math.min(...values) }));
  const worst = daySwings.reduce<{ day: number; swing: number } | null>((best, next) => (best === null || next.swing > best.swing ? next : best), null);

  const gaps = readings.slice(1).map((reading, i) => reading.at - (readings[i] as Reading).at).filter((gap) => gap > 0);
  const usual = gaps.length > 0 ? median(gaps) : null;
  let hours: ReadingStats['hours'] = null;
  if (usual !== null) {
    const cap = Math.min(2 * usual, DAY);
    const totals = { covered: 0, tempOutside: 0, tempAbove: 0, tempBelow: 0, rhCovered: 0, rhOutside: 0 };
    readings.forEach((reading, i) => {
      const next = readings[i + 1];
      const span = (next ? Math.min(next.at - reading.at, cap) : usual) / HOUR;
      totals.covered += span;
      if (reading.tempF > tempBand.high) totals.tempAbove += span;
      if (reading.tempF < tempBand.low) totals.tempBelow += span;
      if (reading.rh !== null) {
        totals.rhCovered += span;
        if (reading.rh < rhBand.low || reading.rh > rhBand.high) totals.rhOutside += span;
      }
    });
    totals.tempOutside = totals.tempAbove + totals.tempBelow;
    hours = totals;
  }

  return {
    count: readings.length,
    from: (readings[0] as Reading).at,
    to: (readings[readings.length - 1] as Reading).at,
    temperature: { meanF: mean(temps), minF: Math.min(...temps), maxF: Math.max(...temps) },
    humidity: rhs.length > 0 ? { mean: mean(rhs), min: Math.min(...rhs), max: Math.max(...rhs), count: rhs.length } : null,
    swing: worst ? { days: daySwings.length, meanF: mean(daySwings.map((d) => d.swing)), maxF: worst.swing, worstDay: worst.day } : null,
    hours,
    intervalHours: usual === null ? null : usual / HOUR,
  };
}
