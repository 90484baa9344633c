/**
 * Finds the system Chromium (Playwright cannot download browsers here).
 * Under CI=true a missing browser is an error; elsewhere the caller explains
 * how to install one.
 */
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const INSTALL_HINT =
  'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) ' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function requireChromium(): string {
  const path = findChromium();
  if (!path) throw new Error(INSTALL_HINT);
  return path;
}
