/** The checks a chosen file meets before anything reads it: a logger CSV, or a photo for the report. */
import type { CsvReadings } from '@shared/readings/csv.ts';
import { readCsvFileText } from '@/lib/csv-file.ts';
import { loadEngine } from './load-engine.ts';

const MB = 1024 * 1024;

export type LoggerFile = { ok: true; name: string; csv: CsvReadings } | { ok: false; message: string };

export async function readLoggerFile(file: File): Promise<LoggerFile> {
  const checked = await readCsvFileText(file);
  if (!checked.ok) return checked;
  const { readLoggerCsv } = await loadEngine();
  const outcome = readLoggerCsv(checked.text);
  return outcome.ok ? { ok: true, name: file.name, csv: outcome } : { ok: false, message: `“${file.name}” could not be used: ${outcome.message}` };
}

export const PHOTO_LIMITS = { max: 6, maxBytes: 10 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;

export interface Photo {
  id: number;
  name: string;
  /** An object URL: the photo stays in this browser. */
  url: string;
  caption: string;
  width: number;
  height: number;
}

/** A photo the browser can really decode, or the reason it cannot be used. */
export async function checkPhoto(file: File): Promise<{ ok: true; width: number; height: number } | { ok: false; message: string }> {
  const named = `“${file.name}”`;
  if (!(PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return { ok: false, message: `${named} is not a JPEG, PNG or WebP photo.` };
  if (file.size > PHOTO_LIMITS.maxBytes) return { ok: false, message: `${named} is ${(file.size / MB).toFixed(1)} MB; photos can be up to 10 MB.` };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ok: true, ...size };
  } catch {
    return { ok: false, message: `${named} could not be opened as an image: the file may be damaged.` };
  }
}
