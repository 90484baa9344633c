// This test reads the content files and builds the index with Node, as the build does.
/// <reference types="node" />
/**
 * The content as a whole: every file valid, every internal link and every
 * `related` entry pointing at a real route, a generated PDF or a landing
 * section, and every download page naming a PDF that exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { routeTable } from '@/app/route-table.ts';
import { COLLECTIONS } from '@/content/schema.ts';
import { loadAllContent, type ContentEntry } from '../../../scripts/content/load-content.ts';
import { countPages } from '../../../scripts/pdfs/pdf-inspect.ts';

const root = process.cwd();
const pdfSlugs = readdirSync(join(root, 'src/content/pdfs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));
// Section ids the landing page renders (src/features/landing): header links and search results point at them.
const LANDING_ANCHORS = new Set(['top', 'services', 'about', 'contact', 'projects', 'faq-title', 'fail-title']);

function resolves(href: string): boolean {
  const [path = '', anchor] = href.split('#');
  if (path === '/' && anchor !== undefined) return LANDING_ANCHORS.has(anchor);
  const pdf = /^\/pdfs\/([a-z0-9-]+)\.pdf$/.exec(path)?.[1];
  if (pdf) return pdfSlugs.includes(pdf);
  return routeTable.some((route) => matchPath({ path: route.path, end: true }, path) !== null);
}

const SPEC_CONTENT_ROUTES = [
  '/blog/why-wine-cellars-fail',
  '/blog/wine-cellar-investment-guide',
  '/blog/wine-storage-climate-control',
  '/resources/wine-storage-guide',
  '/resources/common-mistakes',
  '/resources/investment-guide',
  '/resources/technical-guide',
  '/case-studies/napa-valley-estate',
  '/case-studies/restaurant-solution',
  '/case-studies/historic-home',
  '/tools/cost-calculator-guide',
  '/downloads/wine-storage-guide',
  '/downloads/planning-checklist',
  '/book',
  '/book/chapter-1',
];

let entries: ContentEntry[];
beforeAll(async () => {
  entries = await loadAllContent(root);
});

describe('content files', () => {
  it('loads every Markdown file of every collection through the schema', () => {
    const onDisk = COLLECTIONS.flatMap((collection) => {
      const dir = join(root, 'src/content', collection);
      return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')).map((name) => `${collection}/${name}`) : [];
    });
    expect(entries.map((entry) => `${entry.meta.collection}/${entry.meta.slug}.md`).sort()).toEqual(onDisk.sort());
  });

  it('covers every content route of docs/product-spec.md §2', () => {
    const paths = entries.map((entry) => entry.meta.path);
    for (const path of SPEC_CONTENT_ROUTES) expect(paths, path).toContain(path);
  });

  it('gives every page a route in the table', () => {
    for (const entry of entries) expect(resolves(entry.meta.path), entry.meta.path).toBe(true);
  });

  it('links only to routes, generated PDFs or landing sections, in bodies and in `related`', () => {
    const broken = entries.flatMap((entry) =>
      [...entry.links, ...(entry.meta.related ?? [])].filter((href) => !resolves(href)).map((href) => `${entry.file}: ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it('uses ## and ### headings with unique anchors on every page', () => {
    for (const entry of entries) {
      const ids = entry.headings.map((heading) => heading.id);
      expect(new Set(ids).size, entry.file).toBe(ids.length);
      expect(entry.html, entry.file).not.toMatch(/<h1[\s>]/);
    }
  });

  it('points every download page at a PDF guide, with its real page count once rendered', () => {
    const pages = entries.filter((entry) => entry.meta.collection === 'downloads');
    expect(pages.length).toBeGreaterThan(0);
    for (const { meta, file } of pages) {
      expect(meta.pdf && pdfSlugs.includes(meta.pdf), `${file}: pdf ${meta.pdf}`).toBe(true);
      const rendered = join(root, 'public/pdfs', `${meta.pdf}.pdf`);
      // public/pdfs is build output (npm run pdfs); the count is checked whenever it has been rendered.
      if (existsSync(rendered)) expect(countPages(readFileSync(rendered)), `${file}: pages`).toBe(meta.pages);
    }
  });
});
