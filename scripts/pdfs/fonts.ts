import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';
import { fontFiles, type FontKey } from './theme.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Vertical metrics of the embedded faces (hhea ascent/descent in em, read from
 * the @fontsource files). pdfkit does not expose them publicly, and line boxes
 * need them to put every baseline where the type scale says.
 */
const METRICS: Record<'inter' | 'playfair', { ascent: number; descent: number }> = {
  inter: { ascent: 0.96875, descent: -0.2412 },
  playfair: { ascent: 1.082, descent: -0.251 },
};

export function fontMetrics(font: FontKey): { ascent: number; descent: number } {
  return font.startsWith('display') ? METRICS.playfair : METRICS.inter;
}

/** The files sit in whichever node_modules the package manager hoisted them to. */
function findFontFile(relative: string): string {
  const starts = [dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = join(dir, 'node_modules', relative);
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`PDF font not found: node_modules/${relative} (is @fontsource installed?)`);
}

let cachedBuffers: Record<FontKey, Buffer> | undefined;

function fontBuffers(): Record<FontKey, Buffer> {
  if (!cachedBuffers) {
    const entries = Object.entries(fontFiles).map(([key, file]) => [key, readFileSync(findFontFile(file))]);
    cachedBuffers = Object.fromEntries(entries) as Record<FontKey, Buffer>;
  }
  return cachedBuffers;
}

/** The font file paths, for the build's freshness check. */
export function fontFilePaths(): string[] {
  return Object.values(fontFiles).map(findFontFile);
}

/**
 * pdfkit keeps the fontkit face of an embedded font on `_font.font`; that is
 * the only way to ask whether a code point has a glyph, so reach for it
 * through a narrow shape check instead of trusting it blindly.
 */
interface FaceProbe {
  _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };
}

/** Measuring and glyph coverage for the registered faces, cached per document. */
export class PdfFonts {
  private readonly widths = new Map<string, number>();
  private readonly coverage = new Map<string, boolean>();

  constructor(private readonly doc: Doc) {
    for (const [key, buffer] of Object.entries(fontBuffers())) {
      doc.registerFont(key, buffer);
    }
  }

  use(font: FontKey, size: number): Doc {
    return this.doc.font(font).fontSize(size);
  }

  width(text: string, font: FontKey, size: number): number {
    const key = `${font}\u0000${size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.use(font, size).widthOfString(text);
      this.widths.set(key, width);
    }
    return width;
  }

  supports(font: FontKey, codePoint: number): boolean {
    const key = `${font}\u0000${codePoint}`;
    let known = this.coverage.get(key);
    if (known === undefined) {
      this.doc.font(font);
      const probe = (this.doc as unknown as FaceProbe)._font?.font?.hasGlyphForCodePoint;
      known = probe ? probe.call((this.doc as unknown as FaceProbe)._font?.font, codePoint) : true;
      this.coverage.set(key, known);
    }
    return known;
  }
}
