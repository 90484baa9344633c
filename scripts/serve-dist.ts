/**
 * Serves the production build the way a static host configured as in
 * docs/deploy-hosted.md would: prerendered HTML per route, the SPA shell for
 * other known routes, 404.html (status 404) for unknown paths, gzip for text
 * and long-lived caching for hashed assets. Used by `npm run preview`, the
 * browser tests and the benchmark. Binds to loopback only.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { matchPath } from 'react-router';
import type { RouteManifestEntry } from './prerender.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map', '.webmanifest']);

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface DistServer {
  url: string;
  close: () => Promise<void>;
}

export async function serveDist(options: { dir?: string; port?: number } = {}): Promise<DistServer> {
  const dir = options.dir ?? join(process.cwd(), 'dist');
  const routes = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')) as RouteManifestEntry[];
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null }>();

  async function load(file: string) {
    let entry = cache.get(file);
    if (!entry) {
      const body = await readFile(file);
      entry = { body, gzip: COMPRESSIBLE.has(extname(file)) && body.length > 512 ? gzipSync(body, { level: 6 }) : null };
      cache.set(file, entry);
    }
    return entry;
  }

  async function resolve(pathname: string): Promise<{ file: string; status: number }> {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
    const direct = join(dir, safe);
    if (!direct.startsWith(dir + sep) && direct !== dir) return { file: join(dir, '404.html'), status: 404 };
    if (safe !== '/' && (await isFile(direct))) return { file: direct, status: 200 };
    const trimmed = safe.length > 1 ? safe.replace(/\/$/, '') : safe;
    const html = trimmed === '/' ? join(dir, 'index.html') : join(dir, `${trimmed}.html`);
    if (await isFile(html)) return { file: html, status: 200 };
    const known = routes.some((route) => matchPath({ path: route.path, end: true }, trimmed) !== null);
    return known ? { file: join(dir, 'spa.html'), status: 200 } : { file: join(dir, '404.html'), status: 404 };
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const { file, status } = await resolve(url.pathname);
        const { body, gzip } = await load(file);
        const ext = extname(file);
        const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        res.statusCode = status;
        res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        if (gzip && acceptsGzip) {
          res.setHeader('Content-Encoding', 'gzip');
          res.end(req.method === 'HEAD' ? undefined : gzip);
        } else {
          res.end(req.method === 'HEAD' ? undefined : body);
        }
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  await new Promise<void>((done) => server.listen(options.port ?? 4173, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173);
  serveDist({ port }).then(({ url }) => console.log(`Serving dist/ at ${url}`));
}
