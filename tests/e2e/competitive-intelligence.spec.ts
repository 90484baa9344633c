/**
 * /competitive-intelligence: a public page that says what the comparison
 * holds and opens the tool only for an admin, who enters a competitor's
 * price (refused with its messages first), reads another from a competitor's
 * quote (the document analyzer's extraction, in the browser), and sees both
 * against our estimator by size class, on the chart and with their dates.
 */
import { randomUUID } from 'node:crypto';
import { quotePdf } from '../support/document-fixtures.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

test('a visitor reads what the comparison holds and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoReady(page, '/competitive-intelligence');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitors’ prices against our estimator, by cellar size');
  await expect(page.getByRole('heading', { name: 'What the comparison holds' })).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fcompetitive-intelligence');
  await expectAccessible(page, 'competitive intelligence for a visitor', 'main');
  expect(requested.some((url) => /competitive-body|competitor_prices/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin enters a price, reads another from a competitor’s quote, and sees both against our estimator with their dates', async ({ page }) => {
    test.slow();
    await gotoReady(page, '/competitive-intelligence');
    const form = page.getByRole('form', { name: 'A competitor’s price' });
    const save = form.getByRole('button', { name: 'Save the price' });
    const id = randomUUID().slice(0, 6);
    const competitor = `Vault ${id}`;
    const quoted = `Oakline ${id}`;

    // Bad input: each field says what is wrong, and what was typed stays.
    await form.getByLabel('Bottles').fill('5');
    await form.getByLabel('Price (USD)').fill('abc');
    await save.click();
    await expect(form.getByText('Enter the competitor’s name')).toBeVisible();
    await expect(form.getByText('Bottles is a whole number from 12 to 50,000')).toBeVisible();
    await expect(form.getByText('The price is between $100 and $5,000,000')).toBeVisible();
    await expect(form.getByLabel('Bottles')).toHaveValue('5');

    // Typed in: 1,200 bottles for $42,000, against our $69,900–$110,600 (the estimator at its 8 ft ceiling default).
    await form.getByLabel('Competitor').fill(competitor);
    await form.getByLabel('Date of the price').fill('2026-09-14');
    await form.getByLabel('Bottles').fill('1,200');
    await form.getByLabel('Price (USD)').fill('$42,000');
    await form.getByLabel('What the price includes (optional)').fill('<b>Racking</b> and cooling, no design');
    await save.click();
    await expect(page.getByText(`${competitor}’s price saved.`)).toBeVisible();
    const typed = page.getByTestId('price-points').getByRole('row').filter({ hasText: competitor });
    await expect(typed).toHaveCount(1);
    await expect(typed).toContainText('2026-09-14');
    await expect(typed).toContainText('Racking and cooling, no design');
    await expect(typed).toContainText('$69,900–$110,600');
    await expect(typed).toContainText('Below our range');
    await expect(typed).toContainText('Entered');
    await expect(page.getByTestId('size-classes')).toContainText('Cellars of 500–2,500 bottles');
    await expect(page.getByTestId('chart-point').first()).toBeVisible();

    // Read from their quote: the bottles and the total fill the form; the admin names the competitor and the date.
    await page.locator('#competitor-quote').setInputFiles({ name: 'vault-quote.pdf', mimeType: 'application/pdf', buffer: await quotePdf() });
    await expect(page.getByTestId('quote-read')).toHaveText(
      'Read from “vault-quote.pdf”: 1,200 bottles, $38,950. Check the figures, name the competitor and the quote’s date, then save.',
    );
    await expect(form.getByLabel('Bottles')).toHaveValue('1200');
    await expect(form.getByLabel('Price (USD)')).toHaveValue('38950');
    await form.getByLabel('Competitor').fill(quoted);
    await form.getByLabel('Date of the price').fill('2026-10-02');
    await save.click();
    const read = page.getByTestId('price-points').getByRole('row').filter({ hasText: quoted });
    await expect(read).toContainText('Read from vault-quote.pdf');
    await expect(read).toContainText('2026-10-02');
    await expect(read).toContainText('$38,950');
    await expect(page.getByTestId('result-parts')).toContainText('Quotes read: our document analyzer, in your browser');

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'competitive intelligence for an admin', 'main');

    await typed.getByRole('button', { name: `Remove ${competitor}’s price of 2026-09-14` }).click();
    await expect(typed).toHaveCount(0);
    await read.getByRole('button', { name: `Remove ${quoted}’s price of 2026-10-02` }).click();
    await expect(read).toHaveCount(0);
  });
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('a file that is not a quote is refused with the analyzer’s message, and the form keeps what was typed', async ({ page }) => {
    await gotoReady(page, '/competitive-intelligence');
    const form = page.getByRole('form', { name: 'A competitor’s price' });
    await form.getByLabel('Competitor').fill('Cellar Masters');
    await page.locator('#competitor-quote').setInputFiles({ name: 'prices.txt', mimeType: 'text/plain', buffer: Buffer.from('Racking $4,000') });
    await expect(page.getByRole('alert').filter({ hasText: '“prices.txt” is not a PDF, Word (.docx) or photo' })).toBeVisible();
    await expect(form.getByLabel('Competitor')).toHaveValue('Cellar Masters');
  });
});
