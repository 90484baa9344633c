import { fallbackGlyphWidth, isFallbackGlyph } from './fallback-glyphs.ts';
import type { FontKey } from './theme.ts';

/** A stretch of inline text in one style; `\n` alone is a hard line break. */
export interface Run {
  text: string;
  font: FontKey;
  size: number;
  color: string;
  /** Target of a link annotation over this run. */
  link?: string;
}

export interface Measure {
  width(text: string, font: FontKey, size: number): number;
  supports(font: FontKey, codePoint: number): boolean;
}

export interface Fragment {
  kind: 'text' | 'glyph';
  text: string;
  font: FontKey;
  size: number;
  color: string;
  link?: string;
  /** Offset from the line's left edge. */
  x: number;
  width: number;
}

export interface Line {
  fragments: Fragment[];
  width: number;
}

export class UnsupportedCharacterError extends Error {
  constructor(
    readonly character: string,
    readonly context: string,
  ) {
    const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    super(`character "${character}" (${code}) has no glyph in the embedded fonts, in "${context}"`);
    this.name = 'UnsupportedCharacterError';
  }
}

interface Piece {
  kind: 'text' | 'glyph';
  text: string;
  run: Run;
  width: number;
}

type Atom = { type: 'word'; pieces: Piece[]; width: number } | { type: 'space'; run: Run } | { type: 'break' };

/** Only ASCII white space breaks a line: a no-break space must hold "55 °F" together. */
const BREAKABLE = /([ \t\r\n]+)/;

function piecesOf(text: string, run: Run, measure: Measure): Piece[] {
  const pieces: Piece[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) pieces.push({ kind: 'text', text: buffer, run, width: measure.width(buffer, run.font, run.size) });
    buffer = '';
  };
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (measure.supports(run.font, code)) {
      buffer += char;
    } else if (isFallbackGlyph(char)) {
      flush();
      pieces.push({ kind: 'glyph', text: char, run, width: fallbackGlyphWidth(char, run.size) });
    } else {
      throw new UnsupportedCharacterError(char, text);
    }
  }
  flush();
  return pieces;
}

function atomsOf(runs: Run[], measure: Measure): Atom[] {
  const atoms: Atom[] = [];
  let word: Piece[] | null = null;
  const endWord = () => {
    if (word && word.length > 0) atoms.push({ type: 'word', pieces: word, width: word.reduce((sum, p) => sum + p.width, 0) });
    word = null;
  };
  for (const run of runs) {
    if (run.text === '\n') {
      endWord();
      atoms.push({ type: 'break' });
      continue;
    }
    for (const part of run.text.split(BREAKABLE)) {
      if (part === '') continue;
      if (BREAKABLE.test(part)) {
        endWord();
        atoms.push({ type: 'space', run });
      } else {
        word ??= [];
        word.push(...piecesOf(part, run, measure));
      }
    }
  }
  endWord();
  return bindOperators(atoms, measure);
}

/** Symbols that read wrongly at a line end: "load ×" / "1.5" is bound to its right-hand operand. */
const OPERATORS = new Set(['×', '÷', '=', '≈', '+', '−', '→', '≥', '≤', '<', '>', '±']);

function bindOperators(atoms: Atom[], measure: Measure): Atom[] {
  const bound: Atom[] = [];
  for (let i = 0; i < atoms.length; i += 1) {
    const atom = atoms[i];
    const space = atoms[i + 1];
    const operand = atoms[i + 2];
    if (
      atom?.type === 'word' &&
      space?.type === 'space' &&
      operand?.type === 'word' &&
      OPERATORS.has(atom.pieces.map((piece) => piece.text).join(''))
    ) {
      const gap: Piece = { kind: 'text', text: ' ', run: space.run, width: measure.width(' ', space.run.font, space.run.size) };
      const pieces = [...atom.pieces, gap, ...operand.pieces];
      atoms[i + 2] = { type: 'word', pieces, width: atom.width + gap.width + operand.width };
      i += 1;
      continue;
    }
    if (atom) bound.push(atom);
  }
  return bound;
}

/** Splits a word wider than the measure, preferring to break after / or - (long addresses). */
function splitLongWord(pieces: Piece[], maxWidth: number, measure: Measure): Piece[][] {
  const chars: Piece[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'glyph') {
      chars.push(piece);
      continue;
    }
    for (const char of piece.text) {
      chars.push({ kind: 'text', text: char, run: piece.run, width: measure.width(char, piece.run.font, piece.run.size) });
    }
  }
  const chunks: Piece[][] = [];
  let current: Piece[] = [];
  let width = 0;
  for (const char of chars) {
    if (current.length > 0 && width + char.width > maxWidth) {
      const soft = current.map((p) => p.text).findLastIndex((t) => t === '/' || t === '-' || t === '–');
      if (soft > 0 && soft < current.length - 1) {
        chunks.push(current.slice(0, soft + 1));
        current = current.slice(soft + 1);
      } else {
        chunks.push(current);
        current = [];
      }
      width = current.reduce((sum, p) => sum + p.width, 0);
    }
    current.push(char);
    width += char.width;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function sameStyle(a: Fragment, piece: Piece): boolean {
  return (
    a.kind === 'text' &&
    piece.kind === 'text' &&
    a.font === piece.run.font &&
    a.size === piece.run.size &&
    a.color === piece.run.color &&
    a.link === piece.run.link
  );
}

/** Joins a line's pieces into as few drawing fragments as the styles allow. */
function toLine(pieces: Piece[], measure: Measure): Line {
  const fragments: Fragment[] = [];
  for (const piece of pieces) {
    const last = fragments.at(-1);
    if (last && sameStyle(last, piece)) {
      last.text += piece.text;
    } else {
      fragments.push({
        kind: piece.kind,
        text: piece.text,
        font: piece.run.font,
        size: piece.run.size,
        color: piece.run.color,
        ...(piece.run.link ? { link: piece.run.link } : {}),
        x: 0,
        width: piece.width,
      });
    }
  }
  let x = 0;
  for (const fragment of fragments) {
    fragment.x = x;
    if (fragment.kind === 'text') fragment.width = measure.width(fragment.text, fragment.font, fragment.size);
    x += fragment.width;
  }
  return { fragments, width: x };
}

/**
 * Greedy line breaking of styled runs: words never split unless one alone is
 * wider than the column, spaces at line ends are dropped, and `\n` runs force
 * a break (Markdown's hard line break).
 */
function greedy(runs: Run[], widthOf: (lineIndex: number) => number, measure: Measure): Line[] {
  const lines: Line[] = [];
  let current: Piece[] = [];
  let width = 0;
  let pendingSpace: Piece | null = null;
  const pushLine = () => {
    lines.push(toLine(current, measure));
    current = [];
    width = 0;
    pendingSpace = null;
  };
  const place = (pieces: Piece[], wordWidth: number) => {
    if (pendingSpace && current.length > 0) {
      current.push(pendingSpace);
      width += pendingSpace.width;
    }
    pendingSpace = null;
    current.push(...pieces);
    width += wordWidth;
  };
  for (const atom of atomsOf(runs, measure)) {
    if (atom.type === 'break') {
      pushLine();
    } else if (atom.type === 'space') {
      if (current.length > 0) {
        pendingSpace = { kind: 'text', text: ' ', run: atom.run, width: measure.width(' ', atom.run.font, atom.run.size) };
      }
    } else {
      const spaceWidth = pendingSpace && current.length > 0 ? (pendingSpace as Piece).width : 0;
      const maxWidth = widthOf(lines.length);
      if (width + spaceWidth + atom.width <= maxWidth + 0.01) {
        place(atom.pieces, atom.width);
        continue;
      }
      if (current.length > 0) pushLine();
      if (atom.width <= widthOf(lines.length) + 0.01) {
        place(atom.pieces, atom.width);
        continue;
      }
      const chunks = splitLongWord(atom.pieces, widthOf(lines.length), measure);
      chunks.forEach((chunk, index) => {
        if (index > 0) pushLine();
        place(chunk, chunk.reduce((sum, p) => sum + p.width, 0));
      });
    }
  }
  if (current.length > 0 || lines.length === 0) pushLine();
  return lines;
}

function endsInRunt(lines: Line[], maxWidth: number): boolean {
  const last = lines.at(-1);
  if (!last || lines.length < 2) return false;
  const text = last.fragments.map((fragment) => fragment.text).join('');
  return !/ \S/.test(text.trim()) && last.width < maxWidth * 0.2;
}

/**
 * Breaks runs into lines, then avoids a runt (a lone short word on the last
 * line of a paragraph) by sending one more word down from the line above,
 * as long as that line stays reasonably full and no line is added.
 */
export function breakLines(runs: Run[], maxWidth: number, measure: Measure): Line[] {
  const lines = greedy(runs, () => maxWidth, measure);
  if (!Number.isFinite(maxWidth) || !endsInRunt(lines, maxWidth)) return lines;
  const penultimate = lines.length - 2;
  const shorter = (lines[penultimate]?.width ?? maxWidth) - 0.5;
  const candidate = greedy(runs, (index) => (index === penultimate ? shorter : maxWidth), measure);
  const pulled = candidate[penultimate];
  if (candidate.length === lines.length && pulled && pulled.width >= maxWidth * 0.6 && !endsInRunt(candidate, maxWidth)) {
    return candidate;
  }
  return lines;
}
