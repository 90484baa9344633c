/**
 * How the collection reads a wine's words (region, appellation, grape, name,
 * producer): lower case, accents dropped, punctuation a space, hyphens kept.
 * A word of one token matches only a whole hyphen-joined token, so
 * "chambertin" is not found in "Gevrey-Chambertin"; a word of several
 * (written with spaces or hyphens) matches either spelling, so "cote rotie"
 * finds "Côte-Rôtie" and "Cote Rotie" alike.
 */
export interface WineText {
  /** Hyphens kept. */
  joined: string;
  /** Hyphens read as spaces. */
  spaced: string;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, ' ')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function wineText(...parts: string[]): WineText {
  const joined = ` ${normalize(parts.join(' '))} `;
  return { joined, spaced: joined.replace(/-/g, ' ') };
}

/** Whether `word` (lower case, no accents) is in the text, by the rules above. */
export function hasWord(text: WineText, word: string): boolean {
  const spaced = word.replace(/-/g, ' ');
  if (spaced.includes(' ')) return text.spaced.includes(` ${spaced} `);
  return text.joined.includes(` ${word} `);
}

/** The first of `words` found in the text, or null. */
export const firstWord = (text: WineText, words: readonly string[]): string | null => words.find((word) => hasWord(text, word)) ?? null;
