/**
 * npm run bench — builds the site, serves the production build on loopback
 * and measures, for every prerendered route:
 *   - JavaScript loaded before interaction (gzip bytes of scripts fetched
 *     before the page's 'winecellargpt:interactive' mark, i.e. hydration)
 *   - Lighthouse mobile (devtools throttling): performance score, LCP, TBT
 *     and CLS, median of N runs, at the CPU profile (profile.ts)
 * plus the LCP floor of the profile (floor.ts), an interaction probe on the
 * calculators and the design studio (long tasks while typing and dragging,
 * at the same profile), the offline expert's quality on its evaluation set
 * with its in-process answer time, and the ai-chat load test on a local
 * backend.
 *
 * Options: --only /,/blog   --runs 3   --no-build   --skip-lighthouse
 *          --skip-typing   --skip-chat   --skip-expert   --json bench-results/latest.json
 *          --assistant-only (the expert's quality on every question set and the
 *          ai-chat load test, without building or measuring pages)
 *          --profile phone (the default: the slowdown chosen from the host's benchmark
 *          index, see profile.ts)   --target-index 375
 *          --cpu-slowdown 4 (a fixed slowdown instead of the profile)
 *          --cpu-time (a busy host: pages run unthrottled, TBT and the interaction probe's
 *          tasks are estimated from CPU time scaled to the phone; score and LCP are the host's)
 *          --dist <dir> (measure another build, e.g. a copy of the previous one; implies --no-build)
 *          --compare <dir> (measure that build as "before" and this one as "after",
 *          route by route, their runs interleaved; implies --no-build)
 *
 * Every figure is printed with the host's Lighthouse benchmark index and the
 * slowdown it ran at, so figures from machines of different speed can be
 * told apart.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveDist, type DistServer } from '../serve-dist.ts';
import type { RouteManifestEntry } from '../prerender.ts';
import { CHROMIUM_ARGS, requireChromium } from '../../tests/e2e/support/chromium.ts';
import { measureChat, type ChatBenchResult } from './chat.ts';
import { serveFloor } from './floor.ts';
import { measureInteraction, wantsInteraction, type InteractionResult } from './interaction.ts';
import { profiledLighthouseRun, type ProfiledRun } from './lighthouse.ts';
import { measureExpertQuality, type ExpertQualityResult } from './expert-quality.ts';
import { Calibrator, describeProfile, effectiveIndex, isHostTooSlow, profileFromArgs, type CpuProfile } from './profile.ts';

interface Args {
  only: string[] | null;
  runs: number;
  build: boolean;
  lighthouse: boolean;
  typing: boolean;
  chat: boolean;
  expert: boolean;
  assistantOnly: boolean;
  json: string;
  profile: CpuProfile;
  dist: string | null;
  compare: string | null;
}

function parseArgs(argv: string[]): Args {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const compare = value('--compare') ?? null;
  return {
    only: value('--only')?.split(',').filter(Boolean) ?? null,
    runs: Number(value('--runs') ?? 3),
    build: !argv.includes('--no-build') && !argv.includes('--dist') && !compare,
    lighthouse: !argv.includes('--skip-lighthouse'),
    typing: !argv.includes('--skip-typing'),
    chat: !argv.includes('--skip-chat'),
    expert: !argv.includes('--skip-expert'),
    assistantOnly: argv.includes('--assistant-only'),
    json: value('--json') ?? 'bench-results/latest.json',
    profile: profileFromArgs(argv),
    dist: value('--dist') ?? null,
    compare: compare ? resolve(compare) : null,
  };
}

/** Landing-page targets (docs/performance.md, "Targets"); article pages are held to the same ones. */
export const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, jsKb: 90 } as const;
/** TBT with margin for slower phones, at Lighthouse's 6x CPU slowdown (a fixed-slowdown run). */
export const TBT_AT_6X_MS = 150;
/** Every route but the landing page: JavaScript before interaction (docs/performance.md, "Targets"). */
export const ROUTE_JS_KB = 110;
/** At the phone profile (docs/performance.md, "The phone profile"): TBT on every route, and LCP at most this far above the profile's floor. */
export const PHONE_TBT_MS = 50;
export const LCP_ABOVE_FLOOR_MS = 100;
/** The longest task while typing or dragging, at the same profile. */
export const INTERACTION_LONGEST_MS = 50;

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Medians over the runs: the run's own benchmark index, and the slowdown. */
  benchmarkIndex: number;
  slowdown: number;
  /** The slowest and fastest runs' indexes, and the effective index (host ÷ slowdown). */
  indexRange: [number, number];
  effectiveIndex: number;
  /** Runs repeated because the host changed speed between the calibration and the run. */
  repeats: number;
  /** The cpu-time profile's factor from this host's CPU time to the phone's (median), else null. */
  scale: number | null;
}

interface RouteResult {
  path: string;
  jsBytes: number;
  jsFiles: number;
  lighthouse: LighthouseFigures | null;
  interaction?: InteractionResult | undefined;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function measureJs(browserPath: string, url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('winecellargpt:interactive').length > 0, null, { timeout: 20_000 });
    return await page.evaluate(() => {
      const interactive = performance.getEntriesByName('winecellargpt:interactive')[0]?.startTime ?? Infinity;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.endsWith('.js') && entry.startTime <= interactive,
      );
      return { bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), files: scripts.length };
    });
  } finally {
    await browser.close();
  }
}

function summarize(runs: ProfiledRun[]): LighthouseFigures {
  const samples = runs.map(({ result: { lhr }, slowdown, runIndex, attempts, estimatedTbtMs, scale, calibratedIndex }) => ({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    // The cpu-time profile's TBT is the phone's, estimated from the trace; Lighthouse's own is the unthrottled host's.
    tbt: estimatedTbtMs ?? lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // On the cpu-time profile the index that matters is the host's running alone, which the scale came from.
    runIndex: scale === null ? runIndex : (calibratedIndex ?? runIndex),
    slowdown,
    attempts,
    scale,
  }));
  const indexes = samples.map((sample) => sample.runIndex);
  return {
    score: median(samples.map((sample) => sample.score)),
    lcpMs: Math.round(median(samples.map((sample) => sample.lcp))),
    tbtMs: Math.round(median(samples.map((sample) => sample.tbt))),
    cls: Number(median(samples.map((sample) => sample.cls)).toFixed(3)),
    benchmarkIndex: Math.round(median(indexes)),
    slowdown: median(samples.map((sample) => sample.slowdown)),
    indexRange: [Math.min(...indexes), Math.max(...indexes)],
    effectiveIndex: Math.round(median(samples.map((sample) => effectiveIndex(sample.runIndex, sample.scale ?? sample.slowdown)))),
    repeats: samples.reduce((sum, sample) => sum + sample.attempts - 1, 0),
    scale: samples.every((sample) => sample.scale !== null) ? Number(median(samples.map((sample) => sample.scale ?? 0)).toFixed(1)) : null,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const jsBudgetKb = (path: string) => (path === '/' ? TARGETS.jsKb : ROUTE_JS_KB);

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

const interactionCell = (probe: InteractionResult | undefined) =>
  probe ? `${probe.count} (max ${probe.longestMs} ms${probe.scale === null ? ` at ${probe.slowdown}x` : `, CPU × ${probe.scale.toFixed(1)}`})` : '-';

function printResults(results: RouteResult[], floorMs: number | null): void {
  printTable(
    ['route', 'JS kB', 'score', 'LCP ms', 'over floor', 'TBT ms', 'CLS', 'host index', 'slowdown', 'typing/drag long tasks'],
    results.map(({ path, jsBytes, lighthouse: lh, interaction }) => [
      path,
      kb(jsBytes),
      lh ? String(lh.score) : '-',
      lh ? String(lh.lcpMs) : '-',
      lh && floorMs !== null ? `+${lh.lcpMs - floorMs}` : '-',
      lh ? String(lh.tbtMs) : '-',
      lh ? lh.cls.toFixed(3) : '-',
      lh ? `${lh.benchmarkIndex} (${lh.indexRange[0]}–${lh.indexRange[1]})` : '-',
      lh ? (lh.scale === null ? `${lh.slowdown}x` : `CPU × ${lh.scale}`) : '-',
      interactionCell(interaction),
    ]),
  );
}

function printComparison(before: RouteResult[], after: RouteResult[]): void {
  const pair = (a: number | undefined, b: number | undefined, format = (n: number) => String(n)) =>
    a === undefined || b === undefined ? '-' : `${format(a)} → ${format(b)}`;
  printTable(
    ['route', 'JS kB', 'score', 'LCP ms', 'TBT ms', 'CLS', 'host index', 'typing/drag longest ms'],
    after.map((next) => {
      const prev = before.find((result) => result.path === next.path);
      const [a, b] = [prev?.lighthouse ?? undefined, next.lighthouse ?? undefined];
      return [
        next.path,
        pair(prev?.jsBytes, next.jsBytes, (n) => kb(n)),
        pair(a?.score, b?.score),
        pair(a?.lcpMs, b?.lcpMs),
        pair(a?.tbtMs, b?.tbtMs),
        pair(a?.cls, b?.cls, (n) => n.toFixed(3)),
        pair(a?.benchmarkIndex, b?.benchmarkIndex),
        pair(prev?.interaction?.longestMs, next.interaction?.longestMs),
      ];
    }),
  );
}

/** The targets, checked for the build measured as "after". */
function printTargets(results: RouteResult[], profile: CpuProfile, floorMs: number | null): void {
  const phone = profile.kind === 'phone';
  const slowdown = profile.kind === 'fixed' ? profile.slowdown : null;
  const tbtTarget = phone ? PHONE_TBT_MS : (slowdown ?? 4) >= 6 ? TBT_AT_6X_MS : TARGETS.tbtMs;
  const misses: string[] = [];
  for (const { path, jsBytes, lighthouse: lh, interaction } of results) {
    const budget = jsBudgetKb(path);
    if (jsBytes > budget * 1024) misses.push(`${path}: JS ${kb(jsBytes)} kB > ${budget} kB`);
    if (lh) {
      if (lh.tbtMs > tbtTarget) misses.push(`${path}: TBT ${lh.tbtMs} ms > ${tbtTarget} ms`);
      if (lh.cls > TARGETS.cls) misses.push(`${path}: CLS ${lh.cls} > ${TARGETS.cls}`);
      if (phone && floorMs !== null && lh.lcpMs - floorMs > LCP_ABOVE_FLOOR_MS) misses.push(`${path}: LCP ${lh.lcpMs} ms is ${lh.lcpMs - floorMs} ms over the floor (${floorMs} ms)`);
      if (!phone && lh.lcpMs > TARGETS.lcpMs) misses.push(`${path}: LCP ${lh.lcpMs} ms > ${TARGETS.lcpMs} ms`);
      if ((slowdown ?? 0) === 4 && lh.score < TARGETS.score) misses.push(`${path}: score ${lh.score} < ${TARGETS.score}`);
    }
    if (interaction && interaction.longestMs > INTERACTION_LONGEST_MS) misses.push(`${path}: a ${interaction.longestMs} ms task while typing or dragging`);
  }
  console.log(
    `\nTargets (${describeProfile(profile)}): JS ≤ ${TARGETS.jsKb} kB on / and ≤ ${ROUTE_JS_KB} kB elsewhere, TBT ≤ ${tbtTarget} ms, CLS ≤ ${TARGETS.cls}` +
      `${phone ? `, LCP ≤ floor + ${LCP_ABOVE_FLOOR_MS} ms` : ''}, no task over ${INTERACTION_LONGEST_MS} ms while typing or dragging:`,
  );
  console.log(misses.length === 0 ? `  ${mark(true)}: all ${results.length} routes` : misses.map((miss) => `  ${mark(false)} ${miss}`).join('\n'));
}

interface Build {
  label: 'before' | 'after';
  server: DistServer;
  results: RouteResult[];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.assistantOnly) {
    const expert = args.expert ? measureExpertQuality() : null;
    const chat = args.chat ? await measureChat() : null;
    await mkdir(dirname(args.json), { recursive: true });
    await writeFile(args.json, `${JSON.stringify({ measuredAt: new Date().toISOString(), expert, chat }, null, 2)}\n`);
    console.log(`\nWritten to ${args.json}`);
    return;
  }
  const browserPath = requireChromium();
  if (args.build) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dist = args.dist ? resolve(args.dist) : join(process.cwd(), 'dist');
  const manifest = JSON.parse(await readFile(join(dist, 'routes.json'), 'utf8')) as RouteManifestEntry[];
  const routes = manifest.filter((route) => route.prerendered && (!args.only || args.only.includes(route.path)));
  const builds: Build[] = [];
  if (args.compare) builds.push({ label: 'before', server: await serveDist({ dir: args.compare, port: 0 }), results: [] });
  builds.push({ label: 'after', server: await serveDist({ dir: dist, port: 0 }), results: [] });
  const floor = args.lighthouse ? await serveFloor() : null;
  const calibrator = new Calibrator(browserPath);
  console.log(`Measuring ${args.compare ? `${args.compare} (before) against ${dist} (after), runs interleaved` : dist} at the ${describeProfile(args.profile)}.`);
  let floorMs: number | null = null;
  const started = Date.now();
  try {
    if (floor) {
      const runs: ProfiledRun[] = [];
      for (let run = 0; run < args.runs; run += 1) runs.push(await profiledLighthouseRun(browserPath, floor.url, args.profile, calibrator));
      const figures = summarize(runs);
      floorMs = figures.lcpMs;
      console.log(`LCP floor: ${floorMs} ms (benchmark index ${figures.benchmarkIndex}, ${figures.slowdown}x).`);
    }
    for (const route of routes) {
      process.stdout.write(`measuring ${route.path} ...`);
      const lighthouseRuns = new Map<Build, ProfiledRun[]>(builds.map((build) => [build, []]));
      // Interleaved: a change in the host's load between the two builds' runs falls on both alike.
      for (let run = 0; args.lighthouse && run < args.runs; run += 1) {
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) lighthouseRuns.get(build)?.push(await profiledLighthouseRun(browserPath, `${build.server.url}${route.path}`, args.profile, calibrator));
      }
      for (const build of builds) {
        const url = `${build.server.url}${route.path}`;
        const js = await measureJs(browserPath, url);
        const runs = lighthouseRuns.get(build) ?? [];
        const lighthouse = runs.length > 0 ? summarize(runs) : null;
        const interaction = args.typing && wantsInteraction(route.path) ? await measureInteraction(browserPath, url, args.profile, calibrator) : undefined;
        build.results.push({ path: route.path, jsBytes: js.bytes, jsFiles: js.files, lighthouse, interaction });
        const lh = lighthouse
          ? `, score ${lighthouse.score}, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls} ` +
            `(index ${lighthouse.benchmarkIndex} ${lighthouse.scale === null ? `at ${lighthouse.slowdown}x` : `alone, CPU × ${lighthouse.scale}`})`
          : '';
        const probe = interaction ? `, typing/drag ${interactionCell(interaction)}` : '';
        process.stdout.write(` ${builds.length > 1 ? `${build.label}: ` : ''}${kb(js.bytes)} kB JS${lh}${probe}`);
      }
      process.stdout.write('\n');
    }
  } finally {
    await calibrator.close();
    await floor?.close();
    for (const build of builds) await build.server.close();
  }

  const after = builds.find((build) => build.label === 'after')?.results ?? [];
  const before = builds.find((build) => build.label === 'before')?.results;
  if (before) {
    console.log('\nBefore:');
    printResults(before, floorMs);
    console.log('\nAfter:');
  }
  printResults(after, floorMs);
  if (before) printComparison(before, after);

  const all = builds.flatMap((build) => build.results.flatMap((result) => (result.lighthouse ? [result.lighthouse] : [])));
  if (all.length > 0) {
    const indexes = all.map((figures) => figures.benchmarkIndex);
    const hostIndex = Math.round(median(indexes));
    console.log(
      `\nHost: Lighthouse benchmark index ${hostIndex} (median over routes; ${Math.min(...indexes)}–${Math.max(...indexes)}), ` +
        `slowdown ${Math.min(...all.map((figures) => figures.slowdown))}–${Math.max(...all.map((figures) => figures.slowdown))}x, ` +
        `effective index ${Math.round(median(all.map((figures) => figures.effectiveIndex)))}; ` +
        `${all.reduce((sum, figures) => sum + figures.repeats, 0)} runs repeated because the host changed speed.`,
    );
    if (args.profile.kind === 'phone' && isHostTooSlow(hostIndex, args.profile.targetIndex)) {
      console.log(`  The host is slower than the profile's phone (index ${hostIndex} < ${args.profile.targetIndex}): these figures describe a slower phone.`);
    }
  }
  printTargets(after, args.profile, floorMs);

  const expert: ExpertQualityResult | null = args.expert ? measureExpertQuality() : null;
  let chat: ChatBenchResult | null = null;
  if (args.chat) chat = await measureChat();

  await mkdir(dirname(args.json), { recursive: true });
  await writeFile(
    args.json,
    `${JSON.stringify(
      { measuredAt: new Date().toISOString(), runs: args.runs, profile: args.profile, lcpFloorMs: floorMs, targets: TARGETS, routes: after, before: before ?? null, expert, chat },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${args.json} (${Math.round((Date.now() - started) / 1000)} s).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
