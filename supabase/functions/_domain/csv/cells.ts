/**
 * The cell-level CSV rules every reader of a spreadsheet export shares (the
 * logger reader in `readings/csv.ts`, the collection reader in
 * `collection/csv.ts`): quoted cells with doubled quotes, the delimiter that
 * splits a header most (comma, semicolon or tab), and header names without a
 * BOM or stray quotes. What each file's columns mean stays with its reader.
 */

export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

export function pickCsvDelimiter(line: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, splitCsvLine(line, d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export const cleanHeaderName = (name: string) => name.replace(/^\uFEFF/, '').trim().replace(/^"|"$/g, '').trim();

export const splitCsvLines = (text: string) => text.split(/\r\n|\n|\r/);
