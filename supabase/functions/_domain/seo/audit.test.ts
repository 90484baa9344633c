// @vitest-environment jsdom
// The audit reads HTML through the DOMParser it is given: the browser's on the page, jsdom's here.
import { describe, expect, it } from 'vitest';
import { auditSite, jsonLdProblem, matchesRoute, readSitemap, type RouteInput } from './audit.ts';

const SITE = 'https://cellar.example';

/** A page as the prerenderer writes one, with parts that each test can spoil. */
function page(path: string, parts: { title?: string | null; description?: string | null; canonical?: string | null; h1?: number; body?: string; head?: string; og?: boolean; lang?: boolean } = {}) {
  const title = parts.title === undefined ? `The page at ${path} | Cellars` : parts.title;
  const description = parts.description === undefined ? `What the page at ${path} offers a collector, in one sentence of a useful length.` : parts.description;
  const canonical = parts.canonical === undefined ? `${SITE}${path === '/' ? '/' : path}` : parts.canonical;
  const og = parts.og === false ? '' : ['title', 'description', 'type', 'url', 'image'].map((tag) => `<meta property="og:${tag}" content="x">`).join('');
  return `<!doctype html><html${parts.lang === false ? '' : ' lang="en"'}><head>
    ${title === null ? '' : `<title>${title}</title>`}
    ${description === null ? '' : `<meta name="description" content="${description}">`}
    ${canonical === null ? '' : `<link rel="canonical" href="${canonical}">`}
    ${og}${parts.head ?? ''}
  </head><body>${'<h1>Heading</h1>'.repeat(parts.h1 ?? 1)}<nav><a href="/">Home</a><a href="/blog">Blog</a><a href="/quote">Quote</a></nav>${parts.body ?? ''}</body></html>`;
}

const route = (path: string, html: string | null, isPublic = true, example = path): RouteInput => ({ path, example, public: isPublic, html });

const parser = new DOMParser();
const audit = (routes: RouteInput[], sitemap = routes.filter((r) => r.public && r.html).map((r) => r.example)) => auditSite({ routes, sitemap, siteHosts: ['cellar.example'], parser });

const checksOf = (report: ReturnType<typeof audit>, path: string) => report.pages.find((p) => p.path === path)?.findings.map((f) => f.check) ?? [];

describe('SEO audit', () => {
  it('passes a clean site with no finding and a score of 100', () => {
    const report = audit([route('/', page('/')), route('/blog', page('/blog')), route('/quote', page('/quote'))]);
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 0 });
    expect(report.score).toBe(100);
    expect(report.fixes).toEqual([]);
  });

  it('finds each page fault once, with what to do', () => {
    const report = audit([
      route('/', page('/')),
      route('/blog', page('/blog', { title: 'Blog', description: 'Too short.', canonical: `${SITE}/elsewhere`, h1: 2, og: false, lang: false })),
      route('/quote', page('/quote', { title: null, description: null, canonical: null, h1: 0, body: '<img src="/a.svg"><img src="/b.svg" alt=""><a href="/nowhere">x</a><a href="https://other.example/x">y</a><a href="/guide.pdf">z</a>' })),
    ]);
    expect(checksOf(report, '/blog').sort()).toEqual(['canonical-mismatch', 'description-length', 'h1-count', 'lang-missing', 'og-missing', 'title-length']);
    expect(checksOf(report, '/quote').sort()).toEqual(['canonical-missing', 'description-missing', 'h1-count', 'img-alt', 'link-broken', 'title-missing']);
    const quote = report.pages.find((p) => p.path === '/quote');
    expect(quote?.findings.find((f) => f.check === 'img-alt')?.detail).toBe('1 image without alt: /a.svg.');
    expect(quote?.findings.find((f) => f.check === 'link-broken')?.detail).toContain('/nowhere');
    // 8 errors × 5 + 4 warnings × 1.
    expect(report.counts).toEqual({ error: 8, warning: 4, info: 0 });
    expect(report.score).toBe(56);
    expect(report.fixes[0]?.severity).toBe('error');
    expect(report.fixes.find((f) => f.check === 'h1-count')?.paths).toEqual(['/blog', '/quote']);
  });

  it('flags titles and descriptions used twice, on both pages', () => {
    const same = { title: 'Wine cellars built to last', description: 'The same description on two pages of the site, which confuses results.' };
    const report = audit([route('/', page('/')), route('/blog', page('/blog', same)), route('/quote', page('/quote', same))]);
    for (const path of ['/blog', '/quote']) expect(checksOf(report, path)).toEqual(['title-duplicate', 'description-duplicate']);
  });

  it('checks JSON-LD blocks', () => {
    expect(jsonLdProblem('{"@context":"https://schema.org","@type":"Organization"}')).toBeNull();
    expect(jsonLdProblem('{"@context":"https://schema.org","@graph":[]}')).toBeNull();
    expect(jsonLdProblem('{"@type":"Organization"}')).toBe('no @context.');
    expect(jsonLdProblem('{"@context":"https://schema.org"}')).toBe('no @type.');
    expect(jsonLdProblem('{oops')).toBe('not valid JSON.');
    const report = audit([route('/', page('/', { head: '<script type="application/ld+json">{oops</script>' })), route('/blog', page('/blog')), route('/quote', page('/quote'))]);
    expect(report.pages[0]?.findings).toEqual([{ check: 'jsonld-invalid', severity: 'error', path: '/', detail: 'JSON-LD block 1: not valid JSON.' }]);
  });

  it('holds the sitemap to the routes: missing, unknown and private entries', () => {
    const routes = [route('/', page('/')), route('/blog', page('/blog')), route('/quote', page('/quote')), route('/admin', null, false)];
    const report = audit(routes, ['/', '/quote', '/old-page', '/admin']);
    expect(report.site.map((f) => [f.check, f.path])).toEqual([
      ['sitemap-missing', '/blog'],
      ['sitemap-private', '/admin'],
      ['sitemap-unknown', '/old-page'],
    ]);
    expect(checksOf(report, '/admin')).toEqual(['not-prerendered']);
    // Information only: no fix is proposed for a page behind a sign-in.
    expect(report.fixes.some((f) => f.check === 'not-prerendered')).toBe(false);
  });

  it('finds pages nothing links to, and follows links to routes with parameters', () => {
    const routes = [
      route('/', page('/', { body: '<a href="/contractors/acme-builds">Acme</a>' })),
      route('/blog', page('/blog')),
      route('/quote', page('/quote')),
      route('/lonely', page('/lonely')),
      route('/contractors/:slug', null, true, '/contractors/acme-builds'),
    ];
    const report = audit(routes);
    expect(checksOf(report, '/lonely')).toEqual(['orphan']);
    expect(checksOf(report, '/')).toEqual([]);
    expect(checksOf(report, '/contractors/acme-builds')).toEqual(['not-prerendered']);
  });

  it('matches paths to route patterns and reads sitemap URLs on any host', () => {
    expect(matchesRoute('/contractors/acme', ['/contractors/:slug'])).toBe(true);
    expect(matchesRoute('/contractors/acme/more', ['/contractors/:slug'])).toBe(false);
    expect(matchesRoute('/blog/', ['/blog'])).toBe(true);
    const xml = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://cellar.example/</loc></url><url><loc>https://cellar.example/blog/</loc></url></urlset>';
    expect(readSitemap(xml, parser)).toEqual({ paths: ['/', '/blog'], hosts: ['cellar.example'] });
  });
});

describe('the audit’s report file', () => {
  it('lists the fixes, then every page with its findings', async () => {
    const { reportMarkdown } = await import('./report-markdown.ts');
    const report = audit([route('/', page('/')), route('/blog', page('/blog', { h1: 0 })), route('/quote', page('/quote'))]);
    const text = reportMarkdown(report, 'cellar.example', new Date('2026-11-26T15:00:00Z'));
    expect(text).toContain('# SEO audit of cellar.example');
    expect(text).toContain('Run on 2026-11-26 15:00 UTC: 3 pages, 1 error, 0 warnings (summary score 95/100).');
    expect(text).toContain('- **error**: Give the page exactly one <h1>. (/blog)');
    expect(text).toMatch(/### \/quote\n\nNo findings\./);
  });
});
