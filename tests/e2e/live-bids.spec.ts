/**
 * /live-bid-optimization: a public page that explains a round and opens the
 * tool only for an admin; an admin sends a lead out, two firms bid from
 * their dashboards in browsers of their own, both bids arrive live on the
 * admin's open page, ranked, and the admin awards one; each firm sees the
 * outcome without a reload.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { contextFor } from './support/auth.ts';
import { createUser, serviceClient } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';
const tag = () => randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6);

/** A partner firm with an account: approved, active, building cellars around Napa. */
async function firmWithAccount(company: string) {
  const owner = await createUser('bids-firm');
  const service = serviceClient();
  expect((await service.from('user_roles').insert({ user_id: owner.id, role: 'contractor' })).error).toBeNull();
  const firm = await service
    .from('contractors')
    .insert({ slug: `bids-${tag()}-${randomUUID().slice(0, 6)}`, company, services: ['custom-construction'], service_areas: ['Napa'], is_approved: true, owner_id: owner.id })
    .select('id')
    .single();
  expect(firm.error).toBeNull();
  return { ...owner, company };
}

/** A lead with a size and a place, as the quote form stores one. */
async function leadFrom(lastName: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('inquiries')
    .insert({
      idempotency_key: randomUUID(),
      source: 'quote',
      first_name: 'Marguerite',
      last_name: lastName,
      name: `Marguerite ${lastName}`,
      email: `marguerite.${lastName.toLowerCase()}@example.com`,
      phone: '+1 707 555 0142',
      project_type: 'residential',
      budget: '50k-100k',
      location: 'Napa, CA',
      capacity_bottles: 900,
      details: 'A 900-bottle cellar behind a glass wall off the dining room.',
      message: 'Project Details:\nA 900-bottle cellar behind a glass wall off the dining room.',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

/** A firm's own browser, at the width of the test's project, on its dashboard. */
async function firmDashboard(browser: Browser, firm: { email: string; password: string }, use: { viewport?: { width: number; height: number } | null; isMobile?: boolean; hasTouch?: boolean }) {
  const context = await contextFor(browser, firm, { viewport: use.viewport ?? null, isMobile: use.isMobile ?? false, hasTouch: use.hasTouch ?? false });
  const page = await context.newPage();
  await gotoReady(page, '/contractor');
  await expect(page.getByRole('heading', { name: 'Bid invitations' })).toBeVisible();
  return page;
}

async function placeBid(page: Page, bid: { price: string; weeks: string; note: string }) {
  const card = page.getByTestId('bid-invitation').first();
  const form = card.getByRole('form', { name: 'Your bid' });
  const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Price (USD)').fill(bid.price);
  await form.getByLabel('Start date').fill(start);
  await form.getByLabel('Duration (weeks)').fill(bid.weeks);
  await form.getByLabel('Note for WineCellarGPT').fill(bid.note);
  await form.getByRole('button', { name: 'Send bid' }).click();
  await expect(toasts(page).filter({ hasText: 'Bid sent' })).toBeVisible();
  await expect(card.getByTestId('your-bid')).toContainText('Your bid:');
}

test('a visitor reads how a round runs and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await gotoReady(page, '/live-bid-optimization');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a lead out for bids and award the best one');
  await expect(page.getByRole('heading', { name: 'How a round runs' })).toBeVisible();
  await expect(page.getByText('no bid or lead is sent to an AI model')).toBeVisible();
  await expect(page.getByRole('link', { name: 'their dashboard' })).toHaveAttribute('href', '/contractor');
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expectAccessible(page, 'live bids for a visitor', 'main');
  expect(chunks.some((url) => /live-bids-body/.test(url))).toBe(false);
});

test.describe('a round', () => {
  test.use({ signedIn: 'admin' });

  test('two firms bid from their dashboards, the admin sees both live and ranked, awards one, and each firm sees the outcome', async ({ page, browser }, info) => {
    const lastName = `Aubert${tag()}`;
    const suffix = tag();
    const [north, south] = await Promise.all([firmWithAccount(`North Valley Cellars ${suffix}`), firmWithAccount(`South Ridge Builders ${suffix}`)]);
    await leadFrom(lastName);

    // The admin sends the lead out to the two firms.
    await gotoReady(page, '/live-bid-optimization');
    const newRound = page.getByRole('region', { name: 'Send a lead out for bids' });
    const leadSelect = newRound.getByLabel('Lead');
    const option = leadSelect.locator('option', { hasText: `Marguerite ${lastName}` });
    await expect(option).toHaveCount(1);
    await leadSelect.selectOption((await option.getAttribute('value')) ?? '');
    const form = page.getByRole('form', { name: 'Send the lead out for bids' });
    await expect(form.getByTestId('round-estimate')).toContainText('for 900 bottles');
    await expect(form.getByLabel('Brief for the firms')).not.toHaveValue(/marguerite|555/i);
    // Only this test's firms (other tests' firms share the backend).
    for (const box of await form.getByRole('checkbox').all()) await box.uncheck();
    await form.getByRole('checkbox', { name: new RegExp(north.company) }).check();
    await form.getByRole('checkbox', { name: new RegExp(south.company) }).check();
    // A bad deadline keeps everything typed and says why.
    await form.getByLabel('Bids close at').fill('2020-01-01T10:00');
    await form.getByRole('button', { name: 'Send out for bids' }).click();
    await expect(form.getByText('Give the firms at least an hour')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: new RegExp(north.company) })).toBeChecked();
    const later = new Date(Date.now() + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form.getByLabel('Bids close at').fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T17:00`);
    await form.getByRole('button', { name: 'Send out for bids' }).click();
    await expect(toasts(page).filter({ hasText: 'Sent out for bids' })).toBeVisible();
    // Out for bids, the lead leaves the list until its round ends.
    await expect(option).toHaveCount(0);

    const round = page.getByTestId('bid-round').filter({ hasText: `Marguerite ${lastName}` });
    await expect(round).toHaveAttribute('data-status', 'open');
    await expect(round.getByTestId('bid-row')).toHaveCount(2);
    await expect(round).toContainText('Waiting for a bid');
    await expect(page.getByTestId('live-status').first()).toHaveAttribute('data-status', 'live');
    await page.evaluate(() => {
      (window as unknown as { liveMark: string }).liveMark = 'still here';
    });

    // Each firm bids from its own browser.
    const northPage = await firmDashboard(browser, north, info.project.use);
    const southPage = await firmDashboard(browser, south, info.project.use);
    await expect(northPage.getByTestId('bid-invitation')).toHaveCount(1);
    await expect(northPage.getByTestId('bid-invitation')).toContainText('A 900-bottle cellar behind a glass wall');
    await expect(northPage.getByTestId('bid-invitation')).not.toContainText(lastName);
    await expectAccessible(northPage, 'a firm’s bid invitation', '[data-testid="bid-invitation"]');

    // A bad price keeps what was typed and says why.
    const northForm = northPage.getByRole('form', { name: 'Your bid' });
    await northForm.getByLabel('Price (USD)').fill('12');
    await northForm.getByRole('button', { name: 'Send bid' }).click();
    await expect(northForm.getByText('Enter a price of at least $1,000')).toBeVisible();
    await expect(northForm.getByLabel('Price (USD)')).toHaveValue('12');

    await placeBid(northPage, { price: '64,000', weeks: '10', note: 'Includes a ducted split system.' });
    const rows = round.getByTestId('bid-row');
    await expect(rows.filter({ hasText: north.company })).toContainText('$64,000');
    await placeBid(southPage, { price: '78000', weeks: '12', note: 'Walnut racking throughout.' });
    await expect(rows.filter({ hasText: south.company })).toContainText('$78,000');

    // Both arrived without a reload, ranked, with the recommendation and its reasons.
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('still here');
    await expect(round).not.toContainText('Waiting for a bid');
    await expect(rows.first()).toHaveAttribute('data-firm', north.company);
    await expect(round).toContainText('Ranked by price 50 %');
    const recommendation = round.getByTestId('recommendation');
    await expect(recommendation).toContainText(`Recommended: ${north.company}`);
    await expect(recommendation).toContainText('The lowest price of the round.');
    const why = rows.first().getByText('Why this rank');
    await why.click();
    await expect(rows.first()).toContainText('within the estimator’s range');
    await expectAccessible(page, 'a round with two bids', '[data-testid="bid-round"]');
    // The wide table scrolls inside its card; the page itself never scrolls sideways.
    const sideways = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await sideways(northPage)).toBeLessThanOrEqual(0);

    // The firm can see its own bid and never the other's.
    await expect(northPage.getByText('$78,000')).toHaveCount(0);

    // Awarding asks first; cancelling the dialog changes nothing.
    await round.getByRole('button', { name: `Award to ${north.company}` }).click();
    const dialog = page.getByRole('dialog', { name: `Award the lead to ${north.company}?` });
    await expect(dialog).toContainText('Nothing is emailed to the customer.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(round).toHaveAttribute('data-status', 'open');
    await round.getByRole('button', { name: `Award to ${north.company}` }).click();
    await dialog.getByRole('button', { name: 'Award' }).click();
    await expect(toasts(page).filter({ hasText: `Awarded to ${north.company}` })).toBeVisible();
    await expect(round).toHaveAttribute('data-status', 'awarded');
    await expect(rows.filter({ hasText: north.company })).toContainText('Awarded');

    // Each firm is told on its dashboard, live; the winner has the lead.
    await expect(northPage.getByTestId('bid-outcome')).toHaveText('Awarded to your firm');
    await expect(southPage.getByTestId('bid-outcome')).toHaveText('Awarded to another firm');
    await expect(northPage.getByTestId('assigned-lead')).toContainText(`Marguerite ${lastName}`);
    await expect(southPage.getByTestId('assigned-lead')).toHaveCount(0);
    await expect(southPage.getByRole('form', { name: /bid/i })).toHaveCount(0);
    await northPage.context().close();
    await southPage.context().close();
  });
});
