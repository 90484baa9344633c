/**
 * Step 3 of `npm run build`: renders every indexable route of the route
 * table to static HTML with the SSR bundle, and writes the files a static
 * host needs: one HTML file per route, the SPA shell for everything else,
 * 404.html, sitemap.xml, robots.txt, each page's chunk list for client-side
 * navigations (page-preloads.json) and a route manifest the browser tests
 * read.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRobots, buildSitemap } from './site-files.ts';
import { business } from '../supabase/functions/_domain/business.ts';
import type { RouteEntry } from '../src/app/route-table.ts';
import { chunkFiles, pagePreloads, type Manifest } from './vite/page-preloads.ts';

interface ServerEntry {
  render: (url: string) => Promise<string>;
  routeTable: RouteEntry[];
  isIndexable: (route: RouteEntry) => boolean;
  NOT_FOUND: Omit<RouteEntry, 'path'>;
}


export interface RouteManifestEntry {
  path: string;
  example: string;
  title: string;
  access: RouteEntry['access'];
  prerendered: boolean;
  file: string | null;
}

const root = process.cwd();
const dist = join(root, 'dist');
const siteUrl = (process.env.VITE_SITE_URL || business.url).replace(/\/$/, '');

/** React 19 emits hoisted <title>/<meta>/<link> first; they belong in <head>. */
export function splitHoisted(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/.exec(html);
  if (!leading) return { head: '', body: html };
  return { head: leading[0], body: html.slice(leading[0].length) };
}

/** modulepreload links for a page's chunk and everything it imports, so hydration never waits on a waterfall. */
export function preloadsFor(manifest: Manifest, sourceFile: string): string {
  return chunkFiles(manifest, sourceFile)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

function fontPreloads(manifestFiles: string[]): string {
  // The two faces above the fold: hero headings (Playfair) and body text (Inter), Latin subset only.
  return [...new Set(manifestFiles)]
    .filter((file) => /(playfair-display|inter)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('');
}

export const outputFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

async function main(): Promise<void> {
  // React's production server build, as the site ships (the SSR bundle leaves react-dom external).
  process.env.NODE_ENV ??= 'production';
  const started = performance.now();
  const templatePath = join(dist, 'index.html');
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html is not the untouched Vite template; run vite build first');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as ServerEntry;
  const assetFiles = Object.values(manifest).flatMap((chunk) => [chunk.file]);
  // The one stylesheet (build.cssCodeSplit is off: lazy chunks never add a stylesheet of their own), inlined:
  // first paint needs no second request (one round trip is over half a second on a slow mobile connection).
  const stylesheetLinks = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (stylesheetLinks.length !== 1) throw new Error(`dist/index.html should link exactly one stylesheet, found ${stylesheetLinks.length}`);
  const [stylesheetLink, cssFile = ''] = stylesheetLinks[0]!;
  const css = await readFile(join(dist, cssFile), 'utf8');
  const fonts = fontPreloads([...assetFiles, ...[...css.matchAll(/\/(assets\/[\w.-]+\.woff2)/g)].map((m) => m[1] ?? '')]);
  const styled = template.replace(stylesheetLink, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  // The entry script goes to the end of <body> as an async module: it runs as soon as the parser reaches
  // it, with all of #root parsed, in a task of its own. Deferred in <head>, it ran in the task that finishes
  // parsing, together with that task's layouts and DOMContentLoaded (one task of about 166 ms at 4x CPU
  // slowdown on the landing page; the script's own part is about 85 ms). Nothing follows #root, so the
  // page hydrates only what is all there.
  const entryTag = styled.match(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/)?.[0];
  if (!entryTag) throw new Error('dist/index.html has no entry script');
  // A modulepreload where the script was keeps its download starting as early as before.
  const entryPreload = entryTag.replace(/^<script type="module" crossorigin src=("[^"]+")><\/script>$/, '<link rel="modulepreload" crossorigin href=$1>');
  const inlined = styled
    .replace(entryTag, entryPreload)
    .replace('</body>', `${entryTag.replace('<script type="module"', '<script type="module" async')}\n</body>`);

  const page = (head: string, body: string, prerendered: boolean) =>
    inlined
      .replace('<!--app-head-->', head)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root"${prerendered ? ' data-prerendered="true"' : ''}>${body}</div>`);

  const manifestEntries: RouteManifestEntry[] = [];
  const warnings: string[] = [];

  for (const route of entry.routeTable) {
    const indexable = entry.isIndexable(route);
    const example = route.example ?? route.path;
    const record: RouteManifestEntry = {
      path: route.path,
      example,
      title: route.title,
      access: route.access,
      prerendered: indexable,
      file: null,
    };
    if (indexable) {
      const html = await entry.render(route.path);
      const { head, body } = splitHoisted(html);
      if (!head.includes('<title>')) warnings.push(`${route.path}: no <title> rendered`);
      const file = outputFile(route.path);
      await mkdir(dirname(join(dist, file)), { recursive: true });
      await writeFile(join(dist, file), page(head + fonts + preloadsFor(manifest, `src/${route.page}`), body, true));
      record.file = file;
    }
    manifestEntries.push(record);
  }

  // The not-found page, prerendered for hosts that serve 404.html on unknown paths.
  const notFound = splitHoisted(await entry.render('/404'));
  await writeFile(join(dist, '404.html'), page(notFound.head + fonts + preloadsFor(manifest, `src/${entry.NOT_FOUND.page}`), notFound.body, true));

  // The SPA shell for every path that is not prerendered (signed-in pages,
  // dynamic routes): the spinner in plain HTML until the app renders.
  const shellHead = `<title>WineCellarGPT</title><meta name="robots" content="noindex">${fonts}`;
  const shellBody =
    '<div role="status" style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;color:#cfc4b4;font-family:system-ui,sans-serif">' +
    '<span aria-hidden="true" style="width:2.5rem;height:2.5rem;border-radius:9999px;border:2px solid rgba(201,164,92,.3);border-top-color:#c9a45c;animation:spin 1s linear infinite"></span>' +
    '<span style="font-size:.875rem">Loading...</span><style>@keyframes spin{to{transform:rotate(360deg)}}</style></div>';
  await writeFile(join(dist, 'spa.html'), page(shellHead, shellBody, false));

  const today = new Date().toISOString().slice(0, 10);
  const indexable = entry.routeTable.filter(entry.isIndexable);
  await writeFile(join(dist, 'sitemap.xml'), buildSitemap(indexable, siteUrl, today));
  const privatePaths = entry.routeTable.filter((route) => route.access !== 'public').map((route) => route.path.split('/:')[0] ?? route.path);
  await writeFile(join(dist, 'robots.txt'), buildRobots(siteUrl, privatePaths));
  await writeFile(join(dist, 'page-preloads.json'), JSON.stringify(pagePreloads(manifest)));
  await writeFile(join(dist, 'routes.json'), `${JSON.stringify(manifestEntries, null, 2)}\n`);
  await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

  for (const warning of warnings) console.warn(`prerender: ${warning}`);
  if (warnings.length > 0) process.exitCode = 1;
  const ms = Math.round(performance.now() - started);
  console.log(`prerender: ${indexable.length} routes + 404 + SPA shell, sitemap.xml, robots.txt in ${ms} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
