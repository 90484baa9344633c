/**
 * The SEO audit's engine: every route of the site and the HTML a crawler
 * receives for it, checked page by page and as a whole, then turned into a
 * list of fixes. Pure: it reads HTML through the DOMParser it is given (the
 * browser's, or jsdom's in tests) and fetches nothing (site.ts does).
 *
 * Lengths follow common search-result guidance, stated as such: titles are
 * cut at about 60 characters and descriptions at about 160 in results.
 */

export type Severity = 'error' | 'warning' | 'info';

export const CHECKS = {
  'title-missing': { severity: 'error', fix: 'Give the page a <title>.' },
  'title-length': { severity: 'warning', fix: 'Keep titles between 15 and 60 characters, so results show them whole.' },
  'title-duplicate': { severity: 'error', fix: 'Give each page a title of its own.' },
  'description-missing': { severity: 'error', fix: 'Add a meta description that says what the page offers.' },
  'description-length': { severity: 'warning', fix: 'Keep descriptions between 50 and 160 characters.' },
  'description-duplicate': { severity: 'error', fix: 'Give each page a description of its own.' },
  'canonical-missing': { severity: 'error', fix: 'Add <link rel="canonical"> with the page’s own absolute URL.' },
  'canonical-mismatch': { severity: 'error', fix: 'Point the canonical URL at the page itself.' },
  'og-missing': { severity: 'warning', fix: 'Add the Open Graph tags (og:title, og:description, og:type, og:url, og:image) so shared links show a card.' },
  'jsonld-invalid': { severity: 'error', fix: 'Make every JSON-LD block valid JSON with @context and @type.' },
  'h1-count': { severity: 'error', fix: 'Give the page exactly one <h1>.' },
  'img-alt': { severity: 'error', fix: 'Give every image an alt attribute (alt="" for a decorative one).' },
  'link-broken': { severity: 'error', fix: 'Point the link at a page that exists, or remove it.' },
  'noindex-listed': { severity: 'error', fix: 'Either let the page be indexed or take it out of the sitemap.' },
  'lang-missing': { severity: 'warning', fix: 'Set <html lang>, so screen readers and search engines know the language.' },
  'sitemap-missing': { severity: 'error', fix: 'List every public, prerendered page in sitemap.xml.' },
  'sitemap-unknown': { severity: 'error', fix: 'Remove sitemap entries that are not pages of the site.' },
  'sitemap-private': { severity: 'error', fix: 'Keep pages behind a sign-in out of sitemap.xml.' },
  orphan: { severity: 'warning', fix: 'Link to the page from at least one other page, so visitors and crawlers can reach it.' },
  'not-prerendered': { severity: 'info', fix: 'Nothing to do for a page behind a sign-in; a public page should be prerendered so crawlers read its content.' },
} as const satisfies Record<string, { severity: Severity; fix: string }>;

export type CheckId = keyof typeof CHECKS;

export interface Finding {
  check: CheckId;
  severity: Severity;
  /** The page it concerns; null for the site as a whole. */
  path: string | null;
  detail: string;
}

/** A route as the build's manifest (routes.json) lists it. */
export interface RouteInput {
  /** The route pattern (`/contractors/:slug`). */
  path: string;
  /** A concrete URL of it. */
  example: string;
  /** Anyone may open it (false: behind a sign-in). */
  public: boolean;
  /** The HTML a crawler receives; null when the route is not prerendered. */
  html: string | null;
}

export interface PageReport {
  path: string;
  prerendered: boolean;
  title: string | null;
  description: string | null;
  h1: number;
  links: number;
  images: number;
  findings: Finding[];
}

export interface Fix {
  check: CheckId;
  severity: Severity;
  how: string;
  /** The pages it concerns (empty: the site). */
  paths: string[];
}

export interface AuditReport {
  pages: PageReport[];
  site: Finding[];
  fixes: Fix[];
  counts: Record<Severity, number>;
  /** 100 less 5 per error and 1 per warning, never below 0: a summary, not a search engine's score. */
  score: number;
}

export const TITLE_RANGE = { min: 15, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 50, max: 160 } as const;
const OG_TAGS = ['og:title', 'og:description', 'og:type', 'og:url', 'og:image'] as const;

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

const finding = (check: CheckId, path: string | null, detail: string): Finding => ({ check, severity: CHECKS[check].severity, path, detail });

/** `/a/b/?x#y` → `/a/b`; the root stays `/`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

/** Whether a concrete path is one of the route patterns (`:param` matches one segment). */
export function matchesRoute(path: string, patterns: readonly string[]): boolean {
  const parts = normalizePath(path).split('/');
  return patterns.some((pattern) => {
    const want = pattern.split('/');
    return want.length === parts.length && want.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
  });
}

/** A link's path on this site, or null for another site, a mail link, an in-page anchor or a file. */
function internalPath(href: string, siteHosts: readonly string[]): string | null {
  if (href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid' && !siteHosts.includes(url.host)) return null;
  // Downloads and assets (a guide's PDF, an image) are files, not pages.
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  return normalizePath(url.pathname);
}

interface Parsed {
  report: PageReport;
  /** Internal paths this page links to. */
  linksTo: Set<string>;
  noindex: boolean;
}

function auditPage(route: RouteInput, parser: DOMParser, patterns: readonly string[], siteHosts: readonly string[]): Parsed {
  const path = normalizePath(route.example);
  if (route.html === null) {
    const detail = route.public
      ? 'Rendered in the browser only: crawlers receive the site’s empty shell.'
      : 'Behind a sign-in and rendered in the browser: not for search engines.';
    return {
      report: { path, prerendered: false, title: null, description: null, h1: 0, links: 0, images: 0, findings: [finding('not-prerendered', path, detail)] },
      linksTo: new Set(),
      noindex: true,
    };
  }
  const doc = parser.parseFromString(route.html, 'text/html');
  const findings: Finding[] = [];
  const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content')?.trim() ?? null;

  const title = doc.querySelector('title')?.textContent?.trim() || null;
  if (!title) findings.push(finding('title-missing', path, 'No <title>.'));
  else if (title.length < TITLE_RANGE.min || title.length > TITLE_RANGE.max)
    findings.push(finding('title-length', path, `The title has ${title.length} characters (${TITLE_RANGE.min}–${TITLE_RANGE.max} show whole in results).`));

  const description = meta('meta[name="description"]') || null;
  if (!description) findings.push(finding('description-missing', path, 'No meta description.'));
  else if (description.length < DESCRIPTION_RANGE.min || description.length > DESCRIPTION_RANGE.max)
    findings.push(finding('description-length', path, `The description has ${description.length} characters (${DESCRIPTION_RANGE.min}–${DESCRIPTION_RANGE.max} recommended).`));

  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  if (!canonical) findings.push(finding('canonical-missing', path, 'No canonical URL.'));
  else {
    let canonicalPath: string | null = null;
    try {
      const url = new URL(canonical);
      canonicalPath = normalizePath(url.pathname);
    } catch {
      canonicalPath = null;
    }
    if (canonicalPath !== path) findings.push(finding('canonical-mismatch', path, `The canonical URL is ${canonical}.`));
  }

  const missingOg = OG_TAGS.filter((tag) => !meta(`meta[property="${tag}"]`));
  if (missingOg.length > 0) findings.push(finding('og-missing', path, `Missing: ${missingOg.join(', ')}.`));

  doc.querySelectorAll('script[type="application/ld+json"]').forEach((script, index) => {
    const problem = jsonLdProblem(script.textContent ?? '');
    if (problem) findings.push(finding('jsonld-invalid', path, `JSON-LD block ${index + 1}: ${problem}`));
  });

  const h1 = doc.querySelectorAll('h1').length;
  if (h1 !== 1) findings.push(finding('h1-count', path, h1 === 0 ? 'No <h1>.' : `${h1} <h1> elements.`));

  const images = [...doc.querySelectorAll('img')];
  const noAlt = images.filter((image) => !image.hasAttribute('alt'));
  if (noAlt.length > 0)
    findings.push(finding('img-alt', path, `${noAlt.length} image${noAlt.length === 1 ? '' : 's'} without alt: ${noAlt.map((image) => image.getAttribute('src') ?? '(no src)').slice(0, 3).join(', ')}.`));

  if (!doc.documentElement.getAttribute('lang')) findings.push(finding('lang-missing', path, 'No lang attribute on <html>.'));

  const linksTo = new Set<string>();
  const broken = new Set<string>();
  const anchors = [...doc.querySelectorAll('a[href]')];
  for (const anchor of anchors) {
    const target = internalPath(anchor.getAttribute('href') ?? '', siteHosts);
    if (target === null) continue;
    if (matchesRoute(target, patterns)) linksTo.add(target);
    else broken.add(target);
  }
  for (const target of broken) findings.push(finding('link-broken', path, `Links to ${target}, which is not a page of the site.`));

  const robots = meta('meta[name="robots"]') ?? '';
  return {
    report: { path, prerendered: true, title, description, h1, links: anchors.length, images: images.length, findings },
    linksTo,
    noindex: /noindex/i.test(robots),
  };
}

/** Why a JSON-LD block is not usable, or null when it is. */
export function jsonLdProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'not valid JSON.';
  }
  const items = Array.isArray(data) ? data : [data];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) return 'not an object.';
    const record = item as Record<string, unknown>;
    const graph = Array.isArray(record['@graph']) ? (record['@graph'] as unknown[]) : null;
    if (!record['@context']) return 'no @context.';
    if (!record['@type'] && !graph) return 'no @type.';
  }
  return null;
}

/** The paths a sitemap lists, and the hosts its URLs name (the canonical site's). */
export function readSitemap(xml: string, parser: DOMParser): { paths: string[]; hosts: string[] } {
  const doc = parser.parseFromString(xml, 'application/xml');
  const urls = [...doc.getElementsByTagName('loc')].flatMap((loc) => {
    try {
      return [new URL(loc.textContent?.trim() ?? '')];
    } catch {
      return [];
    }
  });
  return { paths: urls.map((url) => normalizePath(url.pathname)), hosts: [...new Set(urls.map((url) => url.host))] };
}

export interface AuditInput {
  routes: readonly RouteInput[];
  /** The paths sitemap.xml lists. */
  sitemap: readonly string[];
  /** Hosts that count as this site in absolute links (the canonical site's and the one the audit runs on). */
  siteHosts: readonly string[];
  parser: DOMParser;
}

export function auditSite({ routes, sitemap, siteHosts, parser }: AuditInput): AuditReport {
  const patterns = routes.map((route) => route.path);
  const parsed = routes.map((route) => auditPage(route, parser, patterns, siteHosts));
  const pages = parsed.map((entry) => entry.report);

  // Titles and descriptions must be unique across the pages a crawler sees.
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string[]>();
    for (const page of pages) {
      const value = page[field];
      if (value) seen.set(value, [...(seen.get(value) ?? []), page.path]);
    }
    for (const [value, paths] of seen) {
      if (paths.length < 2) continue;
      for (const path of paths) {
        const others = paths.filter((other) => other !== path).join(', ');
        pages.find((page) => page.path === path)?.findings.push(finding(`${field}-duplicate`, path, `“${value}” is also the ${field} of ${others}.`));
      }
    }
  }

  const site: Finding[] = [];
  const listed = new Set(sitemap.map(normalizePath));
  for (const [index, entry] of parsed.entries()) {
    const route = routes[index];
    if (!route) continue;
    const path = entry.report.path;
    if (route.public && entry.report.prerendered && !entry.noindex && !listed.has(path)) site.push(finding('sitemap-missing', path, `${path} is public and prerendered but not in sitemap.xml.`));
    if (listed.has(path) && !route.public) site.push(finding('sitemap-private', path, `${path} is behind a sign-in but listed in sitemap.xml.`));
    if (listed.has(path) && entry.noindex && entry.report.prerendered) entry.report.findings.push(finding('noindex-listed', path, 'Marked noindex but listed in sitemap.xml.'));
  }
  for (const path of listed) {
    if (!matchesRoute(path, patterns)) site.push(finding('sitemap-unknown', path, `sitemap.xml lists ${path}, which is not a page of the site.`));
  }

  // Orphans: prerendered public pages no other page links to (the home page is the way in).
  const linkedFrom = new Map<string, number>();
  for (const entry of parsed) for (const target of entry.linksTo) if (target !== entry.report.path) linkedFrom.set(target, (linkedFrom.get(target) ?? 0) + 1);
  for (const [index, entry] of parsed.entries()) {
    const path = entry.report.path;
    if (!routes[index]?.public || !entry.report.prerendered || path === '/') continue;
    if (!linkedFrom.get(path)) entry.report.findings.push(finding('orphan', path, 'No other page links here.'));
  }

  const all = [...pages.flatMap((page) => page.findings), ...site];
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const item of all) counts[item.severity] += 1;
  return { pages, site, fixes: fixesOf(all), counts, score: Math.max(0, 100 - 5 * counts.error - counts.warning) };
}

/** One fix per kind of finding, with the pages it concerns: errors first, then the most pages. */
function fixesOf(findings: readonly Finding[]): Fix[] {
  const byCheck = new Map<CheckId, Set<string>>();
  for (const item of findings) {
    const paths = byCheck.get(item.check) ?? new Set<string>();
    if (item.path) paths.add(item.path);
    byCheck.set(item.check, paths);
  }
  return [...byCheck]
    .filter(([check]) => CHECKS[check].severity !== 'info')
    .map(([check, paths]) => ({ check, severity: CHECKS[check].severity, how: CHECKS[check].fix, paths: [...paths].sort() }))
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || b.paths.length - a.paths.length || a.check.localeCompare(b.check));
}
