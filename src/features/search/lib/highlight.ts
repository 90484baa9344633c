export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits text into parts, marking the words of the query (3+ letters, prefix match) so results show why they matched. */
export function highlight(text: string, query: string): TextPart[] {
  const words = [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3))];
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`\\b(${words.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
