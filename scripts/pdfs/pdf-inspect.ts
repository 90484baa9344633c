/**
 * Just enough PDF reading for the build log and the tests: pdfkit writes
 * object dictionaries uncompressed (only content streams are deflated), so
 * page objects and the Info dictionary can be found in the raw bytes.
 */
export function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** Decodes a PDF literal string as pdfkit writes it: escaped ASCII, or UTF-16BE behind a byte-order mark. */
function decodeLiteral(body: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0) & 0xff);
      continue;
    }
    i += 1;
    const next = body[i] ?? '';
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (next in escapes) {
      bytes.push(escapes[next] ?? 0);
    } else if (/[0-7]/.test(next)) {
      const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0] ?? next;
      bytes.push(Number.parseInt(octal, 8));
      i += octal.length - 1;
    }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) text += String.fromCharCode(((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0));
    return text;
  }
  return String.fromCharCode(...bytes);
}

type ObjectTable = Map<number, string>;

function objectTable(raw: string): ObjectTable {
  const table: ObjectTable = new Map();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    table.set(Number(match[1]), match[2] ?? '');
  }
  return table;
}

const STRING_OR_REF = '(\\((?:\\\\.|[^\\\\)])*\\)|\\d+ 0 R)';

/** A dictionary value that is a literal string, or a reference to an object holding one. */
function stringValue(token: string, table: ObjectTable): string | null {
  const reference = /^(\d+) 0 R$/.exec(token);
  const literal = reference ? (table.get(Number(reference[1])) ?? '').trim() : token;
  const match = /^\(((?:\\.|[^\\)])*)\)$/.exec(literal);
  return match ? decodeLiteral(match[1] ?? '') : null;
}

function entry(dictionary: string, key: string, table: ObjectTable): string | null {
  const match = new RegExp(`/${key} ${STRING_OR_REF}`).exec(dictionary);
  return match ? stringValue(match[1] ?? '', table) : null;
}

/** Reads one entry (Title, Author, Subject, Keywords…) of the document Info dictionary. */
export function infoEntry(pdf: Buffer, key: string): string | null {
  const raw = pdf.toString('latin1');
  const table = objectTable(raw);
  const info = /\/Info (\d+) 0 R/.exec(raw.slice(raw.lastIndexOf('trailer')));
  const dictionary = info ? table.get(Number(info[1])) : undefined;
  return dictionary ? entry(dictionary, key, table) : null;
}

/** Titles of the document outline (bookmarks), in file order. */
export function outlineTitles(pdf: Buffer): string[] {
  const table = objectTable(pdf.toString('latin1'));
  const titles: string[] = [];
  for (const body of table.values()) {
    if (!body.includes('/Dest') || !body.includes('/Title')) continue;
    const title = entry(body, 'Title', table);
    if (title !== null) titles.push(title);
  }
  return titles;
}
