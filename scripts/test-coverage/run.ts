/**
 * `npm run coverage`: line and branch coverage of `src` and
 * `supabase/functions`, from Vitest's V8 coverage and from the browser
 * suite's (Chromium's JavaScript coverage of the built site, mapped back to
 * the sources through the build's source maps), and the two joined. Opt-in,
 * not part of `npm test`: it runs both suites again, instrumented.
 *
 *   npm run coverage                   both suites (the browser half needs the test build: `npm test -- build`)
 *   npm run coverage -- --no-browser   Vitest only
 *   npm run coverage -- --report       report again from the last run's files
 *
 * Joining: a line counts as covered when either suite ran it, over the lines
 * Vitest's coverage counts as statements (every file under the two roots,
 * tested or not). Branches are not joined: the two tools see different
 * branches (V8 blocks of the minified build against the source's own), so
 * each suite's branch figure is given on its own. docs/testing.md has the
 * figures and how to read them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { mergeProcessCovs, type ProcessCov } from '@bcoe/v8-coverage';
import libCoverage, { type CoverageMap, type FileCoverageData } from 'istanbul-lib-coverage';
import v8ToIstanbul from 'v8-to-istanbul';

const root = process.cwd();
const out = join(root, '.local', 'coverage');
const args = new Set(process.argv.slice(2));
const ROOTS = ['src', 'supabase/functions'] as const;

const inRoots = (file: string) => ROOTS.some((dir) => relative(root, file).split(sep).join('/').startsWith(`${dir}/`));

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitestCoverage(): void {
  rmSync(join(out, 'vitest'), { recursive: true, force: true });
  const status = run('npx', [
    'vitest',
    'run',
    '--coverage.enabled=true',
    '--coverage.provider=v8',
    '--coverage.reporter=json',
    // A test that fails (a timeout on a busy machine) must not lose the whole run's figures.
    '--coverage.reportOnFailure=true',
    `--coverage.reportsDirectory=${join(out, 'vitest')}`,
    ...ROOTS.map((dir) => `--coverage.include=${dir}/**/*.{ts,tsx}`),
  ]);
  if (status !== 0) console.warn(`Vitest exited with ${status}; its coverage is still reported.`);
}

function browserCoverage(): void {
  if (!existsSync(join(root, 'dist', 'routes.json'))) throw new Error('No test build in dist/: run `npm test -- build` first.');
  rmSync(join(out, 'browser-raw'), { recursive: true, force: true });
  const status = run('npx', ['playwright', 'test'], { E2E_COVERAGE_DIR: join(out, 'browser-raw') });
  if (status !== 0) console.warn(`Playwright exited with ${status}; the coverage its tests recorded is still reported.`);
}

/** The workers' merged V8 coverage of the built chunks, mapped onto the sources. */
async function browserMap(): Promise<CoverageMap> {
  const map = libCoverage.createCoverageMap({});
  const dir = join(out, 'browser-raw');
  if (!existsSync(dir)) return map;
  const parts = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ProcessCov);
  const merged = mergeProcessCovs(parts);
  for (const script of merged.result) {
    const file = join(root, 'dist', script.url);
    if (!existsSync(file) || !existsSync(`${file}.map`)) continue;
    const converter = v8ToIstanbul(file, 0, { source: readFileSync(file, 'utf8'), sourceMap: { sourcemap: JSON.parse(readFileSync(`${file}.map`, 'utf8')) } });
    await converter.load();
    converter.applyCoverage(script.functions);
    const data = converter.toIstanbul() as Record<string, FileCoverageData>;
    for (const [path, coverage] of Object.entries(data)) if (inRoots(path)) map.merge({ [path]: coverage });
    converter.destroy();
  }
  return map;
}

function vitestMap(): CoverageMap {
  const file = join(out, 'vitest', 'coverage-final.json');
  return libCoverage.createCoverageMap(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, FileCoverageData>) : {});
}

interface Figures {
  lines: [covered: number, total: number];
  branches: [covered: number, total: number];
}

function figures(map: CoverageMap, dir: string): Figures {
  const lines: [number, number] = [0, 0];
  const branches: [number, number] = [0, 0];
  for (const file of map.files()) {
    if (!relative(root, file).split(sep).join('/').startsWith(`${dir}/`)) continue;
    const summary = map.fileCoverageFor(file).toSummary();
    lines[0] += summary.lines.covered;
    lines[1] += summary.lines.total;
    branches[0] += summary.branches.covered;
    branches[1] += summary.branches.total;
  }
  return { lines, branches };
}

/** Lines covered by either suite, over Vitest's statement lines (the browser's own where Vitest has none). */
function joinedLines(unit: CoverageMap, browser: CoverageMap, dir: string): [number, number] {
  let covered = 0;
  let total = 0;
  const files = new Set([...unit.files(), ...browser.files()]);
  for (const file of files) {
    if (!relative(root, file).split(sep).join('/').startsWith(`${dir}/`)) continue;
    const fromUnit: Record<string, number> | null = unit.files().includes(file) ? unit.fileCoverageFor(file).getLineCoverage() : null;
    const fromBrowser: Record<string, number> | null = browser.files().includes(file) ? browser.fileCoverageFor(file).getLineCoverage() : null;
    const lines = Object.keys(fromUnit ?? fromBrowser ?? {});
    total += lines.length;
    covered += lines.filter((line) => (fromUnit?.[line] ?? 0) > 0 || (fromBrowser?.[line] ?? 0) > 0).length;
  }
  return [covered, total];
}

const percent = ([covered, total]: [number, number]) => (total === 0 ? '  n/a' : `${((covered / total) * 100).toFixed(1)}%`);
const cell = (pair: [number, number]) => `${percent(pair)} (${pair[0]}/${pair[1]})`;

async function report(): Promise<void> {
  const unit = vitestMap();
  const browser = await browserMap();
  const rows: string[] = ['| Root | Vitest lines | Vitest branches | Browser lines | Browser branches | Joined lines |', '|---|---|---|---|---|---|'];
  const result: Record<string, unknown> = {};
  for (const dir of ROOTS) {
    const u = figures(unit, dir);
    const b = figures(browser, dir);
    const joined = joinedLines(unit, browser, dir);
    rows.push(`| ${dir} | ${cell(u.lines)} | ${cell(u.branches)} | ${cell(b.lines)} | ${cell(b.branches)} | ${cell(joined)} |`);
    result[dir] = { vitest: u, browser: b, joinedLines: joined };
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'summary.json'), JSON.stringify(result, null, 2));
  writeFileSync(join(out, 'summary.md'), `${rows.join('\n')}\n`);
  console.log(`\nCoverage (also in ${join(out, 'summary.md')}):\n${rows.join('\n')}`);
}

if (!args.has('--report')) {
  vitestCoverage();
  if (!args.has('--no-browser')) browserCoverage();
}
await report();
