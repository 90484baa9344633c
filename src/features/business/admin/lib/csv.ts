/**
 * CSV as spreadsheets read it (RFC 4180: quotes doubled, fields with a comma,
 * quote or line break quoted, CRLF between rows), with a guard against
 * formula injection: a visitor's text that starts with = + - @ (or a tab or
 * carriage return) would run as a formula in Excel or Sheets, so it gets a
 * leading apostrophe and is shown as typed.
 */
import { downloadBlob } from '@/lib/download.ts';

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte order mark makes Excel read UTF-8 (names with accents) correctly.
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
