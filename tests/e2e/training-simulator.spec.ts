/**
 * /training-simulator in a real browser: a scenario answered and scored with
 * its run as the explanation; your own room with a power cut on a 95°F day
 * crossing 65°F at the hour the hand calculation gives; readings out of range
 * refused with every value kept; a run's link brings it back.
 */
import type { Page } from '@playwright/test';
import { STARTER_PLAN } from '../../supabase/functions/_domain/designer/plan.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const PATH = '/training-simulator';
const room = (page: Page) => page.getByRole('form', { name: 'Your own room' });

test.describe(PATH, () => {
  test('a scenario is answered, scored and explained by its run', async ({ page }) => {
    await gotoReady(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What happens to your cellar when things go wrong');
    const questions = page.getByRole('form', { name: /^Questions:/ });
    await expect(page.getByRole('radio', { name: 'The power fails on a 95°F day' })).toBeChecked();

    // Nothing answered: each question says so and nothing is scored.
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await expect(page.locator('#q-hours-to-65-error')).toHaveText('Enter your answer');
    await expect(page.locator('#q-hours-to-65')).toBeFocused();
    await page.locator('#q-hours-to-65').fill('500');
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await expect(page.locator('#q-hours-to-65-error')).toHaveText('Answer between 0 and 200 hours');
    await expect(page.locator('#q-hours-to-65')).toHaveValue('500');

    await page.locator('#q-hours-to-65').fill('15');
    await questions.getByLabel('Above 75°F').check();
    await questions.getByLabel('Open the door to check on the bottles').check();
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await expect(page.getByTestId('score-line')).toHaveText('You scored 2 of 3');
    await expect(page.getByTestId('score-line')).toBeFocused();
    const marks = page.getByTestId('marked-answer');
    await expect(marks).toHaveCount(3);
    await expect(marks.nth(0)).toHaveAttribute('data-correct', 'true');
    await expect(marks.nth(0).getByTestId('right-answer')).toHaveText('14.8 hours');
    await expect(marks.nth(2)).toHaveAttribute('data-correct', 'false');
    await expect(marks.nth(2).getByTestId('right-answer')).toHaveText('Keep the door shut and the lights off');
    const result = page.getByTestId('scenario-score').getByTestId('run-result');
    await expect(result.getByTestId('risk-level')).toHaveText('The wine is at risk');
    await expect(result.getByTestId('cut-to-65')).toHaveText(/^14\.8 h \(day 1, 4:5\d pm\)$/);
    await expect(result.getByTestId('climate-chart').locator('svg')).toBeVisible();
    await expectAccessible(page, `${PATH} scored`, '#scenarios');

    // Another scenario starts clean and goes in the link.
    await page.getByRole('radio', { name: 'A failing door seal' }).check();
    await expect(page).toHaveURL(/[?&]s=door-seal/);
    await expect(page.getByTestId('scenario-score')).toHaveCount(0);
    await page.locator('#q-run-share').fill('95');
    await questions.getByLabel('No', { exact: true }).check();
    await questions.getByLabel('A new gasket and door sweep').check();
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await expect(page.getByTestId('score-line')).toHaveText('You scored 3 of 3');
  });

  test('your own room: a power cut on a 95°F day crosses 65°F at the computed hour; the link brings the run back', async ({ page }) => {
    await gotoReady(page, PATH);
    const form = room(page);
    await form.getByLabel('Average temperature next door (°F)').fill('95');
    await form.getByLabel('Daily range (°F)').fill('0');
    await form.getByLabel('Power fails at hour').fill('0');
    await form.getByLabel('Hours without power').fill('48');
    await form.getByLabel('Days to simulate').fill('2');
    await form.getByRole('button', { name: 'Run the simulation' }).click();

    // By hand (simulate.test.ts): τ ≈ 49.3 h towards 90.4°F, the air ahead of the bottles → 65°F after ≈ 14.65 h.
    const result = page.locator('#own-room').getByTestId('run-result');
    await expect(result.getByTestId('cut-to-65')).toHaveText('14.6 h (day 1, 2:39 pm)');
    await expect(result.getByTestId('risk-level')).toHaveText('The wine is at risk');
    await result.getByText('Hour by hour, as a table').click();
    const row = (time: string) => result.getByRole('row', { name: new RegExp(`^${time} `) });
    expect(Number(await row('day 1, 2:00 pm').getByRole('cell').nth(1).innerText())).toBeLessThan(65);
    expect(Number(await row('day 1, 3:00 pm').getByRole('cell').nth(1).innerText())).toBeGreaterThanOrEqual(65);
    await expect(result.getByTestId('run-source')).toContainText('no AI model is involved');
    await expectAccessible(page, `${PATH} own room`, '#own-room');

    await expect(page).toHaveURL(/[?&]out=95&/);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(room(page).getByLabel('Average temperature next door (°F)')).toHaveValue('95');
    await expect(page.locator('#own-room').getByTestId('cut-to-65')).toHaveText('14.6 h (day 1, 2:39 pm)');
  });

  test('readings out of physical range get a message and nothing typed is lost', async ({ page }) => {
    await gotoReady(page, PATH);
    const form = room(page);
    await form.getByLabel('Length (ft)').fill('12');
    await form.getByLabel('Average temperature next door (°F)').fill('500');
    await form.getByLabel('Humidity at the set point (%)').fill('120');
    await form.getByLabel('Glass').selectOption('door');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect(page.locator('#room-outside-mean-error')).toHaveText('The average temperature next door must be between -20°F and 120°F');
    await expect(page.locator('#room-humidity-error')).toHaveText('The humidity must be between 10% and 95%');
    await expect(page.getByTestId('room-refused')).toContainText('everything you typed is kept');
    await expect(page.locator('#room-outside-mean')).toBeFocused();
    await expect(form.getByLabel('Average temperature next door (°F)')).toHaveValue('500');
    await expect(form.getByLabel('Humidity at the set point (%)')).toHaveValue('120');
    await expect(form.getByLabel('Length (ft)')).toHaveValue('12');
    await expect(form.getByLabel('Glass')).toHaveValue('door');
    await expect(page.locator('#own-room').getByTestId('run-result')).toHaveCount(0);
    await expectAccessible(page, `${PATH} refused`, '#own-room');

    await form.getByLabel('Average temperature next door (°F)').fill('85');
    await form.getByLabel('Humidity at the set point (%)').fill('65');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect(page.getByTestId('room-refused')).toHaveCount(0);
    await expect(page.locator('#own-room').getByTestId('run-result')).toBeVisible();
  });

  test('"Use my design" fills the room from the designer’s draft in this browser', async ({ page }) => {
    await gotoReady(page, PATH);
    await page.getByRole('button', { name: 'Use my design' }).click();
    await expect(page.getByTestId('design-note')).toHaveText('There is no design saved in this browser yet: draw one in the visual designer, then come back.');

    // The designer's starter plan: 12 × 10 ft at the default 8 ft ceiling, a glass door, racking for 886 bottles (its own capacity figures).
    await page.evaluate((plan) => localStorage.setItem('winecellargpt:designer-draft', plan), JSON.stringify(STARTER_PLAN));
    await page.getByRole('button', { name: 'Use my design' }).click();
    await expect(page.getByTestId('design-note')).toHaveText('Filled in from your design: 12 × 10 ft, 886 bottles, a 3,040 BTU/h unit.');
    const form = room(page);
    await expect(form.getByLabel('Length (ft)')).toHaveValue('12');
    await expect(form.getByLabel('Width (ft)')).toHaveValue('10');
    await expect(form.getByLabel('Ceiling (ft)')).toHaveValue('8');
    await expect(form.getByLabel('Glass')).toHaveValue('door');
    await expect(form.getByLabel('Bottles stored')).toHaveValue('886');
    await expect(form.getByLabel('Capacity (BTU/h)')).toHaveValue('3040');
    await form.getByRole('button', { name: 'Run the simulation' }).click();
    await expect(page.locator('#own-room').getByTestId('run-result')).toBeVisible();
  });
});
