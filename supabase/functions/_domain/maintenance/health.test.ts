import { describe, expect, it } from 'vitest';
import { readLoggerCsv } from '../readings/csv.ts';
import type { Reading } from '../readings/reading.ts';
import { assessHealth, dailyValues, type UnitInfo } from './health.ts';
import { SAMPLE_LOG_DAYS, sampleUnitLog } from './sample.ts';
import { fitLine, robustZ, trendOf } from './trend.ts';

const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const unit: UnitInfo = { type: 'through-the-wall', capacityBtuh: 1500, installYear: 2022, lastService: '2026-01-10' };

/** One noon reading a day from day-indexed functions. */
function log(days: number, at: (day: number) => Partial<Reading> & { tempF?: number }): Reading[] {
  return Array.from({ length: days }, (_, day) => ({ at: START + day * DAY + 12 * 3_600_000, tempF: 55, rh: 62, runPct: 50, supplyF: 35, outsideF: null, ...at(day) }));
}

describe('trend lines', () => {
  it('fits a known line exactly', () => {
    const fit = fitLine([0, 1, 2, 3].map((x) => ({ x, y: 10 + 2 * x })));
    expect(fit).toMatchObject({ slope: 2, intercept: 10, r2: 1, n: 4 });
  });

  it('works out R² by hand: y = 1, 3, 2, 4 at x = 0..3', () => {
    // slope = Sxy/Sxx = 4/5 = 0.8; R² = Sxy²/(Sxx·Syy) = 16/(5·5) = 0.64
    const fit = fitLine([1, 3, 2, 4].map((y, x) => ({ x, y })))!;
    expect(fit.slope).toBeCloseTo(0.8);
    expect(fit.r2).toBeCloseTo(0.64);
  });

  it('calls a direction only with enough days and a good fit', () => {
    const rising = Array.from({ length: 21 }, (_, x) => ({ x, y: 50 + x }));
    expect(trendOf(rising, 2)).toMatchObject({ direction: 'rising', confidence: 'high', perWeek: 7 });
    // A short log is called only for a large, consistent change, at the confidence its length allows.
    expect(trendOf(rising.slice(0, 5), 2)).toMatchObject({ direction: 'rising', confidence: 'moderate' });
    expect(trendOf(rising.slice(0, 4), 2)).toMatchObject({ direction: 'rising', confidence: 'low' });
    expect(trendOf(rising.slice(0, 3), 2)).toMatchObject({ direction: 'unclear', confidence: 'low' });
    // +3.5 a week is a trend over three weeks, but too small to call from five days.
    const slow = Array.from({ length: 5 }, (_, x) => ({ x, y: 50 + x / 2 }));
    expect(trendOf(slow, 2)).toMatchObject({ direction: 'unclear', confidence: 'low' });
    const flat = Array.from({ length: 10 }, (_, x) => ({ x, y: 50 + (x % 2) }));
    expect(trendOf(flat, 2)?.direction).toBe('steady');
    const scattered = Array.from({ length: 10 }, (_, x) => ({ x, y: 50 + x + (x % 2 ? 30 : -30) }));
    expect(trendOf(scattered, 2)).toMatchObject({ direction: 'unclear', confidence: 'low' });
  });

  it('scores an outlier with the modified z-score', () => {
    // median 10, MAD 1: 0.6745 × (20 − 10) / 1 = 6.745
    expect(robustZ([9, 10, 11, 10, 20], 0.5)[4]).toBeCloseTo(6.745);
  });
});

describe('daily values', () => {
  it('averages each day and the split from rows with a supply reading', () => {
    const days = dailyValues([
      { at: START, tempF: 56, rh: 60, runPct: 40, supplyF: 36 },
      { at: START + 3_600_000, tempF: 54, rh: 64, runPct: 60, supplyF: null },
      { at: START + DAY, tempF: 55, rh: null },
    ]);
    expect(days[0]).toMatchObject({ runPct: 50, returnF: 55, splitF: 20, rh: 62, supplyF: 36 });
    expect(days[1]).toMatchObject({ runPct: null, splitF: null, rh: null });
  });
});

describe('the health of a unit', () => {
  it('rising run-time with a falling split: low refrigerant or a dirty coil, service brought forward', () => {
    const readings = log(28, (d) => ({ runPct: 50 + d, supplyF: 35 + d * 0.25 }));
    const health = assessHealth({ unit, readings, today: '2026-01-29' })!;
    expect(health.trends.runPct?.perWeek).toBeCloseTo(7);
    expect(health.trends.splitF?.perWeek).toBeCloseTo(-1.75);
    expect(health.trends.splitF?.direction).toBe('falling');
    expect(health.causes.map((c) => c.id)).toEqual(['refrigerant-or-coil']);
    // Days 25–27 ran 75–77%; 80%+ never reached: no non-stop anomaly.
    expect(health.anomalies.map((a) => a.kind)).not.toContain('non-stop');
    expect(health.service).toMatchObject({ due: '2026-02-12', brought: true, overdue: false });
    expect(health.status).toBe('service-soon');
  });

  it('rising run-time with a steady split: heat getting in, no technician, yearly service kept', () => {
    const readings = log(21, (d) => ({ runPct: 50 + d * 1.5 }));
    const health = assessHealth({ unit, readings, today: '2026-01-22' })!;
    expect(health.trends.splitF?.direction).toBe('steady');
    expect(health.causes.map((c) => c.id)).toEqual(['heat-gain']);
    expect(health.causes[0]?.technician).toBe(false);
    expect(health.service).toEqual({ due: '2027-01-10', basis: '12 months after the last service on 2026-01-10.', overdue: false, brought: false });
    expect(health.status).toBe('watch');
  });

  it('humidity rising while the split falls: an iced evaporator', () => {
    const readings = log(21, (d) => ({ supplyF: 35 + d * 0.3, rh: 60 + d * 0.5 }));
    const health = assessHealth({ unit, readings, today: '2026-01-22' })!;
    expect(health.trends.rh?.direction).toBe('rising');
    expect(health.causes[0]?.id).toBe('iced-evaporator');
  });

  it('finds three non-stop days, a sudden split drop and a hot exhaust room', () => {
    const readings = log(14, (d) => ({ runPct: d >= 10 && d <= 12 ? 85 : 55, supplyF: d === 6 ? 47 : 35, outsideF: d === 3 ? 88 : 72 }));
    const health = assessHealth({ unit, readings, today: '2026-01-15' })!;
    const kinds = health.anomalies.map((a) => a.kind);
    expect(kinds).toEqual(['hot-exhaust', 'split-drop', 'non-stop']);
    const nonStop = health.anomalies.find((a) => a.kind === 'non-stop')!;
    expect([nonStop.from, nonStop.to]).toEqual([START + 10 * DAY, START + 12 * DAY]);
    expect(health.anomalies.find((a) => a.kind === 'split-drop')?.detail).toBe('The split fell to 8°F, against a usual 20°F.');
    expect(health.causes.map((c) => c.id)).toContain('hot-exhaust');
  });

  it('a healthy steady unit: no causes, the yearly date', () => {
    const readings = log(14, () => ({}));
    const healthy = assessHealth({ unit, readings, today: '2026-01-15' })!;
    expect(healthy.causes).toEqual([]);
    expect(healthy.anomalies).toEqual([]);
    expect(healthy.status).toBe('healthy');
    expect(healthy.verdict).toBe('Healthy: no warning pattern in 14 days of readings.');
    // 31 January + 1 month is the end of February, not 3 March.
    expect(assessHealth({ unit: { ...unit, type: 'ducted-split', lastService: '2025-01-31' }, readings, today: '2025-02-10' })!.service.due).toBe('2026-01-31');
  });

  it('an old unit: the estimator’s replacement range for its type, none invented for a self-contained ducted one', () => {
    const readings = log(7, () => ({}));
    const old = assessHealth({ unit: { ...unit, installYear: 2009 }, readings, today: '2026-01-08' })!;
    expect(old.age).toBe(17);
    expect(old.causes.map((c) => c.id)).toEqual(['old-unit']);
    expect(old.replacement).toMatchObject({ low: 3000, high: 5500 });
    expect(assessHealth({ unit: { ...unit, type: 'ducted-split', installYear: 2014 }, readings, today: '2026-01-08' })!.replacement).toMatchObject({ low: 12000, high: 20000 });
    expect(assessHealth({ unit: { ...unit, type: 'self-contained-ducted', installYear: 2009 }, readings, today: '2026-01-08' })!.replacement).toBeNull();
  });

  it('says what the log lacks', () => {
    const readings = log(10, () => ({ runPct: null, supplyF: null }));
    expect(assessHealth({ unit, readings, today: '2026-01-11' })!.missing).toEqual(['run-time', 'supply temperature (so the split)']);
  });
});

describe('a failing unit in a short log', () => {
  // Five days: run-time 55 → 93%, the cellar 55 → 59°F, the split 11 → 7°F, no last service given.
  const runs = [55, 64, 74, 84, 93];
  const cellar = [55, 56, 57, 58, 59];
  const splits = [11, 10, 9, 8, 7];
  const readings = log(5, (d) => ({ runPct: runs[d], tempF: cellar[d], supplyF: (cellar[d] as number) - (splits[d] as number) }));
  const failing = assessHealth({ unit: { ...unit, lastService: null }, readings, today: '2026-01-06' })!;

  it('calls the trends from five consistent days, with the confidence five days allow', () => {
    expect(failing.trends.runPct).toMatchObject({ direction: 'rising', confidence: 'moderate' });
    expect(failing.trends.splitF).toMatchObject({ direction: 'falling', confidence: 'moderate' });
    expect(failing.trends.returnF).toMatchObject({ direction: 'rising', confidence: 'moderate' });
    expect(failing.trends.runPct?.basis).toMatch(/5 days/);
  });

  it('calls the unit failing, names the cause and needs a technician', () => {
    expect(failing.status).toBe('failing');
    expect(failing.confidence).toBe('moderate');
    expect(failing.causes[0]).toMatchObject({ id: 'refrigerant-or-coil', technician: true });
    expect(failing.verdict).toMatch(/cellar warmed from 55°F to 59°F/);
  });

  it('puts the visit a few days ahead, never today, so a reminder can still come before it', () => {
    expect(failing.service).toMatchObject({ due: '2026-01-09', brought: true });
    expect(failing.service.due > '2026-01-06').toBe(true);
  });

  it('a noisy five days is still not called', () => {
    const noisy = log(5, (d) => ({ runPct: [55, 70, 52, 68, 58][d] }));
    const health = assessHealth({ unit, readings: noisy, today: '2026-01-06' })!;
    expect(health.trends.runPct?.direction).toBe('unclear');
    expect(health.status).not.toBe('failing');
  });
});

describe('the next service is always ahead of today', () => {
  const readings = log(14, () => ({}));
  it('no last service: within a month; overdue: within two weeks', () => {
    expect(assessHealth({ unit: { ...unit, lastService: null }, readings, today: '2026-01-15' })!.service).toMatchObject({ due: '2026-02-14', overdue: false });
    expect(assessHealth({ unit: { ...unit, lastService: '2024-12-01' }, readings, today: '2026-01-15' })!.service).toMatchObject({ due: '2026-01-29', overdue: true });
  });
});

describe('the sample log', () => {
  it('reads in full and shows a clogging coil', () => {
    const csv = readLoggerCsv(sampleUnitLog(), { cooling: true });
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.readings).toHaveLength(SAMPLE_LOG_DAYS);
    expect(csv.columns).toMatchObject({ temperature: 'Return (°F)', runTime: 'Run time (%)', supply: 'Supply (°F)', outside: 'Outside (°F)' });
    const health = assessHealth({ unit, readings: csv.readings, today: '2026-10-13' })!;
    expect(health.trends.runPct?.direction).toBe('rising');
    expect(health.trends.splitF?.direction).toBe('falling');
    expect(health.causes[0]?.id).toBe('refrigerant-or-coil');
  });
});
