/**
 * The form as typed and what the engine takes from it: the unit's details and
 * daily log rows, each checked field by field (a bad field is marked where it
 * is and its row left out, never silently changed), and the saved form of a
 * unit's log (what My Calculations keeps and gives back).
 */
import { COOLING_UNIT_TYPES, type CoolingUnitType } from '@domain/estimator/options.ts';
import type { UnitInfo } from '@domain/maintenance/health.ts';
import { humidityProblem, runTimeProblem, temperatureProblem, type Reading } from '@domain/readings/reading.ts';

export interface LogRow {
  id: number;
  /** `YYYY-MM-DD`, as a date input gives it. */
  date: string;
  run: string;
  supply: string;
  ret: string;
  rh: string;
  outside: string;
}

export type LogField = Exclude<keyof LogRow, 'id'>;
export type LogRowErrors = Partial<Record<LogField, string>>;

export interface UnitDraft {
  type: CoolingUnitType;
  capacity: string;
  installYear: string;
  lastService: string;
}

export type UnitErrors = Partial<Record<Exclude<keyof UnitDraft, 'type'>, string>>;

export const UNIT_LIMITS = { minBtuh: 500, maxBtuh: 60_000, firstYear: 1970 } as const;

const decimal = (text: string): number | null => {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  return new Date(time).getUTCDate() === d ? time : null;
}

/** A row not started is not an error; a started row needs a date and the cellar (return) temperature. */
export function checkLogRow(row: LogRow): { reading: Reading | null; errors: LogRowErrors } {
  const fields: LogField[] = ['date', 'run', 'supply', 'ret', 'rh', 'outside'];
  if (fields.every((key) => row[key].trim() === '')) return { reading: null, errors: {} };
  const errors: LogRowErrors = {};
  const at = parseDate(row.date);
  if (at === null) errors.date = 'Enter the date of the reading';
  const temp = (key: 'supply' | 'ret' | 'outside', required: boolean): number | null => {
    const value = decimal(row[key]);
    if (value === null) {
      if (required) errors[key] = 'Enter the cellar (return air) temperature';
      return null;
    }
    if (Number.isNaN(value)) errors[key] = 'Enter the temperature as a number in °F';
    else if (temperatureProblem(value)) errors[key] = 'Enter a temperature between −4 and 122°F';
    return value;
  };
  const tempF = temp('ret', true);
  const supplyF = temp('supply', false);
  const outsideF = temp('outside', false);
  const runPct = decimal(row.run);
  if (runPct !== null && (Number.isNaN(runPct) || runTimeProblem(runPct))) errors.run = 'Run-time is a percentage from 0 to 100';
  const rh = decimal(row.rh);
  if (rh !== null && (Number.isNaN(rh) || humidityProblem(rh))) errors.rh = 'Humidity is a percentage from 0 to 100';
  if (Object.keys(errors).length > 0 || at === null || tempF === null) return { reading: null, errors };
  return { reading: { at: at + 12 * 3_600_000, tempF, rh, runPct, supplyF, outsideF }, errors };
}

export function checkUnit(draft: UnitDraft, today: string): { unit: UnitInfo | null; errors: UnitErrors } {
  const errors: UnitErrors = {};
  const capacity = decimal(draft.capacity);
  if (capacity !== null && (Number.isNaN(capacity) || capacity < UNIT_LIMITS.minBtuh || capacity > UNIT_LIMITS.maxBtuh)) {
    errors.capacity = `Enter the capacity in BTU/h, between ${UNIT_LIMITS.minBtuh} and ${UNIT_LIMITS.maxBtuh.toLocaleString('en-US')}`;
  }
  const thisYear = Number(today.slice(0, 4));
  const year = decimal(draft.installYear);
  if (year !== null && (!Number.isInteger(year) || year < UNIT_LIMITS.firstYear || year > thisYear)) errors.installYear = `Enter a year between ${UNIT_LIMITS.firstYear} and ${thisYear}`;
  const service = draft.lastService.trim();
  if (service !== '' && parseDate(service) === null) errors.lastService = 'Enter the date of the last service';
  else if (service > today) errors.lastService = 'The last service cannot be in the future';
  if (Object.keys(errors).length > 0) return { unit: null, errors };
  return { unit: { type: draft.type, capacityBtuh: capacity, installYear: year, lastService: service === '' ? null : service }, errors };
}

/** The most days a saved log keeps (a row's inputs are capped at 64 KB). */
export const SAVED_DAYS_MAX = 800;

export interface SavedUnitLog {
  reportId: string;
  unit: UnitInfo;
  /** Daily means: days from `start`, run %, supply, return, humidity and outside, temperatures in tenths of °F. */
  start: number;
  days: [number, number | null, number | null, number, number | null, number | null][];
}

const tenths = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 10));
const DAY = 86_400_000;

/** A log as saved: one row a day (the engine works on daily means, so nothing it uses is lost), the latest days when longer. */
export function toSaved(reportId: string, unit: UnitInfo, daily: readonly { day: number; runPct: number | null; supplyF: number | null; returnF: number; rh: number | null; outsideF: number | null }[]): SavedUnitLog {
  const kept = daily.slice(-SAVED_DAYS_MAX);
  const start = kept[0]?.day ?? 0;
  return {
    reportId,
    unit,
    start,
    days: kept.map((d) => [Math.round((d.day - start) / DAY), tenths(d.runPct), tenths(d.supplyF), tenths(d.returnF) as number, tenths(d.rh), tenths(d.outsideF)]),
  };
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const back = (value: unknown) => (finite(value) ? value / 10 : null);

/** A saved row's inputs back into a unit and readings, checked like anything typed; null when they are not a saved log. */
export function fromSaved(value: unknown): { reportId: string; unit: UnitInfo; readings: Reading[] } | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const unit = v.unit as Record<string, unknown> | undefined;
  if (typeof v.reportId !== 'string' || !finite(v.start) || !Array.isArray(v.days) || !unit) return null;
  const type = COOLING_UNIT_TYPES.find((t) => t === unit.type);
  if (!type) return null;
  const checked = checkUnit({ type, capacity: finite(unit.capacityBtuh) ? String(unit.capacityBtuh) : '', installYear: finite(unit.installYear) ? String(unit.installYear) : '', lastService: typeof unit.lastService === 'string' ? unit.lastService : '' }, '9999-12-31');
  if (!checked.unit) return null;
  const start = v.start;
  const readings: Reading[] = [];
  for (const entry of v.days as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [day, run, supply, ret, rh, outside] = entry as unknown[];
    const tempF = back(ret);
    if (!finite(day) || tempF === null || temperatureProblem(tempF)) continue;
    const reading: Reading = { at: start + day * DAY + 12 * 3_600_000, tempF, rh: back(rh), runPct: back(run), supplyF: back(supply), outsideF: back(outside) };
    if ((reading.rh !== null && humidityProblem(reading.rh)) || (reading.runPct !== null && runTimeProblem(reading.runPct as number))) continue;
    readings.push(reading);
  }
  return { reportId: v.reportId, unit: checked.unit, readings };
}
