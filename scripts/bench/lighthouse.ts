import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';

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
