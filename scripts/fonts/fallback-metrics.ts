/**
 * Regenerates src/styles/font-fallbacks.css: the local fonts (Arial/Liberation
 * Sans, Times/Liberation Serif) scaled so that the site's own text takes the
 * same width in them as in Inter and Playfair Display. Text painted before the
 * web fonts arrive then keeps its line breaks when they swap in (no layout
 * shift on a slow first visit).
 *
 * Average glyph widths from the font files were not close enough: the
 * fallbacks came out 2–4% wider on real headings and re-wrapped them. So this
 * measures the text the site actually shows, per family and weight, in the
 * system Chromium: it reads every prerendered page of `dist/`, groups each text
 * run by its font family and weight, and compares the width of each group in
 * the web font with its width in the unscaled local font.
 *
 * Usage: npm run build && npm run fonts:fallbacks
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { serveDist } from '../serve-dist.ts';
import { CHROMIUM_ARGS, requireChromium } from '../../tests/e2e/support/chromium.ts';

interface Family {
  /** The @fontsource family, measured; it and its optional twin (src/styles/web-fonts.css) group the text. */
  web: string;
  optional: string;
  fallback: string;
  regular: string[];
  bold: string[];
  /** hhea ascent and descent of the web font, in em. */
  ascent: number;
  descent: number;
}

const FAMILIES: Family[] = [
  {
    web: 'Inter Variable',
    optional: 'Inter Optional',
    fallback: 'Inter Fallback',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica', 'Arimo'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Helvetica Bold', 'Arimo Bold'],
    ascent: 0.96875,
    descent: 0.2412,
  },
  {
    web: 'Playfair Display Variable',
    optional: 'Playfair Optional',
    fallback: 'Playfair Fallback',
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Times', 'Tinos'],
    bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Times Bold', 'Tinos Bold'],
    ascent: 1.082,
    descent: 0.251,
  },
];

/** Weight ranges of the fallback faces: each is scaled for the weight the site uses most inside it. */
const RANGES = [
  { range: '1 449', probe: 400, bold: false },
  { range: '450 549', probe: 500, bold: false },
  { range: '550 1000', probe: 600, bold: true },
] as const;

const OUT = 'src/styles/font-fallbacks.css';

const routes = (JSON.parse(await readFile('dist/routes.json', 'utf8')) as Array<{ example: string; prerendered: boolean }>)
  .filter((route) => route.prerendered)
  .map((route) => route.example);

const server = await serveDist({ port: 0 });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 900 }, javaScriptEnabled: false });
const page = await context.newPage();

// family|weight → all the text shown in it.
const corpus = new Map<string, string[]>();
for (const route of routes) {
  await page.goto(server.url + route);
  const runs = await page.evaluate(() => {
    const found: Array<[string, number, string]> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      const style = getComputedStyle(parent);
      const family = style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim();
      found.push([family, Number(style.fontWeight), text]);
    }
    return found;
  });
  for (const [family, weight, text] of runs) {
    const key = `${family}|${weight}`;
    corpus.set(key, [...(corpus.get(key) ?? []), text]);
  }
}

// Measure each group: width in the web font ÷ width in the unscaled local font.
await page.goto(server.url + '/');
const css: string[] = [];
for (const family of FAMILIES) {
  for (const { range, probe, bold } of RANGES) {
    const [low, high] = range.split(' ').map(Number) as [number, number];
    const groups = [...corpus]
      .map(([key, texts]) => ({ key: key.split('|'), texts }))
      .filter(({ key: [name, weight] }) => (name === family.web || name === family.optional) && Number(weight) >= low && Number(weight) <= high)
      .map(({ key: [, weight], texts }) => ({ weight: Number(weight), text: texts.join(' ') }));
    const sources = bold ? family.bold : family.regular;
    const ratio = await page.evaluate(
      async ({ web, sources, groups, probe }) => {
        const probeFace = new FontFace('Fallback Probe', sources.map((name) => `local('${name}')`).join(', '));
        document.fonts.add(await probeFace.load());
        const context = document.createElement('canvas').getContext('2d')!;
        let webWidth = 0;
        let localWidth = 0;
        // Weights the site never uses in this range are measured at the range's probe weight.
        for (const { weight, text } of groups.length ? groups : [{ weight: probe, text: 'The quick brown fox jumps over the lazy dog 0123456789' }]) {
          await document.fonts.load(`${weight} 40px "${web}"`);
          context.font = `${weight} 40px "${web}"`;
          webWidth += context.measureText(text).width;
          context.font = `${weight} 40px "Fallback Probe"`;
          localWidth += context.measureText(text).width;
        }
        document.fonts.delete(probeFace);
        return webWidth / localWidth;
      },
      { web: family.web, sources, groups, probe },
    );
    const characters = groups.reduce((sum, group) => sum + group.text.length, 0);
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    css.push(
      `/* ${family.web} ${range}: ${characters.toLocaleString('en-US')} characters of the site's text */`,
      '@font-face {',
      `  font-family: '${family.fallback}';`,
      `  src: ${sources.map((name) => `local('${name}')`).join(', ')};`,
      `  font-weight: ${range};`,
      `  size-adjust: ${percent(ratio)};`,
      `  ascent-override: ${percent(family.ascent / ratio)};`,
      `  descent-override: ${percent(family.descent / ratio)};`,
      '  line-gap-override: 0%;',
      '}',
    );
  }
}

await writeFile(
  OUT,
  `/* Generated by scripts/fonts/fallback-metrics.ts (npm run fonts:fallbacks): do not edit by hand.
   Local fonts scaled to the width the site's own text takes in Inter and
   Playfair Display, and to their vertical metrics, so lines painted before
   the web fonts arrive stay the same when they swap in. */
${css.join('\n')}
`,
);
console.log(`Wrote ${OUT} from ${routes.length} pages.`);
await browser.close();
await server.close();
