import type { Tokens } from 'marked';
import { baselineOffset, type Box, drawLine, type LayoutContext, lineHeight, wrap } from './context.ts';
import { inlineRuns } from './inline.ts';
import type { Line, Run } from './line-breaker.ts';
import type { Slice } from './paginator.ts';
import { colors, page, spacing, type TextStyle, type } from './theme.ts';

type Align = 'left' | 'center' | 'right';

interface Cell {
  runs: Run[];
  align: Align;
}

/**
 * Tables up to two thirds of a page move to the next page whole rather than
 * split: a reference table read across a page turn is hard to use, and a gap
 * at the foot of the previous page is the lesser harm.
 */
const KEEP_WHOLE_BELOW = ((page.bodyBottom - page.bodyTop) * 2) / 3;

function widestWord(ctx: LayoutContext, runs: Run[]): number {
  let widest = 0;
  for (const run of runs) {
    for (const word of run.text.split(/[ \t\n]+/)) {
      if (word) widest = Math.max(widest, ctx.fonts.width(word, run.font, run.size));
    }
  }
  return widest;
}

function naturalWidth(ctx: LayoutContext, runs: Run[]): number {
  return Math.max(0, ...wrap(ctx, runs, Number.POSITIVE_INFINITY).map((line) => line.width));
}

/**
 * Auto layout as browsers do it: every column gets at least its longest word,
 * and the remaining width goes to columns in proportion to how much more
 * they would need to sit on one line.
 */
function columnWidths(ctx: LayoutContext, rows: Cell[][], total: number, form: boolean): number[] {
  const count = rows[0]?.length ?? 0;
  const pad = spacing.cellPadX * 2;
  const min = Array.from({ length: count }, (_, c) => pad + Math.max(12, ...rows.map((row) => widestWord(ctx, row[c]?.runs ?? []))));
  if (form) {
    // Handwriting needs room in every column, whatever its heading says.
    const even = min.map((width) => Math.max(width, total / count));
    const sum = even.reduce((a, b) => a + b, 0);
    return even.map((width) => (width / sum) * total);
  }
  const max = Array.from({ length: count }, (_, c) =>
    Math.max(min[c] ?? 0, pad + Math.max(0, ...rows.map((row) => naturalWidth(ctx, row[c]?.runs ?? [])))),
  );
  const sumMin = min.reduce((a, b) => a + b, 0);
  const sumMax = max.reduce((a, b) => a + b, 0);
  if (sumMax <= total) return max.map((width) => (width / sumMax) * total);
  if (sumMin >= total) return min.map((width) => (width / sumMin) * total);
  const slack = total - sumMin;
  const want = sumMax - sumMin;
  return min.map((width, c) => width + (((max[c] ?? width) - width) / want) * slack);
}

function cellX(left: number, width: number, line: Line, align: Align): number {
  const inner = width - spacing.cellPadX * 2;
  if (align === 'right') return left + spacing.cellPadX + inner - line.width;
  if (align === 'center') return left + spacing.cellPadX + (inner - line.width) / 2;
  return left + spacing.cellPadX;
}

/** Height of an empty row in a table meant to be printed and filled in by hand. */
const WRITING_ROW = 26;

const isBlank = (cells: Cell[]) => cells.every((cell) => cell.runs.every((run) => run.text.trim() === ''));

function rowSlice(
  ctx: LayoutContext,
  cells: Cell[],
  widths: number[],
  box: Box,
  style: TextStyle,
  fill: string | null,
  ruled: boolean,
): Slice {
  const laidOut = cells.map((cell, c) => wrap(ctx, cell.runs, (widths[c] ?? 0) - spacing.cellPadX * 2));
  const leading = lineHeight(style);
  const baseline = baselineOffset(style);
  const natural = Math.max(1, ...laidOut.map((lines) => lines.length)) * leading + spacing.cellPadY * 2;
  const height = isBlank(cells) ? Math.max(natural, WRITING_ROW) : natural;
  return {
    height,
    baseline: spacing.cellPadY + baseline,
    draw: (y) => {
      if (fill) ctx.doc.save().rect(box.x, y, box.width, height).fill(fill).restore();
      if (ruled) {
        ctx.doc.save().rect(box.x, y + height - 0.25, box.width, 0.5).fill(colors.rule);
        let edge = box.x;
        for (const width of widths.slice(0, -1)) {
          edge += width;
          ctx.doc.rect(edge - 0.25, y, 0.5, height);
        }
        ctx.doc.fill(colors.rule).restore();
      }
      let left = box.x;
      laidOut.forEach((lines, c) => {
        const width = widths[c] ?? 0;
        lines.forEach((line, index) => {
          const top = y + spacing.cellPadY + index * leading;
          drawLine(ctx, line, cellX(left, width, line, cells[c]?.align ?? 'left'), top + baseline);
        });
        left += width;
      });
    },
  };
}

/**
 * A burgundy header row over zebra rows. Rows never split; when a table
 * crosses a page the header row is drawn again at the top of the new page.
 */
export function tableSlices(ctx: LayoutContext, table: Tokens.Table, box: Box): Slice[] {
  const align = (index: number): Align => table.align[index] ?? 'left';
  const head: Cell[] = table.header.map((cell, c) => ({
    runs: inlineRuns(cell.tokens, { ...type.tableHead, linkColor: colors.paleGold }),
    align: align(c),
  }));
  const body: Cell[][] = table.rows.map((row) =>
    row.map((cell, c) => ({ runs: inlineRuns(cell.tokens, type.table), align: align(c) })),
  );
  // A table with empty rows is a form to fill in by hand: rule it like one.
  const ruled = body.some(isBlank);
  const widths = columnWidths(ctx, [head, ...body], box.width, ruled);
  const header = rowSlice(ctx, head, widths, box, type.tableHead, colors.burgundy, false);
  const rows = body.map((cells, r) =>
    rowSlice(ctx, cells, widths, box, type.table, !ruled && r % 2 === 1 ? colors.zebra : null, ruled),
  );
  const lastRow = rows.at(-1);
  if (lastRow) {
    const drawRow = lastRow.draw;
    lastRow.draw = (y) => {
      drawRow?.(y);
      ctx.doc.save().rect(box.x, y + lastRow.height - 0.4, box.width, 0.8).fill(colors.gold).restore();
    };
  }
  const total = header.height + rows.reduce((sum, row) => sum + row.height, 0);
  const keepWhole = total <= KEEP_WHOLE_BELOW;
  return [
    { ...header, glue: true },
    ...rows.map((row, index) => ({
      ...row,
      glue: keepWhole ? index < rows.length - 1 : index === 0 && rows.length <= 3,
      carry: [header],
    })),
  ];
}
