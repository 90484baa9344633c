/**
 * /condition-assessment in a real browser: readings typed and a logger CSV
 * imported, the checklist answered, then the score, the findings ranked and
 * the fix list (priced where the estimator prices the work); a week's log with
 * a warm spell charted and graded; a bad file and a bad row say what is
 * wrong and keep everything entered; a photo is previewed and the server says
 * plainly it has no model to read it; saved while signed in, the report is in
 * My Calculations and reopens with the same score.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createUser } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
import { E2E_PROVIDER_BACKEND_URL } from './support/ports.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function typeReadings(page: Page) {
  const times = page.getByLabel(/Reading \d: date and time/);
  const temps = page.getByLabel('Temperature (°F)');
  const rhs = page.getByLabel('Humidity (% RH)');
  await times.nth(0).fill('2026-02-28T08:00');
  await temps.nth(0).fill('56');
  await rhs.nth(0).fill('64');
  await times.nth(1).fill('2026-02-28T20:00');
  await temps.nth(1).fill('61');
  await rhs.nth(1).fill('66');
}

/** The worked example of the first test: two typed readings, the logger file, five checklist answers → 68/100. */
async function fillExample(page: Page) {
  await typeReadings(page);
  await page.locator('#logger-file').setInputFiles(fixture('condition-logger.csv'));
  await answerChecklist(page);
  await expect(page.getByTestId('condition-score')).toHaveText('68/100');
}

async function answerChecklist(page: Page) {
  await page.getByLabel('Door seal').selectOption('worn');
  await page.getByLabel('Vapor barrier').selectOption('no');
  await page.getByLabel('Light').selectOption('dark');
  await page.getByLabel('Vibration').selectOption('none');
  await page.getByLabel('Cooling unit age').selectOption('10-15');
}

test.describe('/condition-assessment', () => {
  test('typed readings, a logger file and the checklist give a score, ranked findings and priced fixes', async ({ page }) => {
    await gotoReady(page, '/condition-assessment');
    await expect(page.getByTestId('condition-empty')).toBeVisible();
    await typeReadings(page);
    // Two readings, 56°F and 61°F twelve hours apart: a 5°F swing and half the time above 59°F (worked out in docs/ai-tools.md)
    // give 82; the 61°F reading stands for the log's 12-hour interval, a warm spell longer than 4 hours, which caps it at 79.
    await expect(page.getByTestId('condition-score')).toHaveText('79/100');

    await page.locator('#logger-file').setInputFiles(fixture('condition-logger.csv'));
    const summary = page.getByTestId('logger-summary');
    await expect(summary).toContainText('condition-logger.csv: 12 readings, 2026-03-01 to 2026-03-02; temperature in °C (from the column name)');
    await expect(summary).toContainText('Columns not used: Battery.');
    await expect(page.getByTestId('logger-skipped')).toContainText('Line 7: 85°C: outside what a room sensor can read');

    await answerChecklist(page);
    await expect(page.getByTestId('condition-score')).toHaveText('68/100');
    await expect(page.getByTestId('condition-rating')).toContainText('Fair condition');
    const findings = page.getByTestId('findings').locator('li');
    await expect(findings).toHaveCount(5);
    await expect(findings.nth(0)).toContainText('1. Daily temperature swing');
    await expect(findings.nth(0)).toContainText('high risk');
    await expect(findings.nth(1)).toContainText('2. Vapor barrier');
    await expect(findings.nth(2)).toContainText('3. Door seal');
    const fixes = page.getByTestId('fixes').locator('li');
    await expect(fixes.nth(0)).toContainText('Replace the cooling unit');
    await expect(fixes.nth(0).getByTestId('fix-cost')).toHaveText('$3,000–$5,500');
    await expect(fixes.nth(1)).toContainText('Re-insulate with a vapor barrier');
    await expect(fixes.nth(1).getByTestId('fix-cost')).toHaveText('$5,500–$8,100');
    await expect(fixes.nth(1)).toContainText('368 ft²');
    await expect(fixes.nth(2).getByTestId('fix-cost')).toHaveText('No estimator figure');
    await expect(page.getByTestId('fixes-total')).toContainText('$8,500–$13,600');
    // The report's link opens only for its owner, so there is no link to share.
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expectAccessible(page, '/condition-assessment with a report');
    await page.getByRole('link', { name: 'Get a quote with this' }).click();
    await expect(page).toHaveURL(/\/quote\?.*calc=condition-assessment/);
  });

  test('a week’s log with a 12-hour warm spell peaking at 64°F: charted, graded and not called good', async ({ page }) => {
    // Hourly at 55°F for a week; on 3 July from 08:00, twelve hours between 60 and 64°F.
    const spell = [60, 61, 62, 63, 64, 64, 63, 62, 61, 60, 60, 60];
    const rows = Array.from({ length: 7 * 24 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 6, 1) + i * 3_600_000).toISOString();
      const warm = spell[i - (2 * 24 + 8)];
      return `${at.slice(5, 7)}/${at.slice(8, 10)}/${at.slice(0, 4)},${at.slice(11, 16)},${warm ?? 55},63`;
    });
    const csv = ['Date,Time,Temperature (°F),Humidity (%)', ...rows].join('\n');
    await gotoReady(page, '/condition-assessment');
    await page.locator('#logger-file').setInputFiles({ name: 'july-week.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('logger-summary')).toContainText('168 readings');

    await expect(page.getByTestId('condition-score')).toHaveText('79/100');
    await expect(page.getByTestId('condition-rating')).toHaveText(/^Fair condition, .*a significant warm spell \(12 h above 59°F on 2026-07-03 from 08:00, peaking at 64°F\) limits it to fair\.$/);
    const warmFinding = page.locator('[data-factor="timeOutOfRange"]');
    await expect(warmFinding).toContainText('moderate risk');
    await expect(warmFinding).toContainText('Worst warm spell: 12 h above 59°F');

    // The chart: a fixed-size image with its summary, the spell marked, and the readings as a table.
    const chart = page.getByTestId('readings-chart');
    const image = chart.getByRole('img', { name: /Temperature readings over time/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('viewBox', '0 0 720 260');
    await expect(chart.locator('[data-spell="significant"]')).toHaveCount(1);
    await expect(page.getByTestId('readings-summary')).toContainText('One warm spell: 12 h above 59°F on 2026-07-03 from 08:00, peaking at 64°F (significant: past the 62°F alert limit)');
    await chart.getByText('The readings as a table, day by day').click();
    const day = page.getByTestId('readings-table').locator('[data-day="2026-07-03"]');
    await expect(day).toContainText('64°F');
    await expect(day.getByRole('cell').nth(4)).toHaveText('12');
    await expectAccessible(page, '/condition-assessment with a charted warm spell');
  });

  test('a fortnight’s log with two dry days and a few damp hours: humidity charted on its own axis, the spells named and graded', async ({ page }) => {
    // Hourly at 55°F and 62% RH for 14 days; from 4 July 48 hours at 44–47%, on 11 July five hours at 72–74%.
    const rows = Array.from({ length: 14 * 24 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 6, 1) + i * 3_600_000).toISOString();
      const rh = i >= 72 && i < 120 ? 44 + (i % 4) : i >= 240 && i < 245 ? 72 + (i % 3) : 62;
      return `${at.slice(5, 7)}/${at.slice(8, 10)}/${at.slice(0, 4)},${at.slice(11, 16)},55,${rh}`;
    });
    const csv = ['Date,Time,Temperature (°F),Humidity (%)', ...rows].join('\n');
    await gotoReady(page, '/condition-assessment');
    await page.locator('#logger-file').setInputFiles({ name: 'july-fortnight.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('logger-summary')).toContainText('336 readings');

    const finding = page.locator('[data-factor="humidityOutOfRange"]');
    await expect(finding).toContainText('Worst dry spell: 48 h below 50% on 2026-07-04 from 00:00, down to 44% (significant: below 50% for 24 hours or more)');
    await expect(finding).toContainText('moderate risk');

    const chart = page.getByTestId('readings-chart');
    const humidity = chart.getByRole('img', { name: /Relative humidity over time/ });
    await expect(humidity).toBeVisible();
    await expect(humidity).toHaveAttribute('viewBox', '0 0 720 200');
    await expect(chart.locator('[data-spell="dry-significant"]')).toHaveCount(1);
    await expect(chart.locator('[data-spell="damp-minor"]')).toHaveCount(1);
    const summary = page.getByTestId('readings-summary');
    await expect(summary).toContainText('Humidity 44% to 74% against the 50–70% band. One dry spell: 48 h below 50% on 2026-07-04 from 00:00, down to 44%');
    await expect(summary).toContainText('One damp spell: 5 h above 70% on 2026-07-11 from 00:00, up to 74% (minor');
    await chart.getByText('The readings as a table, day by day').click();
    await expect(page.getByTestId('readings-table').getByRole('columnheader', { name: 'Hours outside 50–70% RH' })).toBeVisible();
    const day = page.getByTestId('readings-table').locator('[data-day="2026-07-04"]');
    await expect(day.getByRole('cell').nth(5)).toHaveText('44–47%');
    await expect(day.getByRole('cell').nth(6)).toHaveText('24');
    await expectAccessible(page, '/condition-assessment with charted humidity');
  });

  test('a bad file or a bad row says what is wrong, and nothing entered is lost', async ({ page }) => {
    await gotoReady(page, '/condition-assessment');
    await typeReadings(page);
    await page.locator('#logger-file').setInputFiles(fixture('condition-logger.csv'));
    await expect(page.getByTestId('logger-summary')).toContainText('12 readings');

    await page.locator('#logger-file').setInputFiles(fixture('condition-logger-bad.csv'));
    await expect(page.getByTestId('logger-error')).toContainText('“condition-logger-bad.csv” could not be used: No date/time and temperature columns were found. The first line has: Timestamp, Pressure (hPa), Battery.');
    await expect(page.getByTestId('logger-summary')).toContainText('condition-logger.csv: 12 readings');
    await expect(page.getByLabel('Temperature (°F)').nth(1)).toHaveValue('61');

    await page.locator('#logger-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(page.getByTestId('logger-error')).toContainText('“photo.png” is not a CSV file.');
    await page.locator('#logger-file').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await expect(page.getByTestId('logger-error')).toContainText('“empty.csv” is empty.');

    const score = await page.getByTestId('condition-score').innerText();
    await page.getByLabel('Temperature (°F)').nth(1).fill('400');
    await expect(page.getByText('Enter a temperature between −4 and 122°F')).toBeVisible();
    await expect(page.getByText('Showing the last valid inputs.')).toBeVisible();
    await expect(page.getByTestId('condition-score')).toHaveText(score);
    await page.getByLabel('Humidity (% RH)').nth(0).fill('140');
    await expect(page.getByText('Humidity is a percentage from 0 to 100')).toBeVisible();
    await expect(page.getByLabel('Temperature (°F)').nth(0)).toHaveValue('56');

    await page.locator('#condition-photos').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await expect(page.getByTestId('photo-error')).toContainText('“broken.jpg” could not be opened as an image');
  });

  test('a photo is previewed for the report; with no model switched on, reading it is not offered', async ({ page }) => {
    await gotoReady(page, '/condition-assessment');
    await page.getByRole('button', { name: 'Try the sample readings' }).click();
    await expect(page.getByTestId('logger-summary')).toContainText('sample: made-up readings');
    await page.locator('#condition-photos').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByLabel('What photo 1 shows').fill('Bottom of the door');
    await expect(page.getByTestId('report-photos').getByRole('img', { name: 'Bottom of the door' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask the AI model to read the photos' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/configured/);
    await expect(page.getByTestId('result-parts')).toHaveText('Score, findings and fixes: our assessment engine and cost estimator');
    await expectAccessible(page, '/condition-assessment with a photo');
  });

  test('with a model configured, a photo is read and its reading marked as the model’s', async ({ page }) => {
    // The backend whose functions talk to the suite's fake OpenAI-compatible provider (model "fake-model").
    await page.route('**/functions/v1/ai-tools', (route) => route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/ai-tools` }));
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/ai-tools') && request.method() === 'POST') sent.push(request.postDataJSON());
    });
    await gotoReady(page, '/condition-assessment');
    await page.getByRole('button', { name: 'Try the sample readings' }).click();
    await page.locator('#condition-photos').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByRole('button', { name: 'Ask the AI model to read the photos' }).click();
    const reading = page.getByTestId('photo-reading');
    await expect(reading).toContainText('word1 word2', { timeout: 20_000 });
    await expect(reading.getByTestId('result-parts')).toHaveText('Photo reading: AI model fake-model');
    const body = sent[0] as { tool: string; input: { image: string } };
    expect(body.tool).toBe('condition-assessment');
    expect(body.input.image).toMatch(/^data:image\/jpeg;base64,/);
    await expect(page.getByTestId('condition-score')).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: the report is saved to My Calculations and reopens with the same score', async ({ page, account: user }) => {
      await gotoReady(page, '/condition-assessment');
      await fillExample(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
      await gotoReady(page, '/my-calculations');
      const item = page.locator('li').filter({ hasText: 'Cellar condition assessment, 2026-02-28 to 2026-03-02' }).first();
      await expect(item).toContainText('Condition assessment');
      await expect(item).toContainText('68/100, fair');
      await item.getByRole('link', { name: /open/i }).first().click();
      await expect(page).toHaveURL(/\/condition-assessment\?report=ca-/);
      await expect(page.getByTestId('condition-score')).toHaveText('68/100');
      await expect(page.getByLabel('Door seal')).toHaveValue('worn');
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
    });
  });

  test('signed out: Save keeps the report through signing in, then saves it', async ({ page }) => {
    const user = await createUser('condition-later');
    await gotoReady(page, '/condition-assessment');
    await fillExample(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fcondition-assessment%3Freport%3Dca-/);
    await page.locator('#signin-email').fill(user.email);
    await page.locator('#signin-password').fill(user.password);
    await page.getByRole('form', { name: 'Sign in with your password' }).getByRole('button').last().click();
    await expect(page).toHaveURL(/\/condition-assessment\?report=ca-/);
    await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
    await expect(page.getByTestId('condition-score')).toHaveText('68/100');
    await gotoReady(page, '/my-calculations');
    await expect(page.locator('li').filter({ hasText: 'Cellar condition assessment, 2026-02-28 to 2026-03-02' })).toHaveCount(1);
  });
});
