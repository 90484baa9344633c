/**
 * /predictive-maintenance in a real browser: the sample log imported through
 * the file input gives the trends with their charts, the likely cause and the
 * next service date brought forward; typed daily rows work alone; a bad file
 * or a bad value says what is wrong and keeps everything entered; signed in,
 * the unit's log is saved to My Calculations and reopens.
 */
import type { Page } from '@playwright/test';
import { sampleUnitLog } from '../../supabase/functions/_domain/maintenance/sample.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const inDays = (days: number) => LONG.format(new Date(Date.now() + days * 86_400_000));

async function describeUnit(page: Page) {
  await page.getByLabel('Unit type').selectOption('through-the-wall');
  await page.getByLabel('Rated capacity (BTU/h)').fill('1886');
  await page.getByLabel('Year installed').fill('2014');
  await page.getByLabel('Last service').fill('2026-03-10');
}

async function importSample(page: Page) {
  await page.locator('#unit-log-file').setInputFiles({ name: 'unit-log.csv', mimeType: 'text/csv', buffer: Buffer.from(sampleUnitLog()) });
  await expect(page.getByTestId('unit-log-summary')).toContainText('unit-log.csv: 42 readings, 2026-09-01 to 2026-10-12');
}

test.describe('/predictive-maintenance', () => {
  test('the sample log through the file input: trends, charts, the likely cause and the next service date', async ({ page }) => {
    await gotoReady(page, '/predictive-maintenance');
    await expect(page.getByTestId('maintenance-empty')).toBeVisible();
    await describeUnit(page);
    await importSample(page);
    await expect(page.getByTestId('unit-log-summary')).toContainText('run-time from “Run time (%)”, supply from “Supply (°F)”, cellar (return) from “Return (°F)”');

    // Run-time rising and the split falling: a technician should check, so the yearly date (10 March 2027) is brought forward two weeks.
    await expect(page.getByTestId('next-service')).toHaveText(inDays(14));
    await expect(page.getByTestId('unit-status')).toContainText('Service soon. Brought forward from 2027-03-10');
    const causes = page.getByTestId('causes').locator('li');
    await expect(causes.first()).toContainText('Low refrigerant or a dirty coil');
    await expect(causes.first()).toContainText('Needs a technician');
    await expect(causes.first()).toContainText('Clean the condenser coil');
    await expect(page.getByTestId('replacement')).toContainText('$3,000–$5,500');
    await expect(page.getByTestId('chart-runPct')).toContainText(/Rising \+6\.\d points of % a week, high confidence/);
    await expect(page.getByTestId('chart-splitF')).toContainText(/Falling −1\.\d°F a week, high confidence/);
    await expect(page.getByTestId('result-parts')).toContainText('our maintenance engine (no AI model)');
    const event = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add the service date to my calendar' }).click();
    const ics = await event;
    expect(ics.suggestedFilename()).toBe('cooling-unit-service.ics');
    const dueCompact = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(await ics.createReadStream().then(async (stream) => (await stream.toArray()).join(''))).toContain(`DTSTART;VALUE=DATE:${dueCompact}`);
    await page.getByText('The daily values (42 days)').click();
    await expect(page.getByRole('row')).toHaveCount(43);
    await expectAccessible(page, '/predictive-maintenance with a report');
  });

  test('the sample can be tried and downloaded, and is called a sample', async ({ page }) => {
    await gotoReady(page, '/predictive-maintenance');
    await page.getByRole('button', { name: 'Try the sample log' }).click();
    await expect(page.getByTestId('unit-log-summary')).toContainText('cooling-unit-log-sample.csv (sample: made-up readings)');
    // No last service given: book one now.
    await expect(page.getByTestId('next-service')).toHaveText(inDays(0));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the sample log' }).click();
    expect((await download).suggestedFilename()).toBe('cooling-unit-log-sample.csv');
  });

  test('typed days alone give a report; a bad file and a bad value keep everything entered', async ({ page }) => {
    await gotoReady(page, '/predictive-maintenance');
    await page.getByLabel('Last service').fill('2026-06-01');
    await page.getByLabel('Day 1: date').fill('2026-11-01');
    await page.getByLabel('Run-time (%)').nth(0).fill('55');
    await page.getByLabel('Cellar / return (°F)').nth(0).fill('56');
    await page.getByLabel('Supply air (°F)').nth(0).fill('38');
    await page.getByLabel('Day 2: date').fill('2026-11-02');
    await page.getByLabel('Run-time (%)').nth(1).fill('57');
    await page.getByLabel('Cellar / return (°F)').nth(1).fill('55.5');
    await page.getByLabel('Supply air (°F)').nth(1).fill('37');
    await expect(page.getByTestId('next-service')).toHaveText('June 1, 2027');
    await expect(page.getByTestId('chart-splitF')).toContainText('No clear trend');

    await page.locator('#unit-log-file').setInputFiles({ name: 'pressures.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Pressure (hPa),Battery\n2026-11-01,1013,99\n') });
    await expect(page.getByTestId('unit-log-error')).toContainText('“pressures.csv” could not be used: No date/time and temperature columns were found. The first line has: Date, Pressure (hPa), Battery.');
    await expect(page.getByTestId('unit-log-error')).toContainText('Everything you entered is kept.');
    await page.locator('#unit-log-file').setInputFiles({ name: 'cellar.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Temperature (°F)\n2026-11-01,56\n') });
    await expect(page.getByTestId('unit-log-error')).toContainText('neither a run-time (%) nor a supply (°F) column');
    await page.locator('#unit-log-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(page.getByTestId('unit-log-error')).toContainText('“photo.png” is not a CSV file.');
    await expect(page.getByLabel('Cellar / return (°F)').nth(1)).toHaveValue('55.5');
    await expect(page.getByTestId('next-service')).toHaveText('June 1, 2027');

    await page.getByLabel('Run-time (%)').nth(1).fill('140');
    await expect(page.getByText('Run-time is a percentage from 0 to 100')).toBeVisible();
    await expect(page.getByLabel('Run-time (%)').nth(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('Last service').fill('2099-01-01');
    await expect(page.getByText('The last service cannot be in the future')).toBeVisible();
    await expectAccessible(page, '/predictive-maintenance with errors');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: the unit’s log is saved to My Calculations and reopens', async ({ page, account: user }) => {
      await gotoReady(page, '/predictive-maintenance');
      await describeUnit(page);
      await importSample(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
      await gotoReady(page, '/my-calculations');
      const item = page.locator('li').filter({ hasText: 'Self-contained through-the-wall unit health, 2026-09-01 to 2026-10-12' }).first();
      await expect(item).toContainText('Cooling unit health');
      await expect(item).toContainText('Service soon');
      await item.getByRole('link', { name: /open/i }).first().click();
      await expect(page).toHaveURL(/\/predictive-maintenance\?report=uh-/);
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
      await expect(page.getByTestId('next-service')).toHaveText(inDays(14));
      await expect(page.getByTestId('causes').locator('li').first()).toContainText('Low refrigerant or a dirty coil');
      await expect(page.getByLabel('Year installed')).toHaveValue('2014');
    });
  });
});
