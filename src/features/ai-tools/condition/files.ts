/** The checks a chosen file meets before anything reads it: a logger CSV, or a photo for the report. */
import { READING_LIMITS } from '@shared/readings/reading.ts';
import type { CsvReadings } from '@shared/readings/csv.ts';
import { loadEngine } from './load-engine.ts';

const MB = 1024 * 1024;
const CSV_TYPES = ['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values', 'text/tab-separated-values'];

export type LoggerFile = { ok: true; name: string; csv: CsvReadings } | { ok: false; message: string };

export async function readLoggerFile(file: File): Promise<LoggerFile> {
  const named = `“${file.name}”`;
  if (!/\.(csv|txt|tsv)$/i.test(file.name) || !CSV_TYPES.includes(file.type)) {
    return { ok: false, message: `${named} is not a CSV file. Export the logger’s readings as CSV (.csv or .txt) and choose that file.` };
  }
  if (file.size === 0) return { ok: false, message: `${named} is empty.` };
  if (file.size > READING_LIMITS.maxFileBytes) {
    return { ok: false, message: `${named} is ${(file.size / MB).toFixed(1)} MB; the most this tool reads is ${READING_LIMITS.maxFileBytes / MB} MB. Export a shorter period.` };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: `${named} could not be read. Choose it again, or export it again from the logger.` };
  }
  const { readLoggerCsv } = await loadEngine();
  const outcome = readLoggerCsv(text);
  return outcome.ok ? { ok: true, name: file.name, csv: outcome } : { ok: false, message: `${named} could not be used: ${outcome.message}` };
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
