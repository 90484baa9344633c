/**
 * The collector's path where the site already knows them, and the moments
 * right after they act: sign-in after Save on a phone, the account menu's
 * name, the quote request starting from the account, and its confirmation.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, gotoReady, test, toasts } from './support/fixtures.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Steps 1–3 of the quote with valid answers, up to the contact step. */
async function toContactStep(page: Page) {
  await gotoReady(page, '/quote');
  await page.getByRole('radio', { name: /Residential Wine Cellar/ }).check();
  await page.getByLabel('Where is the cellar?').fill('Napa, CA');
  await next(page);
  await page.getByText('$100,000 - $200,000').click();
  await page.getByText('3-6 months').click();
  await next(page);
  await page.getByLabel('Project details').fill('Basement room of about 12 × 10 ft with concrete walls.');
  await next(page);
  await expect(page.getByRole('heading', { name: 'How to reach you' })).toBeFocused();
}

test('on a phone, Save sends a visitor to sign in with the form right under the heading and no toast over it', { tag: '@phone' }, async ({ page }) => {
  await gotoReady(page, '/calculators/cost?b=1500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth\?next=.*reason=save/);
  await expect(page.getByTestId('sign-in-reason')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const tabs = (await page.getByRole('tablist', { name: 'How would you like to sign in?' }).boundingBox())!;
  const benefits = (await page.getByText('Save cost, cooling and capacity calculations').boundingBox())!;
  expect(tabs.y).toBeGreaterThan(heading.y);
  expect(benefits.y).toBeGreaterThan(tabs.y);
  await expectNoSidewaysScroll(page);
});

test.describe('signed in', () => {
  test.use({ signedIn: 'user' });

  test('the account menu keeps the address’s first part as its label and says who is signed in by name', async ({ page, account }) => {
    await gotoReady(page, '/');
    const label = account.email.split('@')[0]!;
    const button = page.getByRole('banner').getByRole('button', { name: label });
    await button.click();
    const menu = page.getByRole('menu', { name: `Account menu for ${label}` });
    await expect(menu).toContainText('Signed in as Test Collector');
    await expect(menu).toContainText(account.email);
  });

  test('the quote request starts with the account’s name and address, and its confirmation raises no toast over itself', async ({ page, account }) => {
    await toContactStep(page);
    await expect(page.getByLabel('First Name')).toHaveValue('Test');
    await expect(page.getByLabel('Last Name')).toHaveValue('Collector');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Phone').fill('+1 (707) 555-0100');
    await page.getByRole('button', { name: 'Send my quote request' }).click();
    const confirmation = page.getByTestId('quote-confirmation');
    await expect(confirmation).toContainText(`We’ll write to ${account.email}`);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test('a long address on the confirmation wraps at its dots, not mid-word, and nothing overflows the phone', { tag: '@phone' }, async ({ page }) => {
  const email = `margaux.dupont.collector.${Date.now()}@cellarcollectors.example.com`;
  await toContactStep(page);
  await page.getByLabel('First Name').fill('Margaux');
  await page.getByLabel('Last Name').fill('Dupont');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 (707) 555-0100');
  await page.getByRole('button', { name: 'Send my quote request' }).click();
  const address = page.getByTestId('quote-confirmation').locator('strong');
  await expect(address).toHaveText(email);
  await expect(toasts(page)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  // Each line of the address ends at a break we chose: after the @ or before a dot.
  const lines = await address.evaluate((element) => {
    const range = document.createRange();
    const text: Array<{ top: number; char: string }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        text.push({ top: Math.round(range.getBoundingClientRect().top), char: node.textContent![i]! });
      }
    }
    const out: string[] = [];
    let current = '';
    let top = text[0]?.top;
    for (const entry of text) {
      if (entry.top !== top) {
        out.push(current);
        current = '';
        top = entry.top;
      }
      current += entry.char;
    }
    out.push(current);
    return out;
  });
  expect(lines.length).toBeGreaterThan(1);
  lines.slice(1).forEach((line, index) => expect(line.startsWith('.') || lines[index]!.endsWith('@'), JSON.stringify(lines)).toBe(true));
});
