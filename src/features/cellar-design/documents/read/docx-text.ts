/**
 * The text of a Word .docx with mammoth. The library is passed in (browser
 * build in the page, Node build in the fixture tests); the Node build reads
 * `buffer`, the browser build `arrayBuffer`, so both are given.
 *
 * mammoth's HTML is used rather than its raw text: raw text puts every table
 * cell on a line of its own, so a quote's description and its price would
 * part. Here a table row becomes one line, its cells separated by tabs.
 */
import { hasText, type ReadOutcome } from './outcome.ts';

interface Mammoth {
  convertToHtml(input: { arrayBuffer: ArrayBuffer; buffer: ArrayBuffer }): Promise<{ value: string }>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function htmlToLines(html: string): string {
  return html
    .replace(/<\/p>\s*(?=<\/td>|<\/th>)/g, '')
    .replace(/<\/t[dh]>/g, '\t')
    .replace(/<\/tr>|<\/p>|<br\s*\/?>|<\/h\d>|<\/li>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity] ?? '')
    .replace(/\t\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export async function docxText(mammoth: Mammoth, data: ArrayBuffer, name: string): Promise<ReadOutcome> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ arrayBuffer: data, buffer: data })).value;
  } catch {
    return { ok: false, failure: 'damaged', message: `“${name}” could not be read as a Word file: the file may be damaged.` };
  }
  const text = htmlToLines(html);
  if (!hasText(text)) return { ok: false, failure: 'no-text', message: `“${name}” has no text to read.` };
  return { ok: true, text, note: null };
}
