import { business } from '../../supabase/functions/_domain/business.ts';
import { drawLine, drawTracked, type LayoutContext, singleLine } from './context.ts';
import { bodyWidth, colors, page } from './theme.ts';

export interface Edition {
  /** "Edition 1.0" */
  label: string;
  /** "February 2026" */
  date: string;
  year: number;
}

export function editionOf(version: string, isoDate: string): Edition {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const label = /^\d/.test(version) ? `Edition ${version}` : version;
  return { label, date: month, year: date.getUTCFullYear() };
}

const SITE = new URL(business.url).host;

/** Running header and footer of the inner pages: brand, title, edition and "Page N of M". */
export function drawChrome(ctx: LayoutContext, title: string, edition: Edition, pageNumber: number, pageCount: number): void {
  const { doc } = ctx;
  const left = page.marginX;
  const right = page.width - page.marginX;
  const label = { font: 'bodySemibold', size: 7.5, color: colors.burgundy } as const;
  const brandWidth = drawTracked(ctx, business.name.toUpperCase(), left, page.headerBaseline, label, 1.4);
  const titleLine = singleLine(ctx, title, { font: 'body', size: 8, leading: 1, color: colors.muted }, bodyWidth - brandWidth - 24);
  drawLine(ctx, titleLine, right - titleLine.width, page.headerBaseline);
  doc.save();
  doc.rect(left, page.headerBaseline + 8, bodyWidth, 0.5).fill(colors.paleGold);
  doc.rect(left, page.footerBaseline - 14, bodyWidth, 0.5).fill(colors.paleGold);
  doc.restore();
  const footer = singleLine(ctx, `${SITE}  ·  ${edition.label}`, { font: 'body', size: 8, leading: 1, color: colors.muted });
  drawLine(ctx, footer, left, page.footerBaseline);
  const count = singleLine(ctx, `Page ${pageNumber} of ${pageCount}`, { font: 'bodySemibold', size: 8, leading: 1, color: colors.ink });
  drawLine(ctx, count, right - count.width, page.footerBaseline);
}
