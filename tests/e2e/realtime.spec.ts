import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { contextFor, newAccount } from './support/auth.ts';
import { serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

/** A surname no other test uses, so rows and toasts are this test's own. */
const uniqueSurname = (stem: string) => `${stem}${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;

/** The inbox is open and its subscription is live. */
async function openLiveInbox(page: Page) {
  await gotoReady(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Lead inbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  // Any reload or navigation would lose this mark.
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'still here';
  });
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

/** A visitor, in a browser of their own, sends the landing page's contact form. */
async function visitorSendsContactForm(browser: Browser, lastName: string) {
  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await gotoReady(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact-form[data-ready]');
    await expect(form).toBeVisible();
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`ana.${lastName.toLowerCase()}@example.com`);
    await form.getByLabel('Phone').fill('+1 (707) 555-0100');
    await form.getByLabel('Project Type').selectOption('commercial');
    await form.getByLabel('Budget').selectOption('100k-200k');
    await form.getByLabel('Timeline').selectOption('1-3months');
    await form.getByLabel('Project Details').fill('A tasting room for 900 bottles behind the bar.');
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(toasts(page).filter({ hasText: 'Thank you for your inquiry!' })).toBeVisible();
  } finally {
    await visitor.close();
  }
}

test.describe('the live lead inbox', () => {
  test.use({ signedIn: 'admin' });

  test('a lead sent from the contact form appears in the open inbox without a reload, with a toast and a badge', async ({ page, browser }) => {
    await openLiveInbox(page);
    await expectAccessible(page, 'inbox with the live indicator', 'main');

    const lastName = uniqueSurname('Duarte');
    // Watched from before the visitor sends (until the test's own timeout): a toast lives a few seconds, and the visitor's browser can take longer to close.
    const toast = expect(toasts(page).filter({ hasText: `New lead: Ana ${lastName}` })).toContainText('Contact form · Commercial', { timeout: 0 });
    await visitorSendsContactForm(browser, lastName);
    await toast;
    // At least this one: the other worker's tests send leads to the same backend while this inbox is open.
    const badge = page.getByTestId('new-leads-badge');
    await expect(badge).toHaveText(/^[1-9]\d* new leads? arrived/);
    const row = page.getByTestId('lead-row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-unread', 'true');
    expect(await notReloaded(page)).toBe('still here');

    // The badge leads to the newest leads and is cleared.
    await badge.click();
    await expect(badge).toBeHidden();
    await expect(page.getByTestId('lead-row').filter({ hasText: lastName })).toBeVisible();
  });

  test('a status change made by another admin updates the list and the open lead', async ({ page, browser }) => {
    const working = await newAccount('admin', 'live-work');
    await openLiveInbox(page);
    const lastName = uniqueSurname('Okafor');
    const { error } = await serviceClient()
      .from('inquiries')
      .insert({
        idempotency_key: randomUUID(),
        source: 'quote',
        first_name: 'Ana',
        last_name: lastName,
        name: `Ana ${lastName}`,
        email: `ana.${lastName.toLowerCase()}@example.com`,
        phone: '+1 707 555 0100',
        project_type: 'residential',
        details: 'A 600-bottle cellar.',
        message: 'Project Details:\nA 600-bottle cellar.',
      });
    expect(error).toBeNull();
    const row = page.getByTestId('lead-row').filter({ hasText: lastName });
    await row.getByRole('button', { name: new RegExp(lastName) }).click();
    const panel = page.getByRole('dialog', { name: `Ana ${lastName}` });
    await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Opened for the first time' })).toBeVisible();

    const other = await contextFor(browser, working);
    try {
      const otherPage = await other.newPage();
      await gotoReady(otherPage, '/admin');
      await otherPage.getByLabel('Search name, email or message').fill(lastName);
      await otherPage.getByRole('button', { name: 'Search', exact: true }).click();
      await otherPage.getByTestId('lead-row').filter({ hasText: lastName }).getByRole('button', { name: new RegExp(lastName) }).click();
      const otherPanel = otherPage.getByRole('dialog', { name: `Ana ${lastName}` });
      await otherPanel.getByLabel('Pipeline status').selectOption('on-hold');
      await otherPanel.getByLabel(/Reason/).fill('Waiting for the architect');
      await otherPanel.getByRole('button', { name: 'Save status' }).click();
      await expect(toasts(otherPage).filter({ hasText: 'Status updated' })).toBeVisible();
    } finally {
      await other.close();
    }

    await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Status New → On hold: Waiting for the architect' })).toContainText(working.email);
    await expect(panel.getByLabel('Pipeline status')).toHaveValue('on-hold');
    await expect(panel).toContainText('Reason: Waiting for the architect');
    await page.keyboard.press('Escape');
    await expect(row).toContainText('On hold');
    expect(await notReloaded(page)).toBe('still here');
  });
});
