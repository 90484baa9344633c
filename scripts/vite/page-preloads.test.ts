import { describe, expect, it } from 'vitest';
import { chunkFiles, entryFiles, isPageSource, omitPageDeps, pagePreloads, type Manifest } from './page-preloads.ts';

// A small build: the entry imports React's chunk; two pages share a form chunk, which imports zod.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-AbC_12-x.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/shell-Qw3rTy12.js' },
  '_form.js': { file: 'assets/form-Zx9_Yu45.js', imports: ['_zod.js', '_shell.js'] },
  '_zod.js': { file: 'assets/zod-Pp0oIi98.js' },
  'src/features/calculators/pages/cost-calculator-page.tsx': { file: 'assets/cost-calculator-page-Aa1Bb2Cc.js', imports: ['_form.js', '_shell.js'] },
  'src/app/pages/not-found-page.tsx': { file: 'assets/not-found-page-Dd3Ee4Ff.js', imports: ['_shell.js'] },
  'src/features/quote/quote-page.tsx': { file: 'assets/quote-page-Gg5Hh6Ii.js', imports: ['_form.js'] },
  'src/components/tool-shell/tool-page.tsx': { file: 'assets/tool-page-Jj7Kk8Ll.js' },
};

describe('omitPageDeps', () => {
  const deps = ['assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js'];
  it('drops the list for a page imported by the entry', () => {
    expect(omitPageDeps('assets/quote-page-Gg5Hh6Ii.js', deps, { hostId: 'assets/index-AbC_12-x.js', hostType: 'js' })).toEqual([]);
  });
  it('keeps it for what is not a page, or when another chunk imports the page', () => {
    expect(omitPageDeps('assets/chat-overlay-Mm9Nn0Oo.js', deps, { hostId: 'assets/index-AbC_12-x.js', hostType: 'js' })).toEqual(deps);
    expect(omitPageDeps('assets/quote-page-Gg5Hh6Ii.js', deps, { hostId: 'assets/admin-Pp1Qq2Rr.js', hostType: 'js' })).toEqual(deps);
    expect(omitPageDeps('assets/quote-page-Gg5Hh6Ii.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});

describe('page lists', () => {
  it('a page file is one the route table can name', () => {
    expect(isPageSource('src/features/quote/quote-page.tsx')).toBe(true);
    expect(isPageSource('src/app/pages/not-found-page.tsx')).toBe(true);
    expect(isPageSource('src/components/tool-shell/tool-page.tsx')).toBe(false);
    expect(isPageSource('_form.js')).toBe(false);
  });

  it('a module’s chunks: its own and what it imports, without the entry or what is already loaded', () => {
    expect(chunkFiles(manifest, 'src/features/quote/quote-page.tsx')).toEqual(['assets/quote-page-Gg5Hh6Ii.js', 'assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js', 'assets/shell-Qw3rTy12.js']);
    expect(chunkFiles(manifest, 'src/features/quote/quote-page.tsx', entryFiles(manifest))).toEqual(['assets/quote-page-Gg5Hh6Ii.js', 'assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js']);
    expect(chunkFiles(manifest, 'index.html')).toEqual([]);
  });

  it('/page-preloads.json: every page, each file once, by index', () => {
    const { files, pages } = pagePreloads(manifest);
    expect(Object.keys(pages).sort()).toEqual(['app/pages/not-found-page.tsx', 'features/calculators/pages/cost-calculator-page.tsx', 'features/quote/quote-page.tsx']);
    expect(new Set(files).size).toBe(files.length);
    const named = (page: string) => pages[page]!.map((at) => files[at]);
    expect(named('features/quote/quote-page.tsx')).toEqual(['assets/quote-page-Gg5Hh6Ii.js', 'assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js']);
    expect(named('features/calculators/pages/cost-calculator-page.tsx')).toEqual(['assets/cost-calculator-page-Aa1Bb2Cc.js', 'assets/form-Zx9_Yu45.js', 'assets/zod-Pp0oIi98.js']);
    expect(named('app/pages/not-found-page.tsx')).toEqual(['assets/not-found-page-Dd3Ee4Ff.js']);
  });
});
