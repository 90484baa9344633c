/** A cooling unit's log file: the shared file checks, then the shared reader with the unit's columns. */
import type { CsvReadings } from '@domain/readings/csv.ts';
import { readCsvFileText } from '@/lib/csv-file.ts';
import { loadEngine } from './load-engine.ts';

export type UnitLogFile = { ok: true; name: string; csv: CsvReadings } | { ok: false; message: string };

export async function readUnitLogFile(file: File): Promise<UnitLogFile> {
  const checked = await readCsvFileText(file);
  if (!checked.ok) return checked;
  const { readLoggerCsv } = await loadEngine();
  const outcome = readLoggerCsv(checked.text, { cooling: true });
  if (!outcome.ok) return { ok: false, message: `“${file.name}” could not be used: ${outcome.message}` };
  if (!outcome.columns.runTime && !outcome.columns.supply) {
    return {
      ok: false,
      message: `“${file.name}” could not be used: it has the cellar temperature but neither a run-time (%) nor a supply (°F) column, so it says nothing about the unit. Columns found: ${[outcome.columns.time, outcome.columns.temperature, outcome.columns.humidity, ...outcome.ignoredColumns].filter(Boolean).join(', ')}.`,
    };
  }
  return { ok: true, name: file.name, csv: outcome };
}
