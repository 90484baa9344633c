import type PDFDocument from 'pdfkit';
import type { FontKey } from './theme.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The Latin subsets of Inter and Playfair Display have no ≈ ≥ ≤ → ← Δ or ✓,
 * yet cooling-load arithmetic needs them ("ΔT", "≈ 880 BTU/h → ≈ 1,320 BTU/h").
 * These few are drawn as strokes sized to the surrounding type, in em units
 * with y measured up from the baseline; the proportions follow Inter's own
 * = and > (math axis ≈ 0.285 em, advance ≈ 0.66 em).
 */
interface GlyphShape {
  advance: number;
  strokes: Array<Array<[number, number]>>;
  /** Strokes that close back to their first point (the triangle of Δ). */
  closed?: boolean;
  /** Smooth wave strokes for ≈: start point, two controls, end point. */
  waves?: Array<[[number, number], [number, number], [number, number], [number, number]]>;
}

const AXIS = 0.285;

const SHAPES: Record<string, GlyphShape> = {
  '≈': {
    advance: 0.66,
    strokes: [],
    waves: [AXIS + 0.1, AXIS - 0.1].map((y) => [
      [0.11, y - 0.02],
      [0.26, y + 0.14],
      [0.4, y - 0.14],
      [0.55, y + 0.02],
    ]),
  },
  '≥': {
    advance: 0.66,
    strokes: [
      [[0.13, 0.6], [0.53, 0.42], [0.13, 0.24]],
      [[0.13, 0.08], [0.53, 0.08]],
    ],
  },
  '≤': {
    advance: 0.66,
    strokes: [
      [[0.53, 0.6], [0.13, 0.42], [0.53, 0.24]],
      [[0.13, 0.08], [0.53, 0.08]],
    ],
  },
  '→': {
    advance: 0.92,
    strokes: [
      [[0.1, AXIS + 0.03], [0.8, AXIS + 0.03]],
      [[0.58, AXIS + 0.25], [0.8, AXIS + 0.03], [0.58, AXIS - 0.19]],
    ],
  },
  '←': {
    advance: 0.92,
    strokes: [
      [[0.82, AXIS + 0.03], [0.12, AXIS + 0.03]],
      [[0.34, AXIS + 0.25], [0.12, AXIS + 0.03], [0.34, AXIS - 0.19]],
    ],
  },
  'Δ': {
    advance: 0.7,
    closed: true,
    strokes: [[[0.07, 0.04], [0.35, 0.69], [0.63, 0.04]]],
  },
  '✓': {
    advance: 0.72,
    strokes: [[[0.1, 0.3], [0.28, 0.08], [0.62, 0.64]]],
  },
};
SHAPES['✔'] = SHAPES['✓'] as GlyphShape;

export function isFallbackGlyph(char: string): boolean {
  return char in SHAPES;
}

export function fallbackGlyphWidth(char: string, size: number): number {
  return (SHAPES[char]?.advance ?? 0) * size;
}

const STROKE: Partial<Record<FontKey, number>> = {
  body: 0.075,
  bodyItalic: 0.075,
  bodySemibold: 0.095,
  bodyBold: 0.11,
  display: 0.07,
  displayBold: 0.1,
};

export function drawFallbackGlyph(
  doc: Doc,
  char: string,
  font: FontKey,
  x: number,
  baseline: number,
  size: number,
  color: string,
): void {
  const shape = SHAPES[char];
  if (!shape) return;
  const px = (ex: number) => x + ex * size;
  const py = (ey: number) => baseline - ey * size;
  doc.save();
  doc.lineWidth((STROKE[font] ?? 0.08) * size).lineCap('round').lineJoin('round').strokeColor(color);
  for (const points of shape.strokes) {
    const [first, ...rest] = points;
    if (!first) continue;
    doc.moveTo(px(first[0]), py(first[1]));
    for (const [ex, ey] of rest) doc.lineTo(px(ex), py(ey));
    if (shape.closed) doc.closePath();
    doc.stroke();
  }
  for (const [start, c1, c2, end] of shape.waves ?? []) {
    doc
      .moveTo(px(start[0]), py(start[1]))
      .bezierCurveTo(px(c1[0]), py(c1[1]), px(c2[0]), py(c2[1]), px(end[0]), py(end[1]))
      .stroke();
  }
  doc.restore();
}
