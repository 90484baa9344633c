/**
 * The CPU profile the benchmark throttles to.
 *
 * A fixed slowdown (Lighthouse's 4x) means something different on every
 * host: 4x on a fast desktop is a mid-range phone, 4x on a slow or busy
 * host is a much slower one. The phone profile holds the *effective* speed
 * steady instead: it reads the host's Lighthouse benchmark index just before
 * each measurement and divides it by a target index, so a host of index
 * 1,500 runs at 4x and one of index 2,700 at 7.2x, and both stand for the
 * same phone. docs/performance.md ("The phone profile") says why the target
 * is 375.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';

/** The benchmark index of the phone the profile stands for: 4x on an index-1,500 host. */
export const PHONE_TARGET_INDEX = 375;

/**
 * How far a run's own benchmark index may put its effective index from the
 * target before the run is repeated at a corrected slowdown (a busy host's
 * speed can change between the calibration and the run).
 */
export const EFFECTIVE_TOLERANCE = 0.25;

/**
 * phone: throttled so the host runs at `targetIndex`. fixed: a set slowdown.
 * cpu-time: for a busy host, where wall times measure the other processes
 * more than the page: pages run unthrottled and each task's own CPU time is
 * scaled to the phone (trace-events.ts, `phoneLength`); estimates, marked so.
 */
export type CpuProfile = { kind: 'phone'; targetIndex: number } | { kind: 'fixed'; slowdown: number } | { kind: 'cpu-time'; targetIndex: number };

export const describeProfile = (profile: CpuProfile): string =>
  profile.kind === 'phone'
    ? `phone profile (effective benchmark index ${profile.targetIndex})`
    : profile.kind === 'cpu-time'
      ? `phone profile estimated from CPU time (benchmark index ${profile.targetIndex})`
      : `fixed ${profile.slowdown}x CPU slowdown`;

/**
 * The slowdown that brings a host of `hostIndex` to `targetIndex`, to one
 * decimal. Never below 1: a host slower than the target phone cannot be sped
 * up, and its figures then describe a slower phone than the profile's
 * (`isHostTooSlow`).
 */
export function slowdownFor(hostIndex: number, targetIndex: number): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0 || targetIndex <= 0) return 1;
  return Math.max(1, Math.round((hostIndex / targetIndex) * 10) / 10);
}

/** The index the throttled page effectively ran at: the host's index divided by the slowdown. */
export const effectiveIndex = (hostIndex: number, slowdown: number): number => hostIndex / Math.max(1, slowdown);

export const isHostTooSlow = (hostIndex: number, targetIndex: number): boolean => hostIndex < targetIndex * (1 - EFFECTIVE_TOLERANCE);

/**
 * Whether a run at `slowdown`, whose own benchmark index read `runIndex`,
 * stands for the profile's phone. A run on a host too slow for the profile
 * (already at 1x) is accepted as it is: repeating it cannot help.
 */
export function runFitsProfile(runIndex: number, slowdown: number, targetIndex: number): boolean {
  if (slowdown <= 1 && runIndex <= targetIndex) return true;
  const ratio = effectiveIndex(runIndex, slowdown) / targetIndex;
  return ratio >= 1 - EFFECTIVE_TOLERANCE && ratio <= 1 + EFFECTIVE_TOLERANCE;
}

/**
 * Measures the host's benchmark index with Lighthouse's own function (the
 * same loop Lighthouse runs before each audit, so the two agree), in a
 * blank page of the project's Chromium, unthrottled.
 */
export class Calibrator {
  private browser: Browser | null = null;
  private page: Page | null = null;
  private cdp: CDPSession | null = null;

  constructor(private readonly browserPath: string) {}

  private async open(): Promise<{ page: Page; cdp: CDPSession }> {
    if (!this.page || !this.cdp) {
      this.browser = await chromium.launch({ executablePath: this.browserPath, args: CHROMIUM_ARGS });
      this.page = await this.browser.newPage();
      this.cdp = await this.page.context().newCDPSession(this.page);
      await this.cdp.send('Performance.enable');
    }
    return { page: this.page, cdp: this.cdp };
  }

  /** The host's benchmark index now: what a page gets, other processes' load included. */
  async index(): Promise<number> {
    const { page } = await this.open();
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  }

  /**
   * The host's benchmark index as if nothing else ran: the same loop, its
   * iterations counted per second of the page thread's own CPU time rather
   * than per second of wall time (median of three). On a busy host this is
   * what the host gives a page when it has a core to itself, which
   * `--cpu-time` traces scale by.
   */
  async quietIndex(): Promise<number> {
    const { page, cdp } = await this.open();
    const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN;
    const samples: number[] = [];
    for (let sample = 0; sample < 3; sample += 1) {
      const [cpuBefore, wallBefore] = [await threadTime(), Date.now()];
      const index = Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
      const [cpu, wall] = [(await threadTime()) - cpuBefore, (Date.now() - wallBefore) / 1000];
      samples.push((index * wall) / cpu);
    }
    samples.sort((a, b) => a - b);
    return Math.round(samples[1] ?? NaN);
  }

  /** The slowdown for the next measurement, and the index it was chosen from (null for a fixed profile). */
  async slowdown(profile: CpuProfile): Promise<{ slowdown: number; hostIndex: number | null }> {
    if (profile.kind === 'fixed') return { slowdown: profile.slowdown, hostIndex: null };
    if (profile.kind === 'cpu-time') return { slowdown: 1, hostIndex: await this.quietIndex() };
    const hostIndex = await this.index();
    return { slowdown: slowdownFor(hostIndex, profile.targetIndex), hostIndex };
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = null;
    this.page = null;
    this.cdp = null;
  }
}

/** `--profile phone` (the default), `--target-index 375`, `--cpu-slowdown 4` for a fixed slowdown, or `--cpu-time`. */
export function profileFromArgs(argv: string[]): CpuProfile {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const targetIndex = Number(value('--target-index') ?? PHONE_TARGET_INDEX);
  if (!(targetIndex > 0)) throw new Error(`--target-index must be a positive number, not ${value('--target-index')}`);
  if (argv.includes('--cpu-time')) return { kind: 'cpu-time', targetIndex };
  const fixed = value('--cpu-slowdown');
  const profile = value('--profile') ?? (fixed ? 'fixed' : 'phone');
  if (profile === 'fixed' || fixed) {
    const slowdown = Number(fixed ?? 4);
    if (!(slowdown >= 1)) throw new Error(`--cpu-slowdown must be a number of at least 1, not ${fixed}`);
    return { kind: 'fixed', slowdown };
  }
  if (profile !== 'phone') throw new Error(`Unknown --profile ${profile}: use phone, or --cpu-slowdown <n> for a fixed slowdown`);
  return { kind: 'phone', targetIndex };
}
