import { baselineOffset, drawLine, drawTracked, type LayoutContext, lineHeight, wrap } from './context.ts';
import { inlineRuns } from './inline.ts';
import type { Line } from './line-breaker.ts';
import { bodyWidth, colors, page, type TextStyle } from './theme.ts';

const HEADING: TextStyle = { font: 'displayBold', size: 28, leading: 1.2, color: colors.cellarBlack };
const ENTRY: TextStyle = { font: 'display', size: 13, leading: 1.3, color: colors.ink };
const NUMBER: TextStyle = { font: 'displayBold', size: 12, leading: 1.3, color: colors.burgundy };
const PAGE_NO: TextStyle = { font: 'bodySemibold', size: 10, leading: 1.3, color: colors.burgundy };
const ABOUT: TextStyle = { font: 'body', size: 9.5, leading: 1.5, color: colors.ink };
const ABOUT_PAD = 18;

/** A guide gets a contents page once it has this many sections. */
export const CONTENTS_MIN_SECTIONS = 5;

const FIRST_ENTRY_TOP = page.bodyTop + 78;
const NUMBER_WIDTH = 34;
const PAGE_WIDTH = 34;
const ENTRY_GAP = 11;

interface PlannedEntry {
  lines: Line[];
  height: number;
  page: number;
  top: number;
}

export interface ContentsPlan {
  pageCount: number;
  /** Draws entry `i` with the page number its section landed on; the contents page must be current. */
  draw(ctx: LayoutContext, pageOffset: number, sectionPages: number[]): void;
}

/** Paragraphs for the "About this guide" panel under the contents, when the page has room for it. */
export type AboutText = string[];

function plain(text: string, style: TextStyle) {
  return inlineRuns([{ type: 'text', raw: text, text }], style);
}

export function planContents(ctx: LayoutContext, titles: string[], about: AboutText): ContentsPlan {
  const titleWidth = bodyWidth - NUMBER_WIDTH - PAGE_WIDTH - 12;
  const entries: PlannedEntry[] = [];
  let pageIndex = 0;
  let y = FIRST_ENTRY_TOP;
  for (const title of titles) {
    const lines = wrap(ctx, inlineRuns([{ type: 'text', raw: title, text: title }], ENTRY), titleWidth);
    const height = lines.length * lineHeight(ENTRY);
    if (y + height > page.bodyBottom) {
      pageIndex += 1;
      y = page.bodyTop;
    }
    entries.push({ lines, height, page: pageIndex, top: y });
    y += height + ENTRY_GAP;
  }

  const aboutLines = about.map((text) => wrap(ctx, plain(text, ABOUT), bodyWidth - ABOUT_PAD * 2 - 3));
  const aboutHeight =
    ABOUT_PAD * 2 + 16 + aboutLines.reduce((sum, lines) => sum + lines.length * lineHeight(ABOUT), 0) + (aboutLines.length - 1) * 6;
  const aboutTop = page.bodyBottom - aboutHeight;
  const showAbout = about.length > 0 && y - ENTRY_GAP + 28 <= aboutTop;
  const lastPage = pageIndex;

  const drawAbout = (context: LayoutContext) => {
    const { doc } = context;
    doc.save();
    doc.rect(page.marginX, aboutTop, bodyWidth, aboutHeight).fill('#f8f1e3');
    doc.rect(page.marginX, aboutTop, 3, aboutHeight).fill(colors.gold);
    doc.restore();
    const x = page.marginX + ABOUT_PAD + 3;
    drawTracked(context, 'ABOUT THIS GUIDE', x, aboutTop + ABOUT_PAD + 7, { font: 'bodySemibold', size: 7.5, color: colors.burgundy }, 1.6);
    let top = aboutTop + ABOUT_PAD + 16;
    for (const lines of aboutLines) {
      lines.forEach((line, index) => drawLine(context, line, x, top + index * lineHeight(ABOUT) + baselineOffset(ABOUT)));
      top += lines.length * lineHeight(ABOUT) + 6;
    }
  };

  return {
    pageCount: pageIndex + 1,
    draw(context, pageOffset, sectionPages) {
      if (showAbout) {
        context.doc.switchToPage(pageOffset + lastPage);
        drawAbout(context);
      }
      const { doc } = context;
      const left = page.marginX;
      const right = page.width - page.marginX;
      let current = -1;
      entries.forEach((entry, index) => {
        if (entry.page !== current) {
          current = entry.page;
          doc.switchToPage(pageOffset + current);
          if (current === 0) {
            const heading = wrap(context, inlineRuns([{ type: 'text', raw: 'Contents', text: 'Contents' }], HEADING), bodyWidth)[0];
            if (heading) drawLine(context, heading, left, page.bodyTop + baselineOffset(HEADING));
            doc.save();
            doc.rect(left, page.bodyTop + 46, bodyWidth, 0.6).fill(colors.paleGold);
            doc.rect(left, page.bodyTop + 45.3, 44, 2).fill(colors.gold);
            doc.restore();
          }
        }
        const baseline = entry.top + baselineOffset(ENTRY);
        const number = wrap(context, inlineRuns([{ type: 'text', raw: '', text: String(index + 1).padStart(2, '0') }], NUMBER), NUMBER_WIDTH)[0];
        if (number) drawLine(context, number, left, baseline);
        entry.lines.forEach((line, lineIndex) => drawLine(context, line, left + NUMBER_WIDTH, baseline + lineIndex * lineHeight(ENTRY)));
        const pageNumber = sectionPages[index];
        if (pageNumber === undefined) return;
        const lastBaseline = baseline + (entry.lines.length - 1) * lineHeight(ENTRY);
        const label = wrap(context, inlineRuns([{ type: 'text', raw: '', text: String(pageNumber) }], PAGE_NO), PAGE_WIDTH)[0];
        if (!label) return;
        drawLine(context, label, right - label.width, lastBaseline);
        const lastLine = entry.lines.at(-1);
        const leaderStart = left + NUMBER_WIDTH + (lastLine?.width ?? 0) + 8;
        const leaderEnd = right - label.width - 8;
        doc.save().fillColor(colors.gold);
        for (let x = leaderStart; x < leaderEnd; x += 5) doc.circle(x, lastBaseline - 1.5, 0.55).fill();
        doc.restore();
        doc.goTo(left, entry.top, bodyWidth, entry.height, `section-${index + 1}`);
      });
    },
  };
}
