import { describe, expect, it } from 'vitest';
import { dailyValues } from '@domain/maintenance/health.ts';
import { checkLogRow, checkUnit, fromSaved, toSaved, type LogRow } from './draft.ts';

const row = (patch: Partial<LogRow>): LogRow => ({ id: 1, date: '', run: '', supply: '', ret: '', rh: '', outside: '', ...patch });

describe('typed log rows', () => {
  it('ignores an untouched row and reads a full one at noon of its day', () => {
    expect(checkLogRow(row({}))).toEqual({ reading: null, errors: {} });
    expect(checkLogRow(row({ date: '2026-11-01', run: '55', supply: '38', ret: '56,5', rh: '62', outside: '75' })).reading).toEqual({
      at: Date.UTC(2026, 10, 1, 12),
      tempF: 56.5,
      rh: 62,
      runPct: 55,
      supplyF: 38,
      outsideF: 75,
    });
  });

  it('marks each bad field and keeps the row out', () => {
    const { reading, errors } = checkLogRow(row({ date: '2026-02-30', run: '140', supply: 'cold', ret: '', rh: '101', outside: '200' }));
    expect(reading).toBeNull();
    expect(errors).toEqual({
      date: 'Enter the date of the reading',
      run: 'Run-time is a percentage from 0 to 100',
      supply: 'Enter the temperature as a number in °F',
      ret: 'Enter the cellar (return air) temperature',
      rh: 'Humidity is a percentage from 0 to 100',
      outside: 'Enter a temperature between −4 and 122°F',
    });
  });
});

describe('the unit', () => {
  it('takes optional details and refuses impossible ones', () => {
    expect(checkUnit({ type: 'ducted-split', capacity: '', installYear: '', lastService: '' }, '2026-11-26').unit).toEqual({ type: 'ducted-split', capacityBtuh: null, installYear: null, lastService: null });
    expect(checkUnit({ type: 'ducted-split', capacity: '100', installYear: '2027', lastService: '2026-12-01' }, '2026-11-26').errors).toEqual({
      capacity: 'Enter the capacity in BTU/h, between 500 and 60,000',
      installYear: 'Enter a year between 1970 and 2026',
      lastService: 'The last service cannot be in the future',
    });
  });
});

describe('the saved form', () => {
  it('keeps the daily values and gives back the same days', () => {
    const unit = { type: 'through-the-wall' as const, capacityBtuh: 1886, installYear: 2014, lastService: '2026-03-10' };
    const readings = [
      { at: Date.UTC(2026, 8, 1, 9), tempF: 55.4, rh: 62, runPct: 50, supplyF: 35.2, outsideF: null },
      { at: Date.UTC(2026, 8, 1, 21), tempF: 55.6, rh: 64, runPct: 60, supplyF: 35.6, outsideF: null },
      { at: Date.UTC(2026, 8, 3, 12), tempF: 56, rh: null, runPct: 70, supplyF: null, outsideF: 80 },
    ];
    const saved = toSaved('uh-1', unit, dailyValues(readings));
    expect(saved.days).toEqual([
      [0, 550, 354, 555, 630, null],
      [2, 700, null, 560, null, 800],
    ]);
    const back = fromSaved(JSON.parse(JSON.stringify(saved)));
    expect(back?.unit).toEqual(unit);
    expect(dailyValues(back?.readings ?? []).map((d) => [d.runPct, d.splitF, d.outsideF])).toEqual([
      [55, 20.1, null],
      [70, null, 80],
    ]);
    expect(fromSaved({ ...saved, unit: { ...unit, type: 'jet-engine' } })).toBeNull();
  });
});
