/**
 * Reads every Markdown file under src/content/<collection>/, validates its
 * frontmatter (src/content/schema.ts), renders the body to HTML and splits it
 * into sections for the knowledge index. Any problem stops the build with
 * the file and the field at fault.
 */
import { readdir, readFile, access } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import {
  COLLECTIONS,
  WORDS_PER_MINUTE,
  frontmatterSchemaFor,
  pathFor,
  type Collection,
  type ContentMeta,
  type Heading,
} from '../../src/content/schema.ts';

export interface ContentSection {
  /** Heading text, or the page title for the introduction. */
  heading: string;
  /** Anchor id on the page ('' for the introduction). */
  anchor: string;
  /** Plain text of the section. */
  text: string;
}

export interface ContentEntry {
  meta: ContentMeta;
  html: string;
  headings: Heading[];
  sections: ContentSection[];
  /** Internal links in the body, for link checking. */
  links: string[];
  file: string;
}

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|tr|h\d|blockquote)>/g, '\n')
    .replace(/<(td|th)[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * Tables as the knowledge index reads them: each body row one sentence, its
 * first cell then each other cell after its column's name ("Interior walls —
 * minimum R-13, preferred or typical R-19."), so a row can be quoted as an
 * answer and searched with its column's words; cells run together ("Interior
 * walls R-13 R-19 …") read as noise.
 */
export function tablesAsSentences(html: string): string {
  const cellsOf = (row: string, tag: 'th' | 'td') =>
    [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
  // Entities stay encoded here: the section's htmlToText decodes them once.
  // A column name or cell inside the sentence starts in lower case, unless its first word is an acronym or a brand ("RSI", "CellarPro").
  const lower = (name: string) => (/^(\p{Lu}\p{Ll}[^\s\p{Lu}]*|A)(\s|$)/u.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name);
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (_table, inner: string) => {
    const headRow = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? '';
    const names = cellsOf(headRow, 'th');
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(inner)?.[1] ?? '';
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => cellsOf(row[1] ?? '', 'td'));
    const sentences = rows.map((cells) => {
      const [first = '', ...rest] = cells;
      const clauses = rest.flatMap((cell, index) => (cell === '' ? [] : [`${names[index + 1] ? `${lower(names[index + 1] ?? '')} ` : ''}${lower(cell)}`]));
      const sentence = clauses.length > 0 ? `${first} — ${clauses.join(', ')}` : first;
      return `<p>${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}</p>`;
    });
    return sentences.join('\n');
  });
}

/** Escapes text for an HTML attribute or element body. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const CALLOUT = /^<p><strong>(Note|Rule of thumb|Warning):<\/strong>/;

/** Renders one Markdown body; collects headings and internal links as it goes. */
export function renderMarkdown(body: string, file: string): { html: string; headings: Heading[]; links: string[]; sections: ContentSection[]; title?: string } {
  const headings: Heading[] = [];
  const links: string[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  // A table's scroll region is named for the section it sits in, so a screen reader's list of
  // regions tells the tables apart; a second table in one section gets a number.
  let lastHeading = '';
  const tableNames = new Map<string, number>();
  const tableName = () => {
    const base = lastHeading ? `Table: ${lastHeading}` : 'Table';
    const count = (tableNames.get(base) ?? 0) + 1;
    tableNames.set(base, count);
    return escapeAttribute(count === 1 ? base : `${base} (${count})`);
  };

  marked.use({
    walkTokens(token) {
      if (token.type === 'html') throw new ContentError(file, `raw HTML is not allowed in content (${token.raw.trim().slice(0, 40)})`);
      if (token.type === 'heading' && (token as Tokens.Heading).depth === 1) throw new ContentError(file, 'use ## and ### headings; the title comes from frontmatter');
      if (token.type === 'image') throw new ContentError(file, 'images in the body are not allowed; artwork comes from hero');
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = htmlToText(inner);
        const base = slugify(text) || 'section';
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count + 1}`;
        if (depth === 2 || depth === 3) headings.push({ depth, id, text });
        lastHeading = text;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${title}"` : '';
        if (href.startsWith('/')) {
          links.push(href.split('#')[0] ?? href);
          return `<a href="${href}"${titleAttr}>${inner}</a>`;
        }
        if (href.startsWith('#')) return `<a href="${href}"${titleAttr}>${inner}</a>`;
        if (/^mailto:|^tel:/.test(href)) return `<a href="${href}">${inner}</a>`;
        throw new ContentError(file, `external links are not allowed in content; name the source instead (${href})`);
      },
      blockquote({ tokens }) {
        const inner = this.parser.parse(tokens);
        const kind = CALLOUT.exec(inner)?.[1];
        const cls = kind ? ` class="callout callout-${slugify(kind)}"` : '';
        return `<blockquote${cls}>\n${inner}</blockquote>\n`;
      },
      table(token) {
        // Let wide tables scroll on phones without breaking the page width.
        const header = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join('');
        const rows = token.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
          .join('\n');
        return `<div class="table-wrap"><div class="table-scroll" role="region" aria-label="${tableName()}" tabindex="0"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div></div>\n`;
      },
    },
  });

  const html = wrapSections(marked.parse(body) as string);

  // Sections for the knowledge index: the text between one ##/### heading and the next.
  const sections: ContentSection[] = [];
  const parts = html.split(/(?=<h[23] id=")/);
  for (const part of parts) {
    const match = /^<h[23] id="([^"]+)">([\s\S]*?)<\/h[23]>/.exec(part);
    const text = htmlToText(tablesAsSentences(match ? part.slice(match[0].length) : part));
    if (!text) continue;
    sections.push({ heading: match ? htmlToText(match[2] ?? '') : '', anchor: match?.[1] ?? '', text });
  }
  return { html, headings, links, sections };
}

/**
 * Each ## section of a long body becomes its own <section>, so the browser
 * can skip laying out the ones off screen (see .article-section in
 * src/styles.css): a font swap or hydration then re-lays out one screen.
 */
export function wrapSections(html: string): string {
  const parts = html.split(/(?=<h2 id=")/);
  if (parts.length <= 2) return html;
  return parts[0] + parts.slice(1).map((part) => `<section class="article-section">${part.trimEnd()}</section>\n`).join('');
}

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export async function loadEntry(root: string, collection: Collection, fileName: string): Promise<ContentEntry> {
  const absolute = join(root, 'src/content', collection, fileName);
  const file = relative(root, absolute);
  const source = await readFile(absolute, 'utf8');
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ContentError(file, 'missing YAML frontmatter between --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(file, `frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const slug = fileName.replace(/\.md$/, '');
  const parsed = frontmatterSchemaFor(collection, slug).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'frontmatter'} ${issue.message}`).join('; ');
    throw new ContentError(file, `invalid frontmatter: ${problems}`);
  }
  const frontmatter = parsed.data;
  if (frontmatter.updated && frontmatter.updated < frontmatter.published) throw new ContentError(file, 'updated is earlier than published');
  try {
    await access(join(root, 'src/content/art', `${frontmatter.hero.art}.svg`));
  } catch {
    throw new ContentError(file, `hero.art "${frontmatter.hero.art}" has no file src/content/art/${frontmatter.hero.art}.svg`);
  }
  const rendered = renderMarkdown(match[2] ?? '', file);
  const words = countWords(htmlToText(rendered.html));
  const meta: ContentMeta = {
    ...frontmatter,
    collection,
    slug,
    path: pathFor(collection, slug),
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
  return { meta, html: rendered.html, headings: rendered.headings, sections: rendered.sections, links: rendered.links, file };
}

export async function loadAllContent(root = process.cwd()): Promise<ContentEntry[]> {
  const entries: ContentEntry[] = [];
  for (const collection of COLLECTIONS) {
    let files: string[] = [];
    try {
      files = (await readdir(join(root, 'src/content', collection))).filter((name) => name.endsWith('.md')).sort();
    } catch {
      continue;
    }
    for (const name of files) entries.push(await loadEntry(root, collection, name));
  }
  return entries;
}
