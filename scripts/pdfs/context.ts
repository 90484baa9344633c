import type PDFDocument from 'pdfkit';
import { drawFallbackGlyph } from './fallback-glyphs.ts';
import type { PdfFonts } from './fonts.ts';
import { fontMetrics } from './fonts.ts';
import { breakLines, type Line, type Run } from './line-breaker.ts';
import type { Slice } from './paginator.ts';
import type { TextStyle } from './theme.ts';

export type Doc = InstanceType<typeof PDFDocument>;

export interface LayoutContext {
  doc: Doc;
  fonts: PdfFonts;
  /** Called while a heading is drawn (so the current page is the heading's page), with its top. */
  onHeading(depth: number, title: string, y: number): void;
}

/** A column on the page: left edge and width. */
export interface Box {
  x: number;
  width: number;
}

export type Align = 'left' | 'center' | 'right';

export function lineHeight(style: TextStyle): number {
  return style.size * style.leading;
}

/** Baseline offset inside a line box: the half-leading sits above the ascent. */
export function baselineOffset(style: TextStyle): number {
  const { ascent, descent } = fontMetrics(style.font);
  const content = (ascent - descent) * style.size;
  return (lineHeight(style) - content) / 2 + ascent * style.size;
}

export function wrap(ctx: LayoutContext, runs: Run[], width: number): Line[] {
  return breakLines(runs, width, ctx.fonts);
}

export function drawLine(ctx: LayoutContext, line: Line, x: number, baseline: number): void {
  const { doc } = ctx;
  for (const fragment of line.fragments) {
    const left = x + fragment.x;
    if (fragment.kind === 'glyph') {
      drawFallbackGlyph(doc, fragment.text, fragment.font, left, baseline, fragment.size, fragment.color);
    } else {
      ctx.fonts
        .use(fragment.font, fragment.size)
        .fillColor(fragment.color)
        .text(fragment.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
    if (fragment.link) {
      doc.link(left, baseline - fragment.size * 0.95, fragment.width, fragment.size * 1.25, fragment.link);
    }
  }
}

function alignedX(box: Box, line: Line, align: Align): number {
  if (align === 'center') return box.x + (box.width - line.width) / 2;
  if (align === 'right') return box.x + box.width - line.width;
  return box.x;
}

/**
 * One slice per line. Paragraphs of up to three lines stay whole; longer ones
 * keep at least two lines at the foot of a page and two at the head of the
 * next (no orphans, no widows).
 */
export function textSlices(
  ctx: LayoutContext,
  runs: Run[],
  style: TextStyle,
  box: Box,
  align: Align = 'left',
): Slice[] {
  const lines = wrap(ctx, runs, box.width);
  const height = lineHeight(style);
  const baseline = baselineOffset(style);
  return lines.map((line, index) => {
    const keepTogether = lines.length <= 3 ? index < lines.length - 1 : index === 0 || index === lines.length - 2;
    return {
      height,
      baseline,
      glue: keepTogether,
      draw: (y: number) => drawLine(ctx, line, alignedX(box, line, align), y + baseline),
    };
  });
}

export function space(height: number, glue = false): Slice {
  return { height, space: true, glue };
}

/** Wraps slices so each also paints a band behind itself (callout and table backgrounds). */
export function withBackground(slices: Slice[], paint: (y: number, height: number) => void): Slice[] {
  return slices.map((slice) => ({
    ...slice,
    space: false,
    draw: (y: number) => {
      paint(y, slice.height);
      slice.draw?.(y);
    },
  }));
}

/** One unbroken line of plain text, shortened with an ellipsis when it is wider than `maxWidth`. */
export function singleLine(ctx: LayoutContext, text: string, style: TextStyle, maxWidth = Number.POSITIVE_INFINITY): Line {
  const run = (value: string): Run[] => [{ text: value, font: style.font, size: style.size, color: style.color }];
  let line = wrap(ctx, run(text), Number.POSITIVE_INFINITY)[0] ?? { fragments: [], width: 0 };
  let shortened = text;
  while (line.width > maxWidth && shortened.length > 1) {
    shortened = shortened.slice(0, -1).trimEnd();
    line = wrap(ctx, run(`${shortened}…`), Number.POSITIVE_INFINITY)[0] ?? line;
  }
  return line;
}

/** Letter-spaced small caps labels (brand line, eyebrows), which the line breaker does not need to wrap. */
export function drawTracked(
  ctx: LayoutContext,
  text: string,
  x: number,
  baseline: number,
  style: Pick<TextStyle, 'font' | 'size' | 'color'>,
  tracking: number,
  align: Align = 'left',
): number {
  const width = ctx.fonts.width(text, style.font, style.size) + tracking * Math.max(0, text.length - 1);
  const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
  ctx.fonts
    .use(style.font, style.size)
    .fillColor(style.color)
    .text(text, left, baseline, { lineBreak: false, baseline: 'alphabetic', characterSpacing: tracking });
  return width;
}
