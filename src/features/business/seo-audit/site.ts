/**
 * Reads the site the audit runs on, as a crawler would: the build's route
 * manifest (routes.json), sitemap.xml and the HTML of every prerendered page,
 * all from this origin. Nothing leaves the browser.
 */
import { auditSite, readSitemap, type AuditReport, type RouteInput } from '@domain/seo/audit.ts';

interface ManifestEntry {
  path: string;
  example: string;
  access: 'public' | 'signed-in' | 'admin' | 'contractor';
  prerendered: boolean;
}

export class SiteUnreadable extends Error {}

async function text(path: string): Promise<string> {
  const response = await fetch(path, { headers: { accept: 'text/html,application/xml,application/json' }, cache: 'no-store' });
  if (!response.ok) throw new SiteUnreadable(`${path} answered ${response.status}.`);
  return response.text();
}

function readManifest(body: string): ManifestEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new SiteUnreadable('routes.json is not valid JSON.');
  }
  if (!Array.isArray(data)) throw new SiteUnreadable('routes.json does not list routes.');
  return data.filter((entry): entry is ManifestEntry => typeof entry === 'object' && entry !== null && typeof (entry as ManifestEntry).path === 'string' && typeof (entry as ManifestEntry).example === 'string');
}

/** Audits this origin; `progress(done, total)` after each page read. */
export async function auditThisSite(progress: (done: number, total: number) => void): Promise<AuditReport> {
  let manifest: ManifestEntry[];
  try {
    manifest = readManifest(await text('/routes.json'));
  } catch (error) {
    // The development server renders pages in the browser and writes no manifest.
    throw error instanceof SiteUnreadable
      ? new SiteUnreadable(`The audit reads the built site, and this one has no route manifest (${error.message}) Run it on a build: npm run build, then npm run preview.`)
      : error;
  }
  const sitemapXml = await text('/sitemap.xml');
  const parser = new DOMParser();
  const total = manifest.length;
  let done = 0;
  progress(done, total);
  const routes: RouteInput[] = new Array(manifest.length);
  // A few pages at a time: quick, without flooding the server.
  const queue = manifest.map((entry, index) => ({ entry, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { entry, index } = next;
      const html = entry.prerendered ? await text(entry.example) : null;
      routes[index] = { path: entry.path, example: entry.example, public: entry.access === 'public', html };
      done += 1;
      progress(done, total);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const sitemap = readSitemap(sitemapXml, parser);
  return auditSite({ routes, sitemap: sitemap.paths, siteHosts: [window.location.host, ...sitemap.hosts], parser });
}
