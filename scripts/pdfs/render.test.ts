import { describe, expect, it } from 'vitest';
import { business } from '../../supabase/functions/_domain/business.ts';
import { parseGuide } from './frontmatter.ts';
import { countPages, infoEntry, outlineTitles } from './pdf-inspect.ts';
import { renderPdf } from './render.ts';
import { contentDir, fixture, fixturesDir, guideFiles, rectangleCount } from './test-support.ts';

const RENDER_TIMEOUT = 60_000;

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

const guides = [...guideFiles(contentDir), ...guideFiles(fixturesDir)];

describe('renderPdf on every guide', () => {
  it('finds the guide this brief ships', () => {
    expect(guides.map((guide) => guide.name)).toContain('7-deadly-sins-wine-cellars');
  });

  it.each(guides.map((guide) => [guide.name, guide] as const))(
    '%s renders a complete, titled PDF of plausible length',
    async (_name, guide) => {
      const pdf = await renderPdf(guide.source, { fileName: guide.path });
      const { frontmatter, body } = parseGuide(guide.source, guide.path);

      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      expect(infoEntry(pdf, 'Title')).toBe(frontmatter.title);
      expect(infoEntry(pdf, 'Author')).toBe(business.name);
      expect(infoEntry(pdf, 'Subject')).toBe(frontmatter.description);

      // Cover + at least one body page + closing page; a body page holds
      // roughly 350–600 words, so far more pages than that means the
      // paginator is looping or leaving pages empty.
      const pages = countPages(pdf);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(pages).toBeLessThanOrEqual(4 + Math.ceil(wordCount(body) / 150));
    },
    RENDER_TIMEOUT,
  );
});

describe('renderPdf document structure', () => {
  it('writes metadata and a bookmark per ## section, dated from the frontmatter', async () => {
    const source = fixture('all-features');
    const pdf = await renderPdf(source, { fileName: 'all-features.md' });
    expect(infoEntry(pdf, 'Keywords')).toBe('WineCellarGPT, wine cellar, commissioning, checklist');
    expect(infoEntry(pdf, 'CreationDate')).toBe('D:20260302000000Z');
    expect(infoEntry(pdf, 'ModDate')).toBe('D:20260410000000Z');
    const titles = outlineTitles(pdf);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Why commission a cellar before loading it?',
        'What to tick off on commissioning day',
        'Readings to expect',
        'Your next step',
      ]),
    );
  }, RENDER_TIMEOUT);

  it('adds a contents page to long guides and none to short ones', async () => {
    const long = guideFiles(contentDir).find((guide) => guide.name === '7-deadly-sins-wine-cellars');
    if (!long) throw new Error('7-deadly-sins-wine-cellars.md is missing');
    const withContents = await renderPdf(long.source, { fileName: long.path });
    const withoutContents = await renderPdf(fixture('minimal'), { fileName: 'minimal.md' });
    expect(outlineTitles(withContents)).toContain('Contents');
    expect(outlineTitles(withoutContents)).not.toContain('Contents');
    expect(countPages(withoutContents)).toBe(3);
  }, RENDER_TIMEOUT);

  it('prints internal links as clickable site addresses', async () => {
    const pdf = await renderPdf(fixture('minimal'), { fileName: 'minimal.md' });
    expect(pdf.toString('latin1')).toContain(`/URI (${business.url}/calculators/climate)`);
    expect(pdf.toString('latin1')).toContain(`/URI (${business.url}/quote)`);
  }, RENDER_TIMEOUT);

  it('draws a check box for every task item', async () => {
    const tasks = fixture('minimal');
    const plain = tasks.replace(/^- \[ \] /gm, '- ');
    expect(plain).not.toEqual(tasks);
    const withBoxes = await renderPdf(tasks, { fileName: 'tasks.md', compress: false });
    const withBullets = await renderPdf(plain, { fileName: 'plain.md', compress: false });
    // Four task items become four stroked squares; plain bullets are diamonds (polygons), not rectangles.
    expect(rectangleCount(withBoxes) - rectangleCount(withBullets)).toBe(4);
  }, RENDER_TIMEOUT);

  it('gives identical bytes for identical input', async () => {
    const source = fixture('all-features');
    const first = await renderPdf(source, { fileName: 'all-features.md' });
    const second = await renderPdf(source, { fileName: 'all-features.md' });
    expect(first.equals(second)).toBe(true);
  }, RENDER_TIMEOUT);

  it('repeats the header row when a long table crosses pages', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => `| Rack bay ${i + 1} | ${72 + (i % 5)} | ${(i % 3) + 1} |`).join('\n');
    const source = fixture('minimal').replace(
      'Run the numbers',
      `| Bay | Bottles | Depth |\n|:--|--:|--:|\n${rows}\n\nRun the numbers`,
    );
    const pdf = await renderPdf(source, { fileName: 'long-table.md', compress: false });
    const burgundy = /^0\.41960\d* 0\.11372\d* 0\.16470\d* scn$/gm;
    const burgundyFills = pdf.toString('latin1').match(burgundy)?.length ?? 0;
    const pages = countPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(5);
    // One header row per body page the table touches, besides the cover and closing artwork.
    const coverAndBrand = (await renderPdf(fixture('minimal'), { fileName: 'minimal.md', compress: false }))
      .toString('latin1')
      .match(burgundy)?.length ?? 0;
    expect(burgundyFills - coverAndBrand).toBeGreaterThanOrEqual(pages - 3);
  }, RENDER_TIMEOUT);
});

describe('renderPdf content errors', () => {
  const valid = fixture('minimal');

  it('names the file and the field of a broken frontmatter', async () => {
    await expect(renderPdf(valid.replace(/^title: .*$/m, ''), { fileName: 'src/content/pdfs/broken.md' })).rejects.toThrow(
      /src\/content\/pdfs\/broken\.md: frontmatter field "title"/,
    );
    await expect(renderPdf(valid.replace('published: 2026-05-04', 'published: May 4'), { fileName: 'dated.md' })).rejects.toThrow(
      /dated\.md: frontmatter field "published" must be a date written as YYYY-MM-DD/,
    );
  });

  it('rejects a level-1 heading, raw HTML and characters the fonts cannot print', async () => {
    await expect(renderPdf(`${valid}\n# Second title\n`, { fileName: 'h1.md' })).rejects.toThrow(/h1\.md: level-1 heading/);
    await expect(renderPdf(`${valid}\n<div>boxed</div>\n`, { fileName: 'html.md' })).rejects.toThrow(/html\.md: raw HTML/);
    await expect(renderPdf(`${valid}\nKeep it cool ★\n`, { fileName: 'star.md' })).rejects.toThrow(/star\.md: character "★" \(U\+2605\)/);
  });
});
