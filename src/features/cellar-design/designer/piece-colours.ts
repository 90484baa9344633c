/**
 * Each piece's colour in a plan drawing: the designer's canvas and the
 * concept drawings of /ai-design. Apart from the canvas so a read-only
 * drawing does not load the editor. Colours as attributes, not classes, so
 * the exported SVG and PNG look the same as the page.
 */
import type { ModuleKind } from '@domain/designer/plan.ts';

export const PIECE_FILL: Record<ModuleKind, string> = {
  individual: '#c9a27a',
  'diamond-bins': '#b58b63',
  'case-storage': '#9c7552',
  display: '#d9b98f',
  'tasting-table': '#8a9a7b',
  'cooling-unit': '#8fb3c9',
};
