/**
 * The legal pages' prose (src/content/legal/*.md) rendered at build time with
 * the same Markdown rules as the articles. Each `## Title {#anchor}` starts a
 * section whose anchor is written in the file, so links from emails keep
 * working when a title is reworded. `{{name}}` placeholders take the
 * business's facts from supabase/functions/_domain/business.ts, so the legal name, address
 * for privacy requests and warranty terms are written once.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { business } from '../../supabase/functions/_domain/business.ts';
import { ContentError, escapeAttribute, renderMarkdown } from './load-content.ts';

export interface LegalSection {
  id: string;
  title: string;
  /** The section's heading (carrying the anchor) and its body. */
  html: string;
}

/** Every value a legal page may name. */
export const LEGAL_VALUES: Readonly<Record<string, string>> = {
  name: business.name,
  legalName: business.legalName,
  host: business.url.replace('https://', ''),
  email: business.email,
  phone: business.phone,
  serviceArea: business.serviceArea,
  quoteValue: `$${business.offer.quoteValueUsd.toLocaleString('en-US')}`,
  'offer.responseHours': String(business.offer.responseHours),
  'offer.spotsPerQuarter': String(business.offer.spotsPerQuarter),
  'offer.scarcityBadge': business.offer.scarcityBadge,
  'timeline.label': business.timeline.label,
  'warranties.constructionYears': String(business.warranties.constructionYears),
  'warranties.climateSystemsYears': String(business.warranties.climateSystemsYears),
  'warranties.racking': business.warranties.racking,
};

const SECTION_HEADING = /^## (.+?) \{#([a-z0-9-]+)\}\s*$/gm;

export function renderLegal(markdown: string, file: string, values: Readonly<Record<string, string>> = LEGAL_VALUES): LegalSection[] {
  const filled = markdown.replace(/\{\{([\w.]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new ContentError(file, `unknown placeholder {{${key}}}; known: ${Object.keys(values).join(', ')}`);
    return value;
  });
  if (/\{\{|\}\}/.test(filled)) throw new ContentError(file, 'a placeholder is not closed ({{name}})');
  const headings = [...filled.matchAll(SECTION_HEADING)];
  if (headings.length === 0) throw new ContentError(file, 'no sections: start each with "## Title {#anchor}"');
  if (filled.slice(0, headings[0]?.index).trim()) throw new ContentError(file, 'text before the first "## Title {#anchor}"');
  const ids = new Set<string>();
  return headings.map((heading, index) => {
    const [line, title = '', id = ''] = heading;
    if (ids.has(id)) throw new ContentError(file, `the anchor #${id} is used twice`);
    ids.add(id);
    const start = (heading.index ?? 0) + line.length;
    const end = headings[index + 1]?.index ?? filled.length;
    const body = filled.slice(start, end);
    if (/^## /m.test(body)) throw new ContentError(file, `a ## heading without an {#anchor} in "${title}"`);
    const h2 = `<h2 id="${id}"${index === 0 ? ' class="mt-0"' : ''}>${escapeAttribute(title)}</h2>\n`;
    return { id, title, html: h2 + renderMarkdown(body, file).html };
  });
}

export async function loadLegal(root: string, name: string): Promise<{ sections: LegalSection[]; file: string }> {
  const absolute = join(root, 'src/content/legal', `${name}.md`);
  const file = relative(root, absolute);
  return { sections: renderLegal(await readFile(absolute, 'utf8'), file), file };
}
