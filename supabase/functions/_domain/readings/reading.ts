/** One climate reading and the limits every source of readings (a typed row, a logger file) is held to. */

export interface Reading {
  /** Wall-clock time as milliseconds, read as if UTC (only differences and calendar days matter). */
  at: number;
  tempF: number;
  /** Relative humidity in %, or null when not measured. */
  rh: number | null;
  /** A cooling unit's log (read with `{ cooling: true }`): compressor run-time share in %, supply air and exhaust-room air in °F. */
  runPct?: number | null;
  supplyF?: number | null;
  outsideF?: number | null;
}

export const READING_LIMITS = {
  /** What a room sensor can report: −20°C to 50°C. Outside it is a sensor fault, not a cellar. */
  minTempF: -4,
  maxTempF: 122,
  maxRows: 20_000,
  /** A logger export of 20,000 rows is well under 2 MB. */
  maxFileBytes: 2 * 1024 * 1024,
} as const;

export function temperatureProblem(tempF: number): string | null {
  if (!Number.isFinite(tempF)) return 'not a number';
  if (tempF < READING_LIMITS.minTempF || tempF > READING_LIMITS.maxTempF) return 'outside what a room sensor can read (−4 to 122°F, −20 to 50°C)';
  return null;
}

export function runTimeProblem(pct: number): string | null {
  if (!Number.isFinite(pct)) return 'not a number';
  if (pct < 0 || pct > 100) return 'a run-time share is between 0 and 100%';
  return null;
}

export function humidityProblem(rh: number): string | null {
  if (!Number.isFinite(rh)) return 'not a number';
  if (rh < 0 || rh > 100) return 'relative humidity is between 0 and 100%';
  return null;
}
