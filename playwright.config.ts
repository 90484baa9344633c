import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './tests/e2e/support/chromium.ts';
import { E2E_SITE_PORT, E2E_SITE_URL } from './tests/e2e/support/ports.ts';

/**
 * Browser tests against the production build (dist/, built by scripts/test-all.ts
 * with the e2e backend URL) and one fresh in-memory local backend, started once
 * per run (scripts/e2e-server.ts). docs/testing.md has the rules this encodes.
 *
 * Widths: behaviour does not change with the width, so a test runs once, on
 * the desktop project. A test tagged `@both-widths` (the route walk, layout
 * and overflow checks) runs on both; one tagged `@phone` (the mobile menu, a
 * phone-only layout) runs only on the phone.
 */
const ci = process.env.CI === 'true' || process.env.CI === '1';

/**
 * One worker per core: each worker drives its own Chromium, and the backend and
 * the static server share the same cores. E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism());

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers,
  // A test that needs a retry to pass is a failure to fix, not to hide.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(ci ? [['html', { open: 'never' }] as const] : []),
    // Feeds `npm test`'s timing summary (scripts/test-timing).
    ['./scripts/test-timing/playwright-reporter.ts'],
  ],
  use: {
    baseURL: E2E_SITE_URL,
    // Off unless asked for: recording every step's DOM snapshot of every test (to keep only a failed
    // one's) cost 11–18% of the suite's time on two cores. To see why a test failed, run it again with
    // E2E_TRACE=1 (snapshots of each step, without the screencast) and open the trace.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      executablePath: requireChromium(),
      // A fake microphone (a tone) so voice input can be exercised without hardware or a permission prompt.
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'desktop',
      dependencies: ['setup'],
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'phone',
      dependencies: ['setup'],
      grep: /@both-widths\b|@phone\b/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, channel: undefined },
    },
  ],
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    url: `${E2E_SITE_URL}/routes.json`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(E2E_SITE_PORT) },
  },
});
