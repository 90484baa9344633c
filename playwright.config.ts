import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './tests/e2e/support/chromium.ts';
import { E2E_SITE_PORT, E2E_SITE_URL } from './tests/e2e/support/ports.ts';

/**
 * Browser tests against the production build (dist/, built by scripts/test-all.ts
 * with the e2e backend URL) and a fresh in-memory local backend.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E_SITE_URL,
    trace: 'retain-on-first-failure',
    launchOptions: {
      executablePath: requireChromium(),
      // A fake microphone (a tone) so voice input can be exercised without hardware or a permission prompt.
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    url: `${E2E_SITE_URL}/routes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: { PORT: String(E2E_SITE_PORT) },
  },
});
