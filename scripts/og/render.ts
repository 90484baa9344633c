/**
 * Renders the raster brand images from `public/favicon.svg` (the brand mark,
 * the same shapes as `src/components/layout/logo.tsx`):
 *
 *   public/icons/icon-192.png, icon-512.png  (web app manifest)
 *   public/icons/apple-touch-icon.png        (180 x 180)
 *   public/og/default.png                    (1200 x 630 social-sharing image)
 *
 * Each image is an HTML page screenshotted by headless Chromium, so the social
 * image is set in the site's own fonts (read from node_modules and inlined,
 * so nothing is fetched). Run after changing the mark or the tagline:
 *
 *   npx tsx scripts/og/render.ts
 *
 * CHROME_PATH overrides the browser (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { business } from '../../supabase/functions/_domain/business.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const colors = {
  cellar950: '#0d0a0a',
  cellar900: '#141010',
  wine900: '#2a1418',
  wine800: '#4a1a24',
  wine700: '#6b1d2a',
  wine600: '#84283a',
  gold400: '#c9a45c',
  gold200: '#e6cf9a',
  cream100: '#f6f1e7',
  mist300: '#cfc4b4',
} as const;

/** The mark's inner SVG markup, without its <svg> wrapper and <title>. */
function markShapes(): string {
  const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error('public/favicon.svg has no <svg> element');
  return inner.replace(/<title>[\s\S]*?<\/title>/, '').trim();
}

function fontFace(family: string, file: string, weight: number): string {
  const data = readFileSync(join(root, 'node_modules', file)).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
}

function page(width: number, height: number, head: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden;background:${colors.cellar900}}
${head}</style></head><body>${body}</body></html>`;
}

/**
 * App icon: the mark on the cellar colour, drawn inside the central 64% so it
 * survives the circular and squircle masks of Android and iOS.
 */
function iconPage(size: number): string {
  const mark = Math.round(size * 0.64);
  return page(
    size,
    size,
    `.i{width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center;
background:radial-gradient(circle at 50% 42%,${colors.wine900} 0%,${colors.cellar900} 70%)}`,
    `<div class="i"><svg width="${mark}" height="${mark}" viewBox="0 0 32 32">${markShapes()}</svg></div>`,
  );
}

/** A row of bottle ends, the racking motif of the site's artwork. */
function bottleRow(width: number, y: number, radius: number): string {
  const tones = [colors.wine700, colors.wine600, colors.wine800];
  const pitch = radius * 3;
  let dots = '';
  for (let i = 0, cx = pitch / 2; cx < width; i += 1, cx += pitch) {
    dots += `<circle cx="${cx}" cy="${y}" r="${radius}" fill="${tones[i % tones.length] ?? colors.wine700}"/><circle cx="${cx}" cy="${y}" r="${radius / 3}" fill="${colors.gold400}"/>`;
  }
  return `<g opacity=".6">${dots}</g>`;
}

function socialPage(): string {
  const [brand, suffix] = ['WineCellar', 'GPT'];
  const head = `${fontFace('Playfair Display', '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2', 700)}
${fontFace('Inter', '@fontsource/inter/files/inter-latin-400-normal.woff2', 400)}
.c{position:relative;width:1200px;height:630px;background:radial-gradient(circle at 22% 45%,${colors.wine900} 0%,${colors.cellar900} 55%,${colors.cellar950} 100%)}
.f{position:absolute;inset:24px;border:1px solid rgba(201,164,92,.45)}
.m{position:absolute;left:112px;top:160px;width:280px;height:280px}
.ring{position:absolute;left:82px;top:130px;width:338px;height:338px;border-radius:50%;border:1.5px solid rgba(201,164,92,.35)}
.t{position:absolute;left:470px;top:196px;width:640px}
h1{margin:0;font:700 92px/1.05 'Playfair Display',serif;letter-spacing:-1px;color:${colors.cream100}}
h1 span{color:${colors.gold400}}
.r{width:120px;height:2px;margin:30px 0 28px;background:${colors.gold400}}
p{margin:0;font:400 34px/1.4 'Inter',sans-serif;color:${colors.mist300}}
.b{position:absolute;left:0;bottom:0}`;
  const body = `<div class="c"><div class="f"></div><div class="ring"></div>
<svg class="m" viewBox="0 0 32 32">${markShapes()}</svg>
<div class="t"><h1>${brand}<span>${suffix}</span></h1><div class="r"></div><p>${business.tagline}</p></div>
<svg class="b" width="1200" height="24" viewBox="0 0 1200 24">${bottleRow(1200, 12, 7)}</svg></div>`;
  return page(1200, 630, head, body);
}

function screenshot(html: string, width: number, height: number, out: string, work: string): void {
  const file = join(work, `${width}x${height}.html`);
  writeFileSync(file, html);
  mkdirSync(dirname(out), { recursive: true });
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--user-data-dir=${join(work, 'profile')}`,
      // Lets the inlined fonts finish decoding before the frame is captured.
      '--virtual-time-budget=2000',
      `--window-size=${width},${height}`,
      `--screenshot=${out}`,
      pathToFileURL(file).href,
    ],
    { stdio: 'ignore' },
  );
  console.log(`wrote ${out.slice(root.length + 1)} (${width}x${height})`);
}

const work = mkdtempSync(join(tmpdir(), 'og-render-'));
try {
  screenshot(iconPage(192), 192, 192, join(root, 'public/icons/icon-192.png'), work);
  screenshot(iconPage(512), 512, 512, join(root, 'public/icons/icon-512.png'), work);
  screenshot(iconPage(180), 180, 180, join(root, 'public/icons/apple-touch-icon.png'), work);
  screenshot(socialPage(), 1200, 630, join(root, 'public/og/default.png'), work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
