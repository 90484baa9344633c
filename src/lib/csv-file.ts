/**
 * The checks a chosen logger file meets before any reader sees it, shared by
 * the tools that read a logger's CSV export (condition assessment, predictive
 * maintenance) or a collection (the wine collection): a CSV by name and type, not empty, within the size limit,
 * readable as text. Each message names the file.
 */
import { READING_LIMITS } from '@domain/readings/reading.ts';

const MB = 1024 * 1024;
const CSV_TYPES = ['', 'text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values', 'text/tab-separated-values'];

const LOGGER_EXPORT = 'Export the logger’s readings as CSV (.csv or .txt) and choose that file.';

/** `exportHint` says how to get the right file, after "… is not a CSV file." (a logger's export by default). */
export async function readCsvFileText(file: File, exportHint = LOGGER_EXPORT): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const named = `“${file.name}”`;
  if (!/\.(csv|txt|tsv)$/i.test(file.name) || !CSV_TYPES.includes(file.type)) {
    return { ok: false, message: `${named} is not a CSV file. ${exportHint}` };
  }
  if (file.size === 0) return { ok: false, message: `${named} is empty.` };
  if (file.size > READING_LIMITS.maxFileBytes) {
    return { ok: false, message: `${named} is ${(file.size / MB).toFixed(1)} MB; the most this tool reads is ${READING_LIMITS.maxFileBytes / MB} MB. Export a shorter period.` };
  }
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, message: `${named} could not be read. Choose it again, or export it again from the logger.` };
  }
}
