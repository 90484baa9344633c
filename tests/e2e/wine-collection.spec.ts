/**
 * /wine-collection-ai in a real browser: a CellarTracker export imported
 * (two bad rows and the unknown columns said), the drinking windows counted
 * ready / hold / past with the timeline, the racking the collection needs as
 * it grows and its value at risk from the estimator; a wine typed in; bad
 * files and bad input each with a message and nothing lost; the collection
 * kept in the browser across a reload; saved while signed in and reopened.
 * The clock is fixed in 2026 so the windows are those worked out by hand in
 * supabase/functions/_shared/collection/collection.test.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createUser } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** The page, with its clock fixed in 2026 once it is interactive (the prerendered HTML is hydrated at the real time). */
async function open(page: Page, path = '/wine-collection-ai') {
  await gotoReady(page, path);
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
}

async function importFixture(page: Page) {
  await page.locator('#collection-file').setInputFiles(fixture('cellartracker-export.csv'));
  await expect(page.getByTestId('import-summary')).toContainText('cellartracker-export.csv: 9 wines added.');
}

test.describe('/wine-collection-ai', () => {
  test('a CellarTracker export gives drinking windows, the storage the collection needs and its value at risk', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('collection-empty')).toBeVisible();
    await importFixture(page);
    const summary = page.getByTestId('import-summary');
    await expect(summary).toContainText('Columns not recognised, not used: MasterVarietal, Tasting Group.');
    await expect(summary).toContainText('CellarTracker columns not needed here: iWine, Currency, Locale, Designation, Vineyard.');
    await expect(page.getByTestId('import-skipped')).toContainText('Line 10: vintage “2150”: a vintage is between 1800 and 2027');
    await expect(page.getByTestId('import-skipped')).toContainText('Line 11: quantity “-2”');

    await expect(page.getByTestId('collection-bottles')).toHaveText('44 bottles');
    await expect(page.getByTestId('count-ready')).toHaveText('37');
    await expect(page.getByTestId('count-hold')).toHaveText('5');
    await expect(page.getByTestId('count-past')).toHaveText('2');
    await expect(page.getByTestId('windows-basis')).toContainText('3 bottles use your own window (from your file or the form), which wins over the rules.');
    await expect(page.getByTestId('timeline').locator('li').first()).toContainText('2026');
    await expect(page.getByTestId('timeline').locator('li').first()).toContainText('37 ready, 12 closing');
    const rows = page.getByTestId('window-table').locator('tr');
    await expect(rows.first()).toContainText('2015 Domaine Dupeuble Beaujolais');
    await expect(rows.first()).toContainText('Past its best');
    await expect(page.getByTestId('window-table').locator('tr', { hasText: 'Giacomo Fenocchi Barolo' })).toContainText('2027–2049');
    await expect(page.getByTestId('window-table').locator('tr', { hasText: 'Bergström' })).toContainText('Your window');

    // 44 bottles + 24 a year for 5 years = 164; the capacity engine: 4 ft of 8 ft racking, 241 places with 32% wider bottles.
    await expect(page.getByTestId('bottles-then')).toHaveText('164');
    await expect(page.getByTestId('racking-length')).toHaveText('4 ft');
    await expect(page.getByText('164 bottles today need racking for 205–214; these walls hold 241, enough to grow.')).toBeVisible();
    await expect(page.getByTestId('format-table').locator('tr', { hasText: 'Magnums' })).toContainText('3');
    await expect(page.getByTestId('collection-value')).toHaveText('$7,695');
    await expect(page.getByTestId('value-at-risk')).not.toHaveText('$0');
    await expect(page.getByTestId('result-parts')).toContainText('Drinking windows: our style-and-vintage rules');

    // Better storage leaves nothing at risk.
    await page.getByLabel('Average temperature (°F)').fill('55');
    await page.getByLabel('Daily swing (°F)').fill('1');
    await page.getByLabel('Humidity (% RH)').fill('65');
    await page.getByLabel('Light').selectOption('dark');
    await page.getByLabel('Vibration').selectOption('none');
    await expect(page.getByTestId('value-at-risk')).toHaveText('$0');
    await expectAccessible(page, '/wine-collection-ai with a collection');
  });

  test('a wine typed in, bad input and bad files each say what is wrong, and nothing entered is lost', async ({ page }) => {
    await open(page);
    await page.getByLabel('Wine', { exact: true }).fill('Sassicaia');
    await page.getByLabel('Vintage').fill('3019');
    await page.getByLabel('Bottles', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Add to the collection' }).click();
    await expect(page.getByText('A vintage is between 1800 and 2027, or leave it empty for a non-vintage wine')).toBeVisible();
    await expect(page.getByText('The number of bottles is a whole number from 1')).toBeVisible();
    await expect(page.getByLabel('Vintage')).toBeFocused();
    await expect(page.getByLabel('Wine', { exact: true })).toHaveValue('Sassicaia');

    await page.getByLabel('Vintage').fill('2016');
    await page.getByLabel('Bottles', { exact: true }).fill('6');
    await page.getByLabel('Region or appellation (optional)').fill('Bolgheri');
    await page.getByLabel('Value per bottle, USD (optional)').fill('300');
    await page.getByRole('button', { name: 'Add to the collection' }).click();
    await expect(page.getByTestId('wine-list')).toContainText('2016 Sassicaia');
    // Bolgheri follows the Bordeaux and Cabernet rule: 2021–2041, ready.
    await expect(page.getByTestId('count-ready')).toHaveText('6');
    await expect(page.getByTestId('window-table')).toContainText('2021–2041');
    await expect(page.getByTestId('collection-value')).toHaveText('$1,800');

    await page.locator('#collection-file').setInputFiles({ name: 'logger.csv', mimeType: 'text/csv', buffer: Buffer.from('Timestamp,Temperature (°F)\n2026-01-01 00:00,55\n') });
    await expect(page.getByTestId('import-error')).toContainText('“logger.csv” could not be used: No wine name and type columns were found. The first line has: Timestamp, Temperature (°F).');
    await expect(page.getByTestId('import-error')).toContainText('Your collection is kept as it was.');
    await page.locator('#collection-file').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expect(page.getByTestId('import-error')).toContainText('“label.png” is not a CSV file.');
    await page.locator('#collection-file').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
    await expect(page.getByTestId('import-error')).toContainText('“empty.csv” is empty.');
    await expect(page.getByTestId('wine-list')).toContainText('2016 Sassicaia');

    await page.getByLabel('Humidity (% RH)').fill('140');
    await expect(page.getByText('Humidity is a percentage from 0 to 100')).toBeVisible();
    await expect(page.getByText(/last valid inputs/i)).toBeVisible();
    await expect(page.getByTestId('collection-value')).toHaveText('$1,800');
    await expectAccessible(page, '/wine-collection-ai with errors');

    // Kept in this browser: a reload brings the collection back.
    await page.getByLabel('Humidity (% RH)').fill('60');
    await page.reload();
    await expect(page.getByTestId('restored-note')).toContainText('Your collection from your last visit is back: 1 wine');
    await expect(page.getByTestId('count-ready')).toHaveText('6');
    await expect(page.getByLabel('Humidity (% RH)')).toHaveValue('60');
  });

  test('the template downloads, reads back, and a wine can be edited', async ({ page }) => {
    await open(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the template' }).click()]);
    expect(download.suggestedFilename()).toBe('wine-collection-template.csv');
    const buffer = readFileSync(await download.path());
    await page.locator('#collection-file').setInputFiles({ name: 'my-cellar.csv', mimeType: 'text/csv', buffer });
    await expect(page.getByTestId('import-summary')).toContainText('3 wines added.');
    await expect(page.getByTestId('collection-bottles')).toHaveText('10 bottles');

    await page.getByRole('button', { name: 'Edit NV Example: Example House Brut' }).click();
    await expect(page.getByLabel('Wine', { exact: true })).toHaveValue('Example: Example House Brut');
    await expect(page.getByLabel('Wine', { exact: true })).toBeFocused();
    await page.getByLabel('Bottles', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page.getByTestId('collection-bottles')).toHaveText('13 bottles');
    await expect(page.getByTestId('format-table').locator('tr', { hasText: 'Magnums' })).toContainText('4');
    await page.getByRole('button', { name: 'Remove 2016 Example: Château Example Pauillac' }).click();
    await expect(page.getByTestId('collection-bottles')).toHaveText('7 bottles');
  });

  test('signed out: Save keeps the collection through signing in, then saves it', async ({ page }) => {
    const user = await createUser('wine-collection-later');
    await open(page);
    await importFixture(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fwine-collection-ai%3Freport%3Dwc-/);
    await page.locator('#signin-email').fill(user.email);
    await page.locator('#signin-password').fill(user.password);
    await page.getByRole('form', { name: 'Sign in with your password' }).getByRole('button').last().click();
    await expect(page).toHaveURL(/\/wine-collection-ai\?report=wc-/);
    await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
    await expect(page.getByTestId('collection-bottles')).toHaveText('44 bottles');
    await gotoReady(page, '/my-calculations');
    await expect(page.locator('li').filter({ hasText: 'Wine collection, 44 bottles' })).toHaveCount(1);
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: the collection is saved to My Calculations and reopens', async ({ page, account: user }) => {
      await open(page);
      await importFixture(page);
      await expect(page.getByTestId('count-ready')).toHaveText('37');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
      // The saved row, not this browser's draft, brings it back.
      await page.evaluate(() => localStorage.removeItem('wcg:wine-collection:draft'));
      await gotoReady(page, '/my-calculations');
      const item = page.locator('li').filter({ hasText: 'Wine collection, 44 bottles' }).first();
      await expect(item).toContainText('44 bottles: 37 ready now');
      await item.getByRole('link', { name: /open/i }).first().click();
      await expect(page).toHaveURL(/\/wine-collection-ai\?report=wc-/);
      await expect(page.getByTestId('count-ready')).toHaveText('37');
      await expect(page.getByTestId('collection-value')).toHaveText('$7,695');
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
    });
  });
});
