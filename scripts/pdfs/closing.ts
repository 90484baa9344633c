import { business } from '../../supabase/functions/_domain/business.ts';
import type { Edition } from './chrome.ts';
import { baselineOffset, drawLine, drawTracked, type LayoutContext, lineHeight, wrap } from './context.ts';
import { inlineRuns } from './inline.ts';
import { colors, page, type TextStyle } from './theme.ts';
import { resolveLink } from './typography.ts';

const HEADLINE: TextStyle = { font: 'displayBold', size: 30, leading: 1.15, color: colors.cream };
const LEAD: TextStyle = { font: 'body', size: 11, leading: 1.5, color: '#eadfce' };
const SMALL: TextStyle = { font: 'body', size: 8.5, leading: 1.45, color: '#cbbca6' };

function paragraph(ctx: LayoutContext, text: string, style: TextStyle, x: number, top: number, width: number): number {
  const lines = wrap(ctx, inlineRuns([{ type: 'text', raw: text, text }], style), width);
  lines.forEach((line, index) => drawLine(ctx, line, x, top + index * lineHeight(style) + baselineOffset(style)));
  return top + lines.length * lineHeight(style);
}

function listOf(items: readonly string[]): string {
  const lower = items.map((item) => item.toLowerCase());
  return lower.length > 1 ? `${lower.slice(0, -1).join(', ')} and ${lower.at(-1)}` : (lower[0] ?? '');
}

function usdThousands(value: number): string {
  return `$${Math.round(value / 1000)}K`;
}

/**
 * The last page: the business's offer and contacts, all read from
 * business.ts so a changed warranty or phone number reaches every guide.
 */
export function drawClosing(ctx: LayoutContext, edition: Edition): void {
  const { doc } = ctx;
  const left = page.marginX;
  const width = page.width - page.marginX * 2;
  const { stats, offer, warranties, pricing, timeline } = business;

  doc.save().rect(0, 0, page.width, page.height).fill(colors.deepWine).restore();
  doc.save().lineWidth(0.6).strokeColor(colors.gold).rect(24, 24, page.width - 48, page.height - 48).stroke().restore();

  drawTracked(ctx, 'YOUR NEXT STEP', left, 96, { font: 'bodySemibold', size: 8.5, color: colors.gold }, 2.2);
  doc.save().rect(left, 108, 56, 2.5).fill(colors.gold).restore();
  let y = paragraph(ctx, 'Have your cellar designed right the first time', HEADLINE, left, 122, width - 60);
  y = paragraph(
    ctx,
    `Every mistake in this guide costs less to design out than to tear out. Send us your room's dimensions, photos or drawings, and a cellar designer and a climate engineer will plan the envelope, the cooling and the racking with you. We respond within ${offer.responseHours} hours.`,
    LEAD,
    left,
    y + 16,
    width - 40,
  );

  const quote = resolveLink('/quote');
  const button = { x: left, y: y + 26, width: 272, height: 44 };
  doc.save().roundedRect(button.x, button.y, button.width, button.height, 4).fill(colors.gold).restore();
  const cta = wrap(ctx, inlineRuns([{ type: 'text', raw: offer.quoteCta, text: offer.quoteCta }], { font: 'bodyBold', size: 12.5, leading: 1, color: colors.cellarBlack }), button.width)[0];
  if (cta) drawLine(ctx, cta, button.x + (button.width - cta.width) / 2, button.y + 27);
  if (quote.url) doc.link(button.x, button.y, button.width, button.height, quote.url);
  paragraph(ctx, `${quote.display ?? ''}  ·  response within ${offer.responseHours} hours`, { ...SMALL, color: colors.paleGold }, button.x + button.width + 18, button.y + 8, width - button.width - 18);

  const figures: Array<[string, string]> = [
    [stats.cellarsBuiltLabel, 'cellars designed and built'],
    [stats.yearsExperienceLabel, 'years of cellar experience'],
    [stats.ratingLabel, 'average client rating'],
    [stats.bbbRating, 'Better Business Bureau rating'],
  ];
  const statsTop = button.y + button.height + 54;
  const column = width / figures.length;
  doc.save().rect(left, statsTop - 18, width, 0.5).fill(colors.gold).restore();
  figures.forEach(([value, label], index) => {
    const x = left + index * column;
    paragraph(ctx, value, { font: 'displayBold', size: 26, leading: 1.1, color: colors.gold }, x, statsTop, column - 12);
    paragraph(ctx, label, SMALL, x, statsTop + 34, column - 16);
  });
  doc.save().rect(left, statsTop + 74, width, 0.5).fill(colors.gold).restore();

  const detailsTop = statsTop + 98;
  const half = (width - 24) / 2;
  const details: Array<[string, string]> = [
    [
      'WARRANTIES',
      `Construction ${warranties.constructionYears} years. Climate systems ${warranties.climateSystemsYears} years. Racking ${warranties.racking}.`,
    ],
    [
      'PROJECTS',
      `Professional cellars from ${usdThousands(pricing.professionalFromUsd)} to ${usdThousands(pricing.professionalToUsd)}+, built in ${timeline.constructionWeeksMin}–${timeline.constructionWeeksMax} weeks. Services: ${listOf(business.services)}.`,
    ],
  ];
  details.forEach(([heading, text], index) => {
    const x = left + index * (half + 24);
    drawTracked(ctx, heading, x, detailsTop, { font: 'bodySemibold', size: 8, color: colors.gold }, 1.8);
    paragraph(ctx, text, { ...LEAD, size: 10 }, x, detailsTop + 8, half);
  });

  const contactTop = page.height - 150;
  doc.save().rect(left, contactTop, width, 0.5).fill(colors.gold).restore();
  drawTracked(ctx, 'CONTACT', left, contactTop + 24, { font: 'bodySemibold', size: 8, color: colors.gold }, 1.8);
  const site = resolveLink('/');
  const contacts = [business.email, business.phone, site.display ?? ''];
  let x = left;
  for (const contact of contacts) {
    const line = wrap(ctx, inlineRuns([{ type: 'text', raw: contact, text: contact }], { font: 'bodySemibold', size: 11, leading: 1, color: colors.cream }), width)[0];
    if (!line) continue;
    drawLine(ctx, line, x, contactTop + 46);
    const target = contact === business.email ? `mailto:${business.email}` : contact === business.phone ? `tel:${business.phone.replace(/[^+\d]/g, '')}` : site.url;
    if (target) doc.link(x, contactTop + 34, line.width, 16, target);
    x += line.width + 30;
  }
  paragraph(
    ctx,
    `© ${edition.year} ${business.legalName}. ${edition.label}, ${edition.date}. The figures in this guide are design guidance from published manufacturer manuals and our own practice; your cellar's specification comes from a survey of your room.`,
    SMALL,
    left,
    contactTop + 66,
    width,
  );
}
