/** The checks a chosen file meets before anything reads it: a logger CSV, or a photo for the report. */
import type { CsvReadings } from '@domain/readings/csv.ts';
import { readCsvFileText } from '@/lib/csv-file.ts';
import { checkPhoto, PHOTO_LIMITS as SHARED_LIMITS } from '@/lib/photos.ts';
import { loadEngine } from './load-engine.ts';

export type LoggerFile = { ok: true; name: string; csv: CsvReadings } | { ok: false; message: string };

export async function readLoggerFile(file: File): Promise<LoggerFile> {
  const checked = await readCsvFileText(file);
  if (!checked.ok) return checked;
  const { readLoggerCsv } = await loadEngine();
  const outcome = readLoggerCsv(checked.text);
  return outcome.ok ? { ok: true, name: file.name, csv: outcome } : { ok: false, message: `“${file.name}” could not be used: ${outcome.message}` };
}

export const PHOTO_LIMITS = { ...SHARED_LIMITS, max: 6 } as const;
export { checkPhoto };

export interface Photo {
  id: number;
  name: string;
  /** An object URL: the photo stays in this browser. */
  url: string;
  caption: string;
  width: number;
  height: number;
}
