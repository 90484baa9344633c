/**
 * The form's state as the visitor types it, and what the engine takes from
 * it: typed reading rows checked one by one (a bad row is marked on its field
 * and left out, never silently changed), the room, and the saved form of the
 * whole assessment (what My Calculations keeps and gives back).
 */
import type { ChecklistAnswers } from '@domain/condition/checklist.ts';
import { readChecklist } from '@domain/condition/checklist.ts';
import type { Room } from '@domain/condition/assessment.ts';
import { COOLING_SYSTEMS, type CoolingSystem } from '@domain/estimator/options.ts';
import { cToF, fToC, type UnitSystem } from '@domain/estimator/units.ts';
import { humidityProblem, temperatureProblem, type Reading } from '@domain/readings/reading.ts';

export interface ReadingRow {
  id: number;
  /** `YYYY-MM-DDTHH:mm`, as a datetime-local input gives it. */
  at: string;
  temp: string;
  rh: string;
}

export type RowErrors = Partial<Record<'at' | 'temp' | 'rh', string>>;

const number = (text: string): number | null => {
  const cleaned = text.trim().replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
};

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function parseLocalTime(text: string): number | null {
  const match = LOCAL_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const time = Date.UTC(y, mo - 1, d, h, mi);
  return new Date(time).getUTCDate() === d ? time : null;
}

/** A row the visitor has not started is not an error; a started row needs a time and a temperature. */
export function checkRow(row: ReadingRow, system: UnitSystem): { reading: Reading | null; errors: RowErrors } {
  if (row.at.trim() === '' && row.temp.trim() === '' && row.rh.trim() === '') return { reading: null, errors: {} };
  const errors: RowErrors = {};
  const at = parseLocalTime(row.at);
  if (at === null) errors.at = 'Enter the date and time of the reading';
  const temp = number(row.temp);
  const unit = system === 'metric' ? '°C' : '°F';
  let tempF: number | null = null;
  if (temp === null) errors.temp = 'Enter the temperature';
  else if (Number.isNaN(temp)) errors.temp = `Enter the temperature as a number in ${unit}`;
  else {
    tempF = system === 'metric' ? cToF(temp) : temp;
    if (temperatureProblem(tempF)) errors.temp = system === 'metric' ? 'Enter a temperature between −20 and 50°C' : 'Enter a temperature between −4 and 122°F';
  }
  const rh = number(row.rh);
  if (rh !== null && (Number.isNaN(rh) || humidityProblem(rh))) errors.rh = 'Humidity is a percentage from 0 to 100';
  if (Object.keys(errors).length > 0 || at === null || tempF === null) return { reading: null, errors };
  return { reading: { at, tempF, rh }, errors };
}

/** Typed temperatures follow a switch of units, so the same reading stays on screen. */
export function convertRows(rows: readonly ReadingRow[], from: UnitSystem, to: UnitSystem): ReadingRow[] {
  if (from === to) return [...rows];
  return rows.map((row) => {
    const value = number(row.temp);
    if (value === null || Number.isNaN(value)) return row;
    const converted = to === 'metric' ? fToC(value) : cToF(value);
    return { ...row, temp: String(Math.round(converted * 10) / 10) };
  });
}

export interface RoomDraft {
  lengthFt: string;
  widthFt: string;
  heightFt: string;
}

/** The estimator's example room (config `defaults.cost`; draft.test.ts holds the two together), kept literal so the form loads without the estimator. */
export const DEFAULT_ROOM: RoomDraft = { lengthFt: '10', widthFt: '8', heightFt: '8' };

export const ROOM_LIMITS = { minFt: 2, maxFt: 100, maxHeightFt: 20 } as const;

export function checkRoom(draft: RoomDraft): { room: Room | null; errors: Partial<Record<keyof RoomDraft, string>> } {
  const errors: Partial<Record<keyof RoomDraft, string>> = {};
  const read = (key: keyof RoomDraft, max: number, name: string) => {
    const value = number(draft[key]);
    if (value === null || Number.isNaN(value)) errors[key] = `Enter the ${name} in feet`;
    else if (value < ROOM_LIMITS.minFt || value > max) errors[key] = `The ${name} is between ${ROOM_LIMITS.minFt} and ${max} ft`;
    return value ?? 0;
  };
  const room = { lengthFt: read('lengthFt', ROOM_LIMITS.maxFt, 'length'), widthFt: read('widthFt', ROOM_LIMITS.maxFt, 'width'), heightFt: read('heightFt', ROOM_LIMITS.maxHeightFt, 'ceiling height') };
  return { room: Object.keys(errors).length > 0 ? null : room, errors };
}

/** The most readings a saved report keeps (the row's inputs are capped at 64 KB). */
export const SAVED_READINGS_MAX = 2500;

export interface SavedAssessment {
  reportId: string;
  system: UnitSystem;
  cooling: CoolingSystem;
  room: Room;
  checklist: ChecklistAnswers;
  /** Minutes from `start`, tenths of °F, % RH or null: compact enough for a long log. */
  start: number;
  readings: [number, number, number | null][];
  /** Set when the readings were averaged by the hour (or trimmed) to fit. */
  condensed: { from: number; note: string } | null;
}

/** Readings as saved: all of them when they fit, else hourly averages, else the latest hours. */
export function condenseReadings(readings: readonly Reading[]): { readings: Reading[]; condensed: SavedAssessment['condensed'] } {
  if (readings.length <= SAVED_READINGS_MAX) return { readings: [...readings], condensed: null };
  const hours = new Map<number, Reading[]>();
  for (const reading of readings) {
    const hour = Math.floor(reading.at / 3_600_000) * 3_600_000;
    hours.set(hour, [...(hours.get(hour) ?? []), reading]);
  }
  const averaged = [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, group]) => {
      const rhs = group.map((r) => r.rh).filter((rh): rh is number => rh !== null);
      return { at, tempF: group.reduce((s, r) => s + r.tempF, 0) / group.length, rh: rhs.length ? rhs.reduce((s, rh) => s + rh, 0) / rhs.length : null };
    });
  const kept = averaged.slice(-SAVED_READINGS_MAX);
  const trimmed = kept.length < averaged.length;
  return {
    readings: kept,
    condensed: {
      from: readings.length,
      note: `Saved as ${kept.length.toLocaleString('en-US')} hourly averages of the ${readings.length.toLocaleString('en-US')} readings${trimmed ? ' (the latest hours only)' : ''}.`,
    },
  };
}

export function toSaved(parts: Omit<SavedAssessment, 'start' | 'readings' | 'condensed'>, all: readonly Reading[]): SavedAssessment {
  const { readings, condensed } = condenseReadings(all);
  const start = readings[0]?.at ?? 0;
  return {
    ...parts,
    start,
    readings: readings.map((r) => [Math.round((r.at - start) / 60_000), Math.round(r.tempF * 10), r.rh === null ? null : Math.round(r.rh)]),
    condensed,
  };
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A saved row's inputs back into an assessment's inputs, checked like anything typed; null when they are not a saved assessment. */
export function fromSaved(value: unknown): (Omit<SavedAssessment, 'readings'> & { readings: Reading[] }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const room = v.room as Record<string, unknown> | undefined;
  if (typeof v.reportId !== 'string' || !isFiniteNumber(v.start) || !Array.isArray(v.readings) || !room) return null;
  const checked = checkRoom({ lengthFt: String(room.lengthFt), widthFt: String(room.widthFt), heightFt: String(room.heightFt) });
  if (!checked.room) return null;
  const start = v.start;
  const readings: Reading[] = [];
  for (const entry of v.readings as unknown[]) {
    if (!Array.isArray(entry)) continue;
    const [minutes, tenths, rh] = entry as unknown[];
    if (!isFiniteNumber(minutes) || !isFiniteNumber(tenths)) continue;
    const reading = { at: start + minutes * 60_000, tempF: tenths / 10, rh: isFiniteNumber(rh) ? rh : null };
    if (temperatureProblem(reading.tempF) || (reading.rh !== null && humidityProblem(reading.rh))) continue;
    readings.push(reading);
  }
  const condensed = v.condensed as SavedAssessment['condensed'] | undefined;
  return {
    reportId: v.reportId,
    system: v.system === 'metric' ? 'metric' : 'imperial',
    cooling: COOLING_SYSTEMS.find((c) => c === v.cooling) ?? 'none',
    room: checked.room,
    checklist: readChecklist(v.checklist),
    start,
    readings,
    condensed: condensed && typeof condensed.note === 'string' && isFiniteNumber(condensed.from) ? { from: condensed.from, note: condensed.note } : null,
  };
}
