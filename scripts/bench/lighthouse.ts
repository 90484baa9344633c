import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';
import { runFitsProfile, type Calibrator, type CpuProfile } from './profile.ts';
import { blockingMs, mainThread, mainThreadTasks, phoneLength, type TraceEvent } from './trace-events.ts';

/** Total Blocking Time on the phone, estimated from an unthrottled run's trace: every task after first paint, its CPU time scaled. */
function estimatedTbt(result: RunnerResult, scale: number): number {
  const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  const { pid } = mainThread(events);
  const navigationStart = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? 0;
  const fcpMs = result.lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  return Math.round(blockingMs(mainThreadTasks(events), navigationStart + fcpMs * 1000, phoneLength(scale)));
}

/**
 * One Lighthouse mobile run (devtools throttling, the given CPU slowdown) in a
 * fresh Chromium profile: the settings every figure in docs/performance.md uses.
 */
export async function lighthouseRun(browserPath: string, url: string, cpuSlowdown: number): Promise<RunnerResult> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'wcgpt-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath,
    userDataDir,
    // The project's flags with Chrome's current headless mode (one --headless flag, not two).
    chromeFlags: [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'devtools',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      // Merged into the mobile defaults (the network throttling stays as it is).
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    } as Parameters<typeof lighthouse>[1]);
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

export interface ProfiledRun {
  result: RunnerResult;
  /** The slowdown the accepted run used. */
  slowdown: number;
  /** The index the slowdown was chosen from (null for a fixed slowdown). */
  calibratedIndex: number | null;
  /** The run's own benchmark index (Lighthouse measures it unthrottled before loading the page). */
  runIndex: number;
  /** Runs taken to get one that fits the profile (1 when the first did). */
  attempts: number;
  /** For the cpu-time profile: each task's CPU time × this is its length on the phone; and the TBT that gives. */
  scale: number | null;
  estimatedTbtMs: number | null;
}

/**
 * One Lighthouse run at a profile: the slowdown is chosen from the host's
 * index just before the run; if the run's own index says the host changed
 * speed in between (a busy machine), the run is repeated at a slowdown
 * chosen afresh, at most twice.
 */
export async function profiledLighthouseRun(browserPath: string, url: string, profile: CpuProfile, calibrator: Calibrator): Promise<ProfiledRun> {
  for (let attempt = 1; ; attempt += 1) {
    const { slowdown, hostIndex } = await calibrator.slowdown(profile);
    const result = await lighthouseRun(browserPath, url, slowdown);
    const runIndex = Math.round(result.lhr.environment.benchmarkIndex);
    if (profile.kind === 'cpu-time') {
      const scale = (hostIndex ?? runIndex) / profile.targetIndex;
      return { result, slowdown, calibratedIndex: hostIndex, runIndex, attempts: attempt, scale, estimatedTbtMs: estimatedTbt(result, scale) };
    }
    const fits = profile.kind === 'fixed' || runFitsProfile(runIndex, slowdown, profile.targetIndex);
    if (fits || attempt >= 3) return { result, slowdown, calibratedIndex: hostIndex, runIndex, attempts: attempt, scale: null, estimatedTbtMs: null };
  }
}
