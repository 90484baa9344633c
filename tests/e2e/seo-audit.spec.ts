/**
 * /seo-automation: a public page that explains the audit and opens it only
 * for an admin; the admin runs it against this very build and every route of
 * the manifest is in the report.
 */
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

interface ManifestEntry {
  example: string;
}

test('a visitor reads what the audit checks and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await gotoReady(page, '/seo-automation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How every page of the site reads to a search engine');
  await expect(page.getByRole('heading', { name: 'What the audit checks' })).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('For the business’s team');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fseo-automation');
  await expectAccessible(page, 'seo audit for a visitor', 'main');
  expect(chunks.some((url) => /seo-audit-body/.test(url))).toBe(false);
});

test.describe('signed in', () => {
  test.use({ signedIn: 'user' });

  test('a signed-in user without the admin role is told so, plainly', async ({ page, account: user }) => {
    await gotoReady(page, '/seo-automation');
    await expect(page.getByTestId('role-gate')).toContainText(`You are signed in as ${user.email}, and this account does not have the admin role.`);
    await expect(page.getByRole('button', { name: 'Run the audit' })).toHaveCount(0);
  });
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin audits this build: every route of the manifest is in the report, with fixes and a report file', async ({ page }) => {
    test.slow();
    await gotoReady(page, '/seo-automation');

    await page.getByRole('button', { name: 'Run the audit' }).click();
    const manifest = JSON.parse(readFileSync('dist/routes.json', 'utf8')) as ManifestEntry[];
    const summary = page.getByTestId('audit-summary');
    await expect(summary).toContainText(`Pages${manifest.length}`);
    await expect(page.getByRole('heading', { name: 'Fixes, most important first' })).toBeVisible();
    // The wide table scrolls inside its card; the page itself never scrolls sideways (on a phone it did once).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // Every route, when the list is not narrowed to pages with findings.
    await page.getByLabel('Only pages with something to fix').uncheck();
    const rows = page.getByTestId('audit-page');
    await expect(rows).toHaveCount(manifest.length);
    const listed = await rows.getByRole('rowheader').allTextContents();
    expect(listed.sort()).toEqual(manifest.map((entry) => entry.example).sort());
    // Routes behind a sign-in are noted, not faulted.
    await expect(rows.filter({ hasText: '/admin' }).first()).toContainText('Behind a sign-in and rendered in the browser');
    await expectAccessible(page, 'seo audit report', 'main');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the report' }).click();
    const file = await (await download).path();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('# SEO audit of 127.0.0.1');
    for (const entry of manifest) expect(text).toContain(`### ${entry.example}\n`);
  });
});
