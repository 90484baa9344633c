/**
 * Rough edges a collector hit on the calculators and the quote request
 * each at the width where it was seen (@phone: the phone project): one unit system per view,
 * headlines that wrap between figures and never inside one, Save that says
 * Saved and stores one row, the quote's required marks, its field-by-field
 * messages and a timeline that explains itself, and a confirmation that fits
 * a phone with a long email address.
 */
import type { Page } from '@playwright/test';
import { serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, gotoReady, test, toasts } from './support/fixtures.ts';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('cost calculator: every rate in the visitor’s own units, and the door and glass walls asked once each', async ({ page }) => {
  await gotoReady(page, '/calculators/cost?by=room&l=12&w=10&g=one-wall');
  const results = page.locator('main');
  await expect(results.getByText(/per ft²/).first()).toBeVisible();
  expect(await results.innerText()).not.toMatch(/m²/);

  await page.getByText('Metric (m, °C)').click();
  await expect(results.getByText(/per m²/).first()).toBeVisible();
  await expect.poll(async () => /ft²/.test(await results.innerText())).toBe(false);

  await expect(page.getByLabel('Door', { exact: true })).toHaveValue('glass');
  await expect(page.getByLabel('Glass walls')).toHaveValue('one-wall');
  await expect(page.getByLabel('Glass walls').locator('option')).toHaveText(['None', 'One glass wall', 'Glass all round']);
});

test('climate calculator on a phone: the headline breaks between the two units, never inside one', { tag: '@phone' }, async ({ page }) => {
  await gotoReady(page, '/calculators/climate?l=14&g=one-wall');
  const parts = page.getByTestId('result-headline').locator('p').first().locator('span');
  await expect(parts).toHaveCount(2);
  for (const part of await parts.all()) {
    const lines = await part.evaluate((element) => element.getClientRects().length);
    expect(lines, await part.innerText()).toBe(1);
  }
  expect(await noSideScroll(page)).toBe(true);
});

test.describe('signed in', () => {
  test.use({ signedIn: 'user', freshAccount: true });

  test('Save says Saved, and a second press stores nothing twice', async ({ page, account: user }) => {
    await gotoReady(page, '/calculators/capacity?nb=20');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Saved to My Calculations' })).toBeVisible();
    const saved = page.getByRole('link', { name: 'Saved: open My Calculations' });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

    const rows = async () => {
      const { data } = await serviceClient().from('saved_calculations').select('id').eq('user_id', user.id);
      return data?.length ?? 0;
    };
    expect(await rows()).toBe(1);

    // New inputs are a new calculation: Save comes back.
    await page.getByRole('textbox', { name: /Wider bottles/ }).fill('30');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect(await rows()).toBe(1);
  });
});

test('quote confirmation fits a phone even with a long email address', { tag: '@phone' }, async ({ page }) => {
  const email = uniqueEmail('a-very-long-collector-name-for-the-cellar');
  expect(email.length).toBeGreaterThan(37);
  await gotoReady(page, '/quote?type=residential');
  await page.getByLabel('Where is the cellar?').fill('Austin, TX');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Not sure yet').click();
  await page.getByText('Just planning').click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Project details').fill('A closet under the stairs for about 300 bottles.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('First Name').fill('Maximilian');
  await page.getByLabel('Last Name').fill('Featherstonehaugh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 (512) 555-0100');
  await page.getByRole('button', { name: /Send my quote request/ }).click();
  const confirmation = page.getByTestId('quote-confirmation');
  await expect(confirmation.getByText(email)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
  const heading = await confirmation.getByRole('heading', { level: 2 }).boundingBox();
  expect(heading && heading.x + heading.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
