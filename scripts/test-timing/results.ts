/**
 * Where `npm test`'s timing goes: each runner's reporter writes one file of
 * timed tests here, and the summary reads them all back. Kept in `.local`
 * (git-ignored, the checkout's local state), away from Playwright's
 * `test-results/`, which Playwright empties at the start of every run.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The layers of docs/testing.md, cheapest first. */
export const LAYERS = ['unit', 'component', 'contract', 'functions', 'browser'] as const;
export type Layer = (typeof LAYERS)[number];

export interface TimedTest {
  layer: Layer;
  /** The file, relative to the repository root. */
  file: string;
  /** The test's full title (describe blocks and the test's own). */
  name: string;
  /** Playwright's project (desktop, phone) for browser tests. */
  project?: string;
  ms: number;
  status: 'passed' | 'failed' | 'skipped';
  /** Runs it took (more than 1: it was retried). */
  attempts?: number;
}

export interface TimedStep {
  name: string;
  seconds: number;
  ok: boolean;
}

export const TIMING_DIR_ENV = 'TEST_TIMING_DIR';

export function timingDir(root = process.cwd()): string {
  return process.env[TIMING_DIR_ENV] ?? join(root, '.local', 'test-timing');
}

export function resetTiming(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

export function writeTests(dir: string, source: string, tests: TimedTest[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${source}.tests.json`), JSON.stringify(tests));
}

export function writeSteps(dir: string, steps: TimedStep[]): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'steps.json'), JSON.stringify(steps));
}

export function readTests(dir: string): TimedTest[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tests.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as TimedTest[]);
}

export function readSteps(dir: string): TimedStep[] {
  const file = join(dir, 'steps.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TimedStep[]) : [];
}

/**
 * Deno's JUnit report (`deno test --junit-path`) as timed tests. Deno writes
 * one <testcase> per test with its name, file (classname) and seconds.
 */
export function parseDenoJunit(xml: string, fileRoot: string): TimedTest[] {
  const tests: TimedTest[] = [];
  const unescape = (text: string) =>
    text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const attributes = match[1] ?? '';
    const attribute = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '');
    const body = match[3] ?? '';
    const file = attribute('classname').replace(/^\.\//, '');
    tests.push({
      layer: 'functions',
      file: file ? `${fileRoot}/${file}` : fileRoot,
      name: attribute('name'),
      ms: Math.round(Number(attribute('time') || 0) * 1000),
      status: /<(failure|error)\b/.test(body) ? 'failed' : /<skipped\b/.test(body) ? 'skipped' : 'passed',
    });
  }
  return tests;
}
