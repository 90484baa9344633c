import { business } from '../../supabase/functions/_domain/business.ts';
import type { Edition } from './chrome.ts';
import { baselineOffset, drawLine, drawTracked, type LayoutContext, lineHeight, wrap } from './context.ts';
import type { PdfFrontmatter } from './frontmatter.ts';
import { inlineRuns } from './inline.ts';
import { colors, page, type TextStyle } from './theme.ts';

const TITLE: TextStyle = { font: 'displayBold', size: 38, leading: 1.12, color: colors.cream };
const SUBTITLE: TextStyle = { font: 'display', size: 17, leading: 1.3, color: colors.paleGold };
const SUMMARY: TextStyle = { font: 'body', size: 10.5, leading: 1.5, color: '#d9cdb9' };

function plainRuns(text: string, style: TextStyle) {
  return inlineRuns([{ type: 'text', raw: text, text }], style);
}

/** Draws wrapped lines from `top`; returns the y below the last line. */
function block(ctx: LayoutContext, text: string, style: TextStyle, x: number, top: number, width: number): number {
  const lines = wrap(ctx, plainRuns(text, style), width);
  lines.forEach((line, index) => drawLine(ctx, line, x, top + index * lineHeight(style) + baselineOffset(style)));
  return top + lines.length * lineHeight(style);
}

/** Vault arches over a band of diamond bins: the cellar, in gold hairlines on the burgundy field. */
function drawVault(ctx: LayoutContext, fieldTop: number, floor: number): void {
  const { doc } = ctx;
  const arches = 5;
  const span = (page.width - 2 * page.marginX) / arches;
  doc.save();
  doc.strokeColor(colors.gold).lineWidth(0.6).strokeOpacity(0.5);
  for (let i = 0; i < arches; i += 1) {
    const cx = page.marginX + i * span + span / 2;
    const r = span / 2 - 7;
    const spring = floor - 44;
    doc
      .moveTo(cx - r, floor)
      .lineTo(cx - r, spring)
      .bezierCurveTo(cx - r, spring - r * 1.05, cx + r, spring - r * 1.05, cx + r, spring)
      .lineTo(cx + r, floor)
      .stroke();
    // Bottle ends resting in each bay, as they face you in a cellar's racking.
    const pitch = 10.5;
    const columns = Math.floor((2 * r - 16) / pitch) + 1;
    const firstX = cx - ((columns - 1) * pitch) / 2;
    for (let y = floor - 8; y > spring - r * 0.55; y -= pitch) {
      for (let column = 0; column < columns; column += 1) {
        const x = firstX + column * pitch;
        const above = Math.max(0, spring - y) / (r * 0.8);
        if ((x - cx) ** 2 / (r - 6) ** 2 + above ** 2 > 0.72) continue;
        doc.save().fillColor(colors.gold).fillOpacity(0.28).circle(x, y, 3.2).fill().restore();
      }
    }
  }
  doc.strokeOpacity(0.25);
  const cell = 12;
  for (let x = 24 - cell; x < page.width - 24; x += cell * 2) {
    doc.moveTo(x, fieldTop).lineTo(x + cell * 2, fieldTop + cell * 2).stroke();
    doc.moveTo(x + cell * 2, fieldTop).lineTo(x, fieldTop + cell * 2).stroke();
  }
  doc.restore();
}

export function drawCover(ctx: LayoutContext, frontmatter: PdfFrontmatter, edition: Edition): void {
  const { doc } = ctx;
  const left = page.marginX;
  const width = page.width - page.marginX * 2;
  const fieldTop = 560;

  doc.save();
  doc.rect(0, 0, page.width, page.height).fill(colors.cellarBlack);
  doc.rect(0, fieldTop, page.width, page.height - fieldTop).fill(colors.burgundy);
  doc.restore();
  const metaY = page.height - 64;
  drawVault(ctx, fieldTop, metaY - 30);
  doc.save();
  doc.rect(0, fieldTop - 1.5, page.width, 1.5).fill(colors.gold);
  doc.lineWidth(0.6).strokeColor(colors.gold).rect(24, 24, page.width - 48, page.height - 48).stroke();
  doc.restore();

  const eyebrow = { font: 'bodySemibold', size: 8.5, color: colors.gold } as const;
  drawTracked(ctx, business.name.toUpperCase(), left, 74, eyebrow, 2.2);
  drawTracked(ctx, 'FREE GUIDE', page.width - left, 74, { ...eyebrow, color: colors.paleGold }, 2.2, 'right');
  doc.save().rect(left, 86, width, 0.5).fill(colors.gold).restore();

  doc.save().rect(left, 196, 56, 2.5).fill(colors.gold).restore();
  let y = block(ctx, frontmatter.title, TITLE, left, 214, width - 20);
  y = block(ctx, frontmatter.subtitle, SUBTITLE, left, y + 14, width - 40);
  block(ctx, frontmatter.description, SUMMARY, left, y + 22, width - 90);

  const meta = { font: 'bodySemibold', size: 8.5, color: colors.paleGold } as const;
  doc.save().rect(left, metaY - 30, width, 0.5).fill(colors.gold).restore();
  drawTracked(ctx, `${edition.label}  ·  ${edition.date}`.toUpperCase(), left, metaY - 12, meta, 1.6);
  drawTracked(ctx, new URL(business.url).host.toUpperCase(), page.width - left, metaY - 12, meta, 1.6, 'right');
  block(ctx, `By the ${frontmatter.author.replace(/^the\s+/i, '')}`, { ...SUMMARY, size: 9.5, color: colors.cream }, left, metaY - 6, width);
}
