/**
 * Reads a temperature/humidity logger's CSV export into readings, for any
 * tool that looks at a cellar's climate over time (condition assessment,
 * predictive maintenance). Pure: text in, readings and what was skipped out.
 *
 * Loggers differ in everything, so the reader is tolerant where it can be
 * sure and says so where it cannot: the delimiter (comma, semicolon, tab),
 * a title line before the header, the column names (`Timestamp`, `Date` +
 * `Time`, `Temperature (°C)`, `Temp_F`, `RH`, `Humidity %`…), °F or °C
 * (from the header, else from the values, and the result says which), ISO or
 * US dates (day-first when a first field passes 12). Every row it drops is
 * reported with its line and the reason.
 *
 * A cooling unit's log (`{ cooling: true }`, for predictive maintenance) may
 * also carry the compressor's run-time share, the supply air leaving the
 * evaporator and the exhaust room's air; the cellar temperature is then the
 * return air, never a supply or outside column.
 */
import { cleanHeaderName, pickCsvDelimiter, splitCsvLine, splitCsvLines } from '../csv/cells.ts';
import { READING_LIMITS, type Reading, temperatureProblem, humidityProblem, runTimeProblem } from './reading.ts';

export type TemperatureUnit = 'F' | 'C';

export interface SkippedRow {
  /** 1-based line number in the file. */
  line: number;
  reason: string;
}

export interface CsvReadings {
  readings: Reading[];
  /** The unit the file's temperatures were in, and how it was decided. */
  unit: TemperatureUnit;
  unitFrom: 'header' | 'values';
  columns: { time: string; temperature: string; humidity: string | null; runTime?: string | null; supply?: string | null; outside?: string | null };
  ignoredColumns: string[];
  skipped: SkippedRow[];
  dateOrder: 'iso' | 'month-first' | 'day-first';
}

export type CsvOutcome = ({ ok: true } & CsvReadings) | { ok: false; message: string };

const TIME_NAMES = /^(date ?time|timestamp|time ?stamp|date|time|datetime|recorded( at)?|reading time|local time|time \(.*\))$/;
const TEMP_NAME = /temp|°[cf]|deg ?[cf]\b|celsius|fahrenheit/;
const RH_NAME = /humid|^rh\b|\brh\b|%rh|rh ?%/;
const RUN_NAME = /run ?time|runtime|duty|compressor|on ?time/;
const SUPPLY_NAME = /supply|discharge|leaving|coil out/;
const OUTSIDE_NAME = /outside|outdoor|exhaust|ambient|condenser/;

export interface ReadOptions {
  /** Read a cooling unit's columns too: run-time %, supply and outside temperatures. */
  cooling?: boolean;
}

const normalise = cleanHeaderName;
const lower = (name: string) => normalise(name).toLowerCase().replace(/[_]+/g, ' ');
const splitLine = splitCsvLine;
const pickDelimiter = pickCsvDelimiter;

interface Header {
  index: number;
  delimiter: string;
  names: string[];
  time: number;
  /** A separate time-of-day column next to a date column. */
  clock: number | null;
  temperature: number;
  humidity: number | null;
  runTime: number | null;
  supply: number | null;
  outside: number | null;
}

const indexOrNull = (index: number) => (index >= 0 ? index : null);

function findHeader(lines: string[], cooling: boolean): Header | { problem: string } {
  let firstNames: string[] | null = null;
  for (let index = 0; index < Math.min(lines.length, 10); index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '' || /^sep=/i.test(line.trim())) continue;
    const delimiter = pickDelimiter(line);
    const names = splitLine(line, delimiter).map(normalise);
    firstNames ??= names;
    const keys = names.map(lower);
    const isTemp = (key: string) => TEMP_NAME.test(key) && !/dew|set ?point/.test(key);
    const temperature = keys.findIndex((key) => isTemp(key) && !(cooling && (SUPPLY_NAME.test(key) || OUTSIDE_NAME.test(key))));
    const dateLike = keys.map((key, i) => (TIME_NAMES.test(key) ? i : -1)).filter((i) => i >= 0);
    if (temperature < 0 || dateLike.length === 0) continue;
    const dateOnly = dateLike.find((i) => keys[i] === 'date');
    const timeOnly = dateLike.find((i) => keys[i] === 'time');
    const time = dateOnly !== undefined && timeOnly !== undefined ? dateOnly : (dateLike[0] as number);
    const clock = dateOnly !== undefined && timeOnly !== undefined ? timeOnly : null;
    const humidity = keys.findIndex((key) => RH_NAME.test(key) && !/abs/.test(key));
    const extra = (pattern: RegExp, temp: boolean) => (cooling ? indexOrNull(keys.findIndex((key) => pattern.test(key) && (!temp || isTemp(key)))) : null);
    return {
      index,
      delimiter,
      names,
      time,
      clock,
      temperature,
      humidity: indexOrNull(humidity),
      runTime: extra(RUN_NAME, false),
      supply: extra(SUPPLY_NAME, true),
      outside: extra(OUTSIDE_NAME, true),
    };
  }
  const found = firstNames && firstNames.some((name) => name !== '') ? ` The first line has: ${firstNames.filter(Boolean).slice(0, 8).join(', ')}.` : '';
  const needs = cooling
    ? 'The file needs a column named like "Date" (or "Timestamp") and the cellar air as one like "Return (°F)"; run-time (%), supply (°F), humidity (%RH) and outside (°F) are read when present.'
    : 'The file needs a column named like "Timestamp" (or "Date" and "Time") and one like "Temperature (°F)"; humidity ("RH %") is optional.';
  return { problem: `No date/time and temperature columns were found.${found} ${needs}` };
}

function unitFromHeader(name: string): TemperatureUnit | null {
  const key = name.toLowerCase();
  if (/°\s?c|\(c\)|\bdeg ?c\b|celsius|\bc\)?$|_c\b|\[c\]/.test(key)) return 'C';
  if (/°\s?f|\(f\)|\bdeg ?f\b|fahrenheit|\bf\)?$|_f\b|\[f\]/.test(key)) return 'F';
  return null;
}

const DATE_TIME = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?)?\s*(?:z|[+-]\d{2}:?\d{2})?$/i;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i;

interface DateParts {
  a: number;
  b: number;
  c: number;
  hour: number;
  minute: number;
  second: number;
  iso: boolean;
}

function dateParts(text: string): DateParts | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, a, b, c, h, m, s, meridiem] = match;
  let hour = h === undefined ? 0 : Number(h);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/^p/i.test(meridiem) ? 12 : 0);
  }
  return { a: Number(a), b: Number(b), c: Number(c), hour, minute: m === undefined ? 0 : Number(m), second: s === undefined ? 0 : Number(s), iso: (a ?? '').length === 4 };
}

/** Wall-clock time as if it were UTC: loggers record local time, and the assessment only needs differences and days. */
function toTime(parts: DateParts, order: CsvReadings['dateOrder']): number | null {
  let year: number;
  let month: number;
  let day: number;
  if (parts.iso) [year, month, day] = [parts.a, parts.b, parts.c];
  else if (order === 'day-first') [day, month, year] = [parts.a, parts.b, parts.c];
  else [month, day, year] = [parts.a, parts.b, parts.c];
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  const time = Date.UTC(year, month - 1, day, parts.hour, parts.minute, parts.second);
  // Date.UTC rolls 31 April over into May: refuse instead.
  return new Date(time).getUTCDate() === day ? time : null;
}

function withClock(date: string, clock: string | undefined): string {
  if (clock === undefined || clock.trim() === '') return date;
  const match = CLOCK.exec(clock.trim());
  return match ? `${date.trim()} ${clock.trim()}` : `${date.trim()} invalid`;
}

function parseNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/[°%]|\s|[FfCc]$/g, '');
  if (cleaned === '') return null;
  // A decimal comma (European exports) when the file is not comma-separated.
  const value = Number(cleaned.replace(/^(-?\d+),(\d+)$/, '$1.$2'));
  return Number.isFinite(value) ? value : null;
}

const toF = (value: number, unit: TemperatureUnit) => (unit === 'C' ? (value * 9) / 5 + 32 : value);

/** Reads a logger's CSV text. Never throws: a file it cannot use gives one message saying why. */
export function readLoggerCsv(text: string, options: ReadOptions = {}): CsvOutcome {
  if (text.includes('\u0000')) return { ok: false, message: 'This file is not a text CSV (it contains binary data). Export the logger’s readings as CSV and try again.' };
  const lines = splitCsvLines(text);
  const cooling = options.cooling === true;
  const header = findHeader(lines, cooling);
  if ('problem' in header) return { ok: false, message: header.problem };
  const body = lines.slice(header.index + 1);
  if (body.filter((line) => line.trim() !== '').length > READING_LIMITS.maxRows) {
    return { ok: false, message: `The file has more than ${READING_LIMITS.maxRows.toLocaleString('en-US')} readings. Export a shorter period (a month of readings every 15 minutes is about 2,900).` };
  }

  const rows = body
    .map((line, i) => ({ line: header.index + i + 2, cells: splitLine(line, header.delimiter), blank: line.trim() === '' }))
    .filter((row) => !row.blank);
  const dateText = (cells: string[]) => withClock(cells[header.time] ?? '', header.clock === null ? undefined : cells[header.clock]);
  const parsed = rows.map((row) => dateParts(dateText(row.cells)));
  const dayFirst = parsed.some((parts) => parts !== null && !parts.iso && parts.a > 12);
  const dateOrder: CsvReadings['dateOrder'] = parsed.some((parts) => parts !== null && !parts.iso) ? (dayFirst ? 'day-first' : 'month-first') : 'iso';

  const temperatureName = header.names[header.temperature] ?? 'Temperature';
  const headerUnit = unitFromHeader(temperatureName);
  const rawTemps = rows.map((row) => parseNumber(row.cells[header.temperature])).filter((v): v is number => v !== null).sort((x, y) => x - y);
  const median = rawTemps[Math.floor(rawTemps.length / 2)];
  // Cellars sit near 55°F (13°C): a file whose typical reading is under 35 is in Celsius.
  const unit: TemperatureUnit = headerUnit ?? (median !== undefined && median < 35 ? 'C' : 'F');

  const readings: Reading[] = [];
  const skipped: SkippedRow[] = [];
  rows.forEach((row, i) => {
    const parts = parsed[i];
    const at = parts ? toTime(parts, dateOrder) : null;
    if (at === null) return skipped.push({ line: row.line, reason: `date or time "${dateText(row.cells).slice(0, 40)}" not recognised` });
    const rawTemp = parseNumber(row.cells[header.temperature]);
    if (rawTemp === null) return skipped.push({ line: row.line, reason: 'no temperature' });
    const tempF = toF(rawTemp, unit);
    const tempProblem = temperatureProblem(tempF);
    if (tempProblem) return skipped.push({ line: row.line, reason: `${rawTemp}°${unit}: ${tempProblem}` });
    let rh: number | null = null;
    if (header.humidity !== null) {
      rh = parseNumber(row.cells[header.humidity]);
      const rhProblem = rh === null ? null : humidityProblem(rh);
      if (rhProblem) return skipped.push({ line: row.line, reason: `${rh}% RH: ${rhProblem}` });
    }
    if (!cooling) {
      readings.push({ at, tempF, rh });
      return undefined;
    }
    const runPct = header.runTime === null ? null : parseNumber(row.cells[header.runTime]);
    const runProblem = runPct === null ? null : runTimeProblem(runPct);
    if (runProblem) return skipped.push({ line: row.line, reason: `${runPct}% run-time: ${runProblem}` });
    const extraTemp = (column: number | null, what: string): number | null | { problem: string } => {
      const raw = column === null ? null : parseNumber(row.cells[column]);
      if (raw === null || column === null) return null;
      const columnUnit = unitFromHeader(header.names[column] ?? '') ?? unit;
      const problem = temperatureProblem(toF(raw, columnUnit));
      return problem ? { problem: `${what} ${raw}°${columnUnit}: ${problem}` } : toF(raw, columnUnit);
    };
    const supplyF = extraTemp(header.supply, 'supply');
    if (supplyF !== null && typeof supplyF === 'object') return skipped.push({ line: row.line, reason: supplyF.problem });
    const outsideF = extraTemp(header.outside, 'outside');
    if (outsideF !== null && typeof outsideF === 'object') return skipped.push({ line: row.line, reason: outsideF.problem });
    readings.push({ at, tempF, rh, runPct, supplyF, outsideF });
    return undefined;
  });

  if (readings.length === 0) {
    const first = skipped[0];
    return { ok: false, message: `None of the file’s ${rows.length} rows could be read${first ? ` (line ${first.line}: ${first.reason})` : ''}. Check that it is the logger’s readings export.` };
  }
  readings.sort((x, y) => x.at - y.at);
  const used = new Set([header.time, header.clock, header.temperature, header.humidity, header.runTime, header.supply, header.outside]);
  const named = (column: number | null) => (column === null ? null : header.names[column] ?? null);
  return {
    ok: true,
    readings,
    unit,
    unitFrom: headerUnit ? 'header' : 'values',
    columns: {
      time: header.clock === null ? header.names[header.time] ?? '' : `${header.names[header.time]} + ${header.names[header.clock]}`,
      temperature: temperatureName,
      humidity: named(header.humidity),
      ...(cooling ? { runTime: named(header.runTime), supply: named(header.supply), outside: named(header.outside) } : {}),
    },
    ignoredColumns: header.names.filter((name, i) => !used.has(i) && name !== ''),
    skipped,
    dateOrder,
  };
}
