/**
 * sitemap.xml and robots.txt, derived from the route table. Used by the dev
 * server (scripts/vite/site-files-plugin.ts) and written at build by
 * scripts/prerender.ts, so both always agree.
 */
export interface SitemapRoute {
  path: string;
  priority?: number;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemap(routes: readonly SitemapRoute[], origin: string, lastmod: string): string {
  const base = origin.replace(/\/$/, '');
  const urls = routes
    .map((route) => {
      const loc = escapeXml(`${base}${route.path}`);
      const priority = (route.priority ?? 0.6).toFixed(1);
      return `  <url>\n    <loc>${loc}</loc>\n    <lastmod>${lastmod}</lastmod>\n    <priority>${priority}</priority>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Signed-in, admin and contractor areas have no value to crawlers. */
export function buildRobots(origin: string, disallow: readonly string[]): string {
  const base = origin.replace(/\/$/, '');
  const rules = disallow.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${base}/sitemap.xml\n`;
}
