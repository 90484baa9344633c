import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LOCAL_ANON_KEY } from '../../backend/core/keys.ts';
import { anonClient, serviceClient } from './support/backend.ts';
import { E2E_BACKEND_URL } from './support/ports.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

/** A lead sent the way the site sends one: files to the private bucket, then the submit-inquiry function. */
async function submitLead(lastName: string) {
  const key = randomUUID();
  const path = `incoming/${key}/1-cellar-plan.pdf`;
  const upload = await anonClient().storage.from('inquiry-attachments').upload(path, new Blob(['%PDF-1.4 plan'], { type: 'application/pdf' }));
  if (upload.error) throw upload.error;
  const response = await fetch(`${E2E_BACKEND_URL}/functions/v1/submit-inquiry`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: key,
      source: 'quote',
      form: {
        firstName: 'Margaux',
        lastName,
        email: `margaux.${lastName.toLowerCase()}@example.com`,
        phone: '+1 555 0142',
        projectType: 'residential',
        budget: '50k-100k',
        timeline: '3-6months',
        message: '=cmd| a 1,200 bottle cellar under the stairs, "glass front"',
      },
      calculation: { kind: 'cost', title: 'Cost estimate: 1,200 bottles', summary: '$62K–$94K for 1,200 bottles', inputs: { bottles: 1200 }, link: '/calculators/cost?bottles=1200' },
      attachments: [{ path, name: 'cellar-plan.pdf', size: 13, type: 'application/pdf' }],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe('the lead inbox', () => {
  test.use({ signedIn: 'admin' });

  test('an admin works a new lead: unread, opened, status with reason, note, log, CSV, status filter', async ({ page, account: admin }) => {
    const lastName = `Lefevre${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    const leadId = await submitLead(lastName);

    await gotoReady(page, '/admin');
    await expect(page.getByRole('heading', { name: 'Lead inbox', level: 1 })).toBeVisible();

    await page.getByLabel('Search name, email or message').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('lead-row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect(row.getByRole('button', { name: `Margaux ${lastName} (unread)` })).toBeVisible();
    await expect(row).toContainText('Cost estimate: 1,200 bottles');
    await expect(row).toContainText('$50,000 - $100,000');
    await expect(row).toContainText('Quote request');
    await expectAccessible(page, 'inbox');

    // Open it: the panel takes focus, the lead is read.
    await row.getByRole('button', { name: /Margaux/ }).click();
    const panel = page.getByRole('dialog', { name: `Margaux ${lastName}` });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: `Margaux ${lastName}` })).toBeFocused();
    await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Opened for the first time' })).toContainText(admin.email);
    await expectAccessible(page, 'lead panel', 'dialog');

    // The attachment opens through a short-lived signed link.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), panel.getByRole('button', { name: /cellar-plan\.pdf/ }).click()]);
    await tab.waitForURL(/\/storage\/v1\/object\/sign\/inquiry-attachments\//);
    await tab.close();

    // Lost needs a reason.
    await panel.getByLabel('Pipeline status').selectOption('lost');
    await panel.getByRole('button', { name: 'Save status' }).click();
    await expect(panel.getByText('Give a reason for this status')).toBeVisible();
    await panel.getByLabel(/Reason/).fill('Chose a cheaper builder');
    await panel.getByRole('button', { name: 'Save status' }).click();
    await expect(toasts(page).filter({ hasText: 'Status updated' })).toBeVisible();
    await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Status New → Lost: Chose a cheaper builder' })).toContainText(admin.email);

    await panel.getByLabel('Add a note').fill('Follow up in spring; they may add a tasting room.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByTestId('lead-note')).toContainText('Follow up in spring');
    await expect(panel.getByTestId('activity-entry').filter({ hasText: 'Note: Follow up in spring' })).toContainText(admin.email);

    // Escape closes and gives focus back to the row.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(row.getByRole('button', { name: `Margaux ${lastName}` })).toBeFocused();
    await expect(row).toHaveAttribute('data-unread', 'false');
    await expect(row).toContainText('Lost');

    // CSV of exactly the filtered list.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Received,Name,Email,Phone,Project type,Budget/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Margaux ${lastName}`);
    expect(lines[1]).toContain(`'+1 555 0142`);
    expect(lines[1]).toContain('Lost,Chose a cheaper builder');
    // A phone starting with "+" would run as a formula: defused above. The message is one quoted field, its quotes doubled.
    expect(lines[1]).toContain(',"Project Type: Residential Wine Cellar\n');
    expect((lines[1] ?? '').endsWith('=cmd| a 1,200 bottle cellar under the stairs, ""glass front"""')).toBe(true);

    // Status filter: the count chip and the list agree.
    await page.getByRole('navigation', { name: 'Leads by status' }).getByRole('button', { name: /^Won/ }).click();
    await expect(page).toHaveURL(/status=won/);
    await expect(page.getByTestId('lead-row').filter({ hasText: lastName })).toHaveCount(0);
    await page.getByLabel('Status', { exact: true }).selectOption('lost');
    await expect(page.getByTestId('lead-row').filter({ hasText: lastName })).toHaveCount(1);

    const stored = await serviceClient().from('inquiries').select('status, status_reason, first_opened_at').eq('id', leadId).single();
    expect(stored.data).toMatchObject({ status: 'lost', status_reason: 'Chose a cheaper builder' });
    expect(stored.data?.first_opened_at).not.toBeNull();
  });

  test('on a phone the inbox stays the screen’s width: the wide table scrolls inside its box, screen-reader text and all', { tag: '@phone' }, async ({ page }) => {
    const lastName = `Narrow${randomUUID().replaceAll(/[^a-f]/g, '').slice(0, 6)}`;
    await submitLead(lastName);
    await gotoReady(page, '/admin');
    await page.getByLabel('Search name, email or message').fill(lastName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The lead's calculation link, in the table's last column, carries screen-reader text placed absolutely.
    await expect(page.getByTestId('lead-row').filter({ hasText: lastName }).getByRole('link', { name: /Open calculation/ })).toBeAttached();
    // A phone browser widens its layout viewport to fit anything that overflows the page, zooming everything out.
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([width, width]);
  });

});

test.describe('without the admin role', () => {
  test.use({ signedIn: 'user' });

  test('a signed-in user gets "No access" and no lead data', async ({ page }) => {
    const leadRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\/(inquiry|inquiries)/.test(request.url())) leadRequests.push(request.url());
    });
    await gotoReady(page, '/admin');
    await expect(page.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lead inbox' })).toHaveCount(0);
    expect(leadRequests).toEqual([]);
  });
});
