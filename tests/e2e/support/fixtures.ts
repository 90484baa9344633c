/**
 * Shared browser-test fixtures: every test fails on a console error, an
 * uncaught page error or a React hydration warning unless it declares the
 * message as expected; axe checks report serious and critical violations;
 * `test.use({ signedIn })` opens the test's pages already signed in
 * (support/auth.ts).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { newAccount, roleAccount, roleState, sessionState, type Account, type Role, type StorageState } from './auth.ts';
import { COVERAGE_DIR, CoverageSink, recordCoverage } from './coverage.ts';

export interface ConsoleGuard {
  /** Declare a console error this test provokes on purpose. */
  expect: (pattern: RegExp) => void;
  messages: string[];
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** Open the test's pages signed in with this role (an option: `test.use({ signedIn: 'admin' })`). */
  signedIn: Role | null;
  /** With `signedIn`: an account of the test's own instead of the role's shared one. */
  freshAccount: boolean;
  /** The signed-in account and its stored state (null when signed out). */
  session: { account: Account; state: StorageState } | null;
  /** The account the test is signed in as. */
  account: Account;
}

export const test = base.extend<Fixtures, { coverageSink: CoverageSink | null }>({
  // `npm run coverage` only (support/coverage.ts): one sink per worker, written when the worker ends.
  coverageSink: [
    async ({}, use, worker) => {
      if (!COVERAGE_DIR) return use(null);
      const sink = new CoverageSink();
      await use(sink);
      sink.write(worker.workerIndex);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, coverageSink }, use) => {
    if (!coverageSink) return use(page);
    await recordCoverage(page, coverageSink, () => use(page));
  },
  signedIn: [null, { option: true }],
  freshAccount: [false, { option: true }],
  session: async ({ signedIn, freshAccount }, use) => {
    if (!signedIn) return use(null);
    if (!freshAccount) return use({ account: roleAccount(signedIn), state: await roleState(signedIn) });
    const account = await newAccount(signedIn, `${signedIn}-own`);
    return use({ account, state: await sessionState(account) });
  },
  storageState: async ({ session, storageState }, use) => use(session ? session.state : storageState),
  account: async ({ session }, use) => {
    if (!session) throw new Error('`account` needs `test.use({ signedIn: role })`');
    return use(session.account);
  },
  consoleGuard: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const expected: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat|did not match/i.test(text)) messages.push(`console.${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ expect: (pattern) => expected.push(pattern), messages });
      const unexpected = messages.filter((message) => !expected.some((pattern) => pattern.test(message)));
      expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Navigates and waits until the page has hydrated (or rendered, for the SPA shell). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until React has hydrated the element (a deferred() section hydrates
 * on approach, idle or touch; until then its links are plain anchors the
 * browser follows with a full page load, by design). React marks every node
 * it owns with a `__reactFiber$…` key.
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { message: 'the element is hydrated' })
    .toBe(true);
}

/**
 * Checks the page (or, with `include`, one region of it) with axe and fails on
 * serious or critical violations. The whole-page check of every route at both
 * widths is the route walk's job (routes.spec.ts); behaviour tests check only
 * the region a state changed, so axe runs once per page and width.
 *
 * Animations are settled first (reduced motion): a running animation makes
 * every style read axe does recompute styles, which made the landing page's
 * check 2–4× slower than an article's on a busy machine, and a fading element
 * can be measured mid-fade. Legacy mode runs axe in the page itself instead of
 * opening a blank page to combine frame results; the site has no iframes.
 */
export async function expectAccessible(page: Page, context = '', include?: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Only violations are reported in full: axe otherwise builds a selector for every node that passed.
  // (options() replaces all options, so it comes before withTags.)
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious, `axe serious/critical violations ${context}`).toEqual([]);
}

/** The page never scrolls sideways: nothing is wider than the window (a phone would zoom the whole page out). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Visible sonner toasts' text. */
export function toasts(page: Page) {
  return page.locator('[data-sonner-toast]');
}

/**
 * When the page fetched a script whose file name starts with `chunk` (a
 * Vite chunk: `design-results-abc123.js`), against the moment it became
 * interactive (`winecellargpt:interactive`): both in ms since navigation.
 */
export async function chunkTiming(page: Page, chunk: string): Promise<{ fetchedAt: number; interactiveAt: number }> {
  await page.waitForFunction((name) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`)), chunk);
  return page.evaluate((name) => {
    const entry = performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname.startsWith(`/assets/${name}-`));
    return { fetchedAt: entry?.startTime ?? Number.NaN, interactiveAt: performance.getEntriesByName('winecellargpt:interactive')[0]?.startTime ?? Number.NaN };
  }, chunk);
}
