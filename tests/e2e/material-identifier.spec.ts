/**
 * /material-identifier in a real browser: answered by mouse and by keyboard,
 * the ranking changes with each answer; a shared link reopens the same
 * result; all "I don't know" is said to be no identification; a bad photo
 * or bottle count says what is wrong and keeps the answers; a photo is read
 * by a model only when asked, and its reading is marked as the model's.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';
import { E2E_PROVIDER_BACKEND_URL } from './support/ports.ts';

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const group = (page: Page, label: string) => page.getByRole('group', { name: label });
const choose = (page: Page, question: string, answer: string) => group(page, question).getByText(answer, { exact: true }).click();

async function answerRedwood(page: Page) {
  await choose(page, 'Where is it?', 'Racking or shelving');
  await choose(page, 'What colour is it?', 'Reddish brown');
  await choose(page, 'What pattern does the surface show?', 'Fine straight grain lines');
  await choose(page, 'How heavy does a piece feel, or how does it sound when knocked?', 'Light, or hollow when knocked');
  await choose(page, 'What does it smell like close up?', 'Nothing much');
  await choose(page, 'How is the surface finished?', 'Bare, unfinished');
}

test.describe('/material-identifier', () => {
  test('answers by mouse rank the materials, re-rank on a change, and a shared link reopens the same result', async ({ page, browser }) => {
    await gotoReady(page, '/material-identifier');
    await expect(page.getByTestId('material-top')).toHaveText('Not identified yet');
    await expect(page.getByTestId('material-summary')).toContainText('this is not an identification');
    await expect(page.getByTestId('material-next')).toContainText('What colour is it?');

    await answerRedwood(page);
    await expect(page.getByTestId('material-top')).toHaveText('All-heart redwood');
    await expect(page.getByTestId('material-confidence')).toHaveText('High confidence · 6 of 7 questions answered');
    const first = page.getByTestId('material-candidates').locator('li').first();
    await expect(first.getByTestId('candidate-chance')).toHaveText('94%');
    await expect(first.getByTestId('candidate-verdict')).toHaveText('Suits a cellar');

    // A strong aromatic scent: cedar comes first, with its cork risk.
    await choose(page, 'What does it smell like close up?', 'Strong and aromatic, like pencil shavings');
    await expect(page.getByTestId('material-top')).toHaveText('Cedar (aromatic or western red)');
    await expect(first).toContainText('Scent can reach the corks');
    await expect(first.getByTestId('candidate-verdict')).toHaveText('Suits it with care');
    await expect(page).toHaveURL(/scent=aromatic/);
    await expectAccessible(page, '/material-identifier answered');

    const link = page.url();
    const chance = await first.getByTestId('candidate-chance').textContent();
    const other = await browser.newPage();
    await gotoReady(other, link);
    await expect(other.getByTestId('material-top')).toHaveText('Cedar (aromatic or western red)');
    await expect(other.getByTestId('material-candidates').locator('li').first().getByTestId('candidate-chance')).toHaveText(chance ?? '');
    await expect(group(other, 'What does it smell like close up?').getByRole('radio', { name: 'Strong and aromatic, like pencil shavings' })).toBeChecked();
    await other.close();
  });

  test('answers by keyboard: arrow keys choose within a question, Tab moves to the next', async ({ page }) => {
    await gotoReady(page, '/material-identifier');
    await group(page, 'What colour is it?').getByRole('radio', { name: 'I don’t know' }).focus();
    // I don't know → pale → golden → reddish.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(group(page, 'What colour is it?').getByRole('radio', { name: 'Reddish brown' })).toBeChecked();
    const afterColour = await page.getByTestId('material-summary').textContent();
    expect(afterColour).toMatch(/do not separate/);
    // Three reddish woods tie; the headline names the two the answers cannot separate.
    await expect(page.getByTestId('material-top')).toHaveText('All-heart redwood or Black cherry');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(group(page, 'What pattern does the surface show?').getByRole('radio', { name: 'Fine straight grain lines' })).toBeChecked();
    await expect(page.getByTestId('material-summary')).not.toHaveText(afterColour ?? '');
    await expect(page).toHaveURL(/colour=reddish/);
    await expect(page).toHaveURL(/grain=straight/);
  });

  test('a bad photo or bottle count says what is wrong and keeps the answers; a photo is previewed and not read without a model', async ({ page }) => {
    await gotoReady(page, '/material-identifier');
    await choose(page, 'What colour is it?', 'Pale cream or yellow');
    await choose(page, 'What pattern does the surface show?', 'Grain with dark round knots');
    await choose(page, 'What does it smell like close up?', 'Resinous, like pine sap');
    await expect(page.getByTestId('material-top')).toHaveText('Pine');

    await page.locator('#material-photo').setInputFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await expect(page.getByTestId('photo-error')).toHaveText('“broken.jpg” could not be opened as an image: the file may be damaged. Your answers are kept.');
    await page.locator('#material-photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('photo-error')).toContainText('“notes.txt” is not a JPEG, PNG or WebP photo.');
    await expect(group(page, 'What colour is it?').getByRole('radio', { name: 'Pale cream or yellow' })).toBeChecked();
    await expect(page.getByTestId('material-top')).toHaveText('Pine');

    await page.getByLabel('Bottles the racking holds (optional)').fill('lots');
    await expect(page.getByTestId('bottles-error')).toHaveText('Enter the number of bottles as a whole number, e.g. 500.');
    await page.getByLabel('Bottles the racking holds (optional)').fill('500');
    // 500 bottles at 9 a ft² of wall = 5.16 m² × $600–900 (docs/ai-tools.md).
    await expect(page.getByTestId('material-replacement')).toContainText('Redwood or mahogany (custom): $3,100–$4,650');

    await page.locator('#material-photo').setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(page.getByTestId('photo-error')).toHaveCount(0);
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    // No model is switched on here: reading the photo is not offered, and nothing speaks of configuration.
    await expect(page.getByRole('button', { name: 'Ask the AI model to read the photo' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/configured|an AI model to read/);
    await expect(page.getByTestId('material-top')).toHaveText('Pine');
    await expectAccessible(page, '/material-identifier with a photo');
  });

  test('with a model configured, the photo is read and its reading marked as the model’s, beside the unchanged ranking', async ({ page }) => {
    await page.route('**/functions/v1/ai-tools', (route) => route.continue({ url: `${E2E_PROVIDER_BACKEND_URL}/functions/v1/ai-tools` }));
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/ai-tools') && request.method() === 'POST') sent.push(request.postDataJSON());
    });
    await gotoReady(page, '/material-identifier?colour=clear&grain=none&touch=warm');
    await expect(page.getByTestId('material-top')).toHaveText('Acrylic (plexiglass)');
    expect(sent).toHaveLength(0);
    await page.locator('#material-photo').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByRole('button', { name: 'Ask the AI model to read the photo' }).click();
    const reading = page.getByTestId('photo-reading');
    await expect(reading).toContainText('word1 word2', { timeout: 20_000 });
    await expect(reading.getByTestId('result-parts')).toHaveText('Photo reading: AI model fake-model');
    const body = sent[0] as { tool: string; input: { image: string; answers: string } };
    expect(body.tool).toBe('material-identifier');
    expect(body.input.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(body.input.answers).toContain('Clear or see-through');
    await expect(page.getByTestId('material-top')).toHaveText('Acrylic (plexiglass)');
  });
});
