import { describe, expect, it } from 'vitest';
import { readLoggerCsv } from './csv.ts';
import { READING_LIMITS } from './reading.ts';
import { sampleLoggerCsv } from './sample.ts';
import { summarizeReadings } from './stats.ts';

const ok = (text: string) => {
  const outcome = readLoggerCsv(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

describe('readLoggerCsv', () => {
  it('reads °F with ISO dates after a title line, ignores foreign columns and reports each skipped row', () => {
    const csv = [
      'Cellar logger export',
      'Timestamp,Temperature (°F),Humidity (%RH),Battery (V)',
      '2026-03-01T00:00,55.0,62,3.0',
      '2026-03-01 06:00:00,56.5,63,3.0',
      'not a date,55,60,3.0',
      '2026-03-01T12:00,999,60,3.0',
      '2026-03-01T18:00,57,120,3.0',
      '2026-03-01T20:00,,60,3.0',
    ].join('\n');
    const result = ok(csv);
    expect(result.unit).toBe('F');
    expect(result.unitFrom).toBe('header');
    expect(result.readings).toEqual([
      { at: Date.UTC(2026, 2, 1, 0), tempF: 55, rh: 62 },
      { at: Date.UTC(2026, 2, 1, 6), tempF: 56.5, rh: 63 },
    ]);
    expect(result.ignoredColumns).toEqual(['Battery (V)']);
    expect(result.skipped.map((row) => row.line)).toEqual([5, 6, 7, 8]);
    expect(result.skipped[0]?.reason).toContain('not recognised');
    expect(result.skipped[1]?.reason).toContain('999°F: outside what a room sensor can read');
    expect(result.skipped[2]?.reason).toContain('120% RH');
    expect(result.skipped[3]?.reason).toBe('no temperature');
  });

  it('reads °C from the header, semicolons, decimal commas, separate date and time columns, day-first dates and 12-hour clocks', () => {
    const result = ok('Date;Time;Temp °C;RH\n13/03/2026;14:00;12,5;65\n14/03/2026;2:00 PM;13,0;66\n');
    expect(result.unit).toBe('C');
    expect(result.dateOrder).toBe('day-first');
    expect(result.columns).toEqual({ time: 'Date + Time', temperature: 'Temp °C', humidity: 'RH' });
    expect(result.readings.map((r) => [r.at, r.tempF, r.rh])).toEqual([
      [Date.UTC(2026, 2, 13, 14), 54.5, 65],
      [Date.UTC(2026, 2, 14, 14), 55.4, 66],
    ]);
  });

  it('reads US month-first dates and tells °C from the values when the header does not say', () => {
    const result = ok('Time,Temperature,Humidity\n3/1/2026 1:00 AM,13,60\n3/1/2026 1:00 PM,14,61\n');
    expect(result.dateOrder).toBe('month-first');
    expect(result.unit).toBe('C');
    expect(result.unitFrom).toBe('values');
    expect(result.readings[1]).toEqual({ at: Date.UTC(2026, 2, 1, 13), tempF: 57.2, rh: 61 });
  });

  it('reads a file with no humidity column', () => {
    const result = ok('datetime,temp_f\n2026-01-02 08:00,58\n');
    expect(result.columns.humidity).toBeNull();
    expect(result.readings).toEqual([{ at: Date.UTC(2026, 0, 2, 8), tempF: 58, rh: null }]);
  });

  it('refuses a file without a temperature or time column, naming what it found', () => {
    const outcome = readLoggerCsv('Timestamp,Pressure\n2026-01-01,1013\n');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain('The first line has: Timestamp, Pressure');
  });

  it('refuses binary data and a file where no row can be read', () => {
    expect(readLoggerCsv('PK\u0003\u0004\u0000\u0000').ok).toBe(false);
    const outcome = readLoggerCsv('Timestamp,Temperature (°F)\nyesterday,55\n');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toContain('line 2');
  });

  it('refuses impossible dates instead of rolling them over', () => {
    const result = ok('Timestamp,Temperature (°F)\n2026-04-31 10:00,55\n2026-04-30 10:00,55\n');
    expect(result.readings).toHaveLength(1);
    expect(result.skipped[0]?.line).toBe(2);
  });

  it('reads a full-size log quickly, and refuses one over the row limit', () => {
    const row = (i: number) => `${new Date(Date.UTC(2026, 0, 1) + i * 900_000).toISOString().slice(0, 16)},${(55 + (i % 7) / 10).toFixed(1)},62`;
    const rows = (n: number) => ['Timestamp,Temperature (°F),RH', ...Array.from({ length: n }, (_, i) => row(i))].join('\n');
    const started = performance.now();
    expect(ok(rows(READING_LIMITS.maxRows)).readings).toHaveLength(READING_LIMITS.maxRows);
    expect(performance.now() - started).toBeLessThan(5000);
    const outcome = readLoggerCsv(rows(READING_LIMITS.maxRows + 1));
    expect(outcome.ok === false && outcome.message).toContain('more than 20,000 readings');
  });

  it('reads its own sample: a week of hourly readings', () => {
    const result = ok(sampleLoggerCsv());
    expect(result.readings).toHaveLength(168);
    expect(result.skipped).toEqual([]);
  });
});

describe('summarizeReadings', () => {
  const band = { low: 50, high: 59 };
  const rhBand = { low: 50, high: 70 };
  it('works out the mean, swing and hours outside the band (worked example)', () => {
    const at = (day: number, hour: number) => Date.UTC(2026, 2, day, hour);
    const temps = [54, 56, 58, 56, 55, 57, 63, 57];
    const readings = temps.map((tempF, i) => ({ at: at(1 + Math.floor(i / 4), (i % 4) * 6), tempF, rh: i === 6 ? 75 : 62 }));
    const stats = summarizeReadings(readings, band, rhBand);
    expect(stats?.temperature).toEqual({ meanF: 57, minF: 54, maxF: 63 });
    expect(stats?.swing).toEqual({ days: 2, meanF: 6, maxF: 8, worstDay: Date.UTC(2026, 2, 2) });
    expect(stats?.intervalHours).toBe(6);
    // Eight readings six hours apart, the last counting one interval: 48 h, of which the 63°F reading's 6 h are above the band.
    expect(stats?.hours).toEqual({ covered: 48, tempOutside: 6, tempAbove: 6, tempBelow: 0, rhCovered: 48, rhOutside: 6 });
    expect(stats?.humidity?.mean).toBeCloseTo(63.625);
  });

  it('does not count a gap in the log as time in or out of range', () => {
    const readings = [0, 1, 2, 50].map((hour) => ({ at: Date.UTC(2026, 0, 1, hour), tempF: hour === 2 ? 65 : 55, rh: null }));
    // Usual interval 1 h, so the 48 h gap after the 65°F reading counts 2 h.
    expect(summarizeReadings(readings, band, rhBand)?.hours).toMatchObject({ covered: 5, tempAbove: 2, rhCovered: 0 });
  });
});

describe('a cooling unit’s log', () => {
  const text = ['Date;Run time (%);Supply (°C);Return (°C);RH;Exhaust (°F);Battery', '2026-09-01;55;3,5;13;62;75;99', '2026-09-02;140;3;13;62;75;99', '2026-09-03;60;90;13;62;75;99', '2026-09-04;62;;13,5;61;76;99'].join('\n');

  it('reads run-time, supply and exhaust columns, each in its own unit, and skips impossible rows', () => {
    const outcome = readLoggerCsv(text, { cooling: true });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.columns).toMatchObject({ temperature: 'Return (°C)', runTime: 'Run time (%)', supply: 'Supply (°C)', outside: 'Exhaust (°F)' });
    expect(outcome.readings[0]).toMatchObject({ runPct: 55, rh: 62, outsideF: 75 });
    expect(outcome.readings[0]?.supplyF).toBeCloseTo(38.3);
    expect(outcome.readings[0]?.tempF).toBeCloseTo(55.4);
    expect(outcome.readings[1]).toMatchObject({ runPct: 62, supplyF: null });
    expect(outcome.skipped).toEqual([
      { line: 3, reason: '140% run-time: a run-time share is between 0 and 100%' },
      { line: 4, reason: 'supply 90°C: outside what a room sensor can read (−4 to 122°F, −20 to 50°C)' },
    ]);
    expect(outcome.ignoredColumns).toEqual(['Battery']);
  });

  it('leaves the condition assessment’s reading unchanged without the option', () => {
    const outcome = readLoggerCsv(text);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.columns.temperature).toBe('Supply (°C)');
    expect(outcome.readings[0]).toEqual({ at: Date.UTC(2026, 8, 1), tempF: 38.3, rh: 62 });
  });

  it('names what a cooling log needs when the cellar air is missing', () => {
    const outcome = readLoggerCsv('Date,Run time (%),Supply (°F)\n2026-09-01,50,38\n', { cooling: true });
    expect(outcome).toMatchObject({ ok: false });
    expect(!outcome.ok && outcome.message).toContain('"Return (°F)"');
  });
});
