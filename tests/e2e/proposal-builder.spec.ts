/**
 * /proposal-builder: a public page that explains the tool and opens it only
 * for an admin; the admin builds a proposal for a lead, downloads its PDF and
 * sends it; the client opens the mailed link with no account, accepts, and
 * the lead is won.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mailFor, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

async function seedLead(name: string, email: string): Promise<string> {
  const [first, last] = name.split(' ');
  const { data, error } = await serviceClient()
    .from('inquiries')
    .insert({
      idempotency_key: randomUUID(),
      source: 'quote',
      first_name: first,
      last_name: last,
      name,
      email,
      phone: '+1 555 0123',
      project_type: 'residential',
      budget: '50k-100k',
      details: 'A cellar under the stairs for about 1,500 bottles.',
      message: 'Project Details:\nA cellar under the stairs for about 1,500 bottles.',
      capacity_bottles: 1500,
      status: 'contacted',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

test('a visitor reads what a proposal holds and is asked to sign in with an admin account; the builder’s code is not loaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await gotoReady(page, '/proposal-builder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proposals priced by the estimator, accepted online');
  await expect(page.getByRole('heading', { name: 'What a proposal holds' })).toBeVisible();
  await expect(page.getByText('Construction 5 years, climate systems 3 years, racking lifetime', { exact: true })).toBeVisible();
  await expect(page.getByTestId('role-gate')).toContainText('Sign in with an admin account to use it.');
  await expectAccessible(page, 'proposal builder for a visitor', 'main');
  expect(chunks.some((url) => /proposal-builder-body|pdf-lib/.test(url))).toBe(false);
});

test('a link that was altered says so, without an account; one mailed before the client’s page existed is forwarded to it', async ({ page, consoleGuard }) => {
  consoleGuard.expect(/status of 400/);
  const token = 'accept-proposal.00000000-0000-4000-8000-000000000000.forged';
  await gotoReady(page, `/proposal-builder?proposal=${token}`);
  await expect(page).toHaveURL(`/your-proposal?proposal=${token}`);
  await expect(page.getByTestId('client-proposal')).toContainText('This proposal link is not valid');
  await expect(page.getByTestId('role-gate')).toHaveCount(0);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('proposal → PDF → sent → the client accepts by the mailed link → the lead is won', async ({ page, browser }) => {
    test.slow();
    const name = `Avery Prop${Math.random().toString(36).slice(2, 7)}`;
    const email = uniqueEmail('proposal-client');
    const leadId = await seedLead(name, email);
    await gotoReady(page, '/proposal-builder');

    await page.getByLabel('Find a lead by name or email').fill(name);
    await page.getByTestId('proposal-leads').getByRole('radio', { name: new RegExp(name) }).check();
    await expect(page.getByRole('heading', { name: `Proposal for ${name}` })).toBeVisible();
    // The lead's 1,500 bottles fill the project; the price sits in the middle of the estimator's range.
    await expect(page.getByLabel('Bottles')).toHaveValue('1500');
    await page.getByLabel('Price within the estimator’s range').selectOption('mid');
    const preview = page.getByTestId('proposal-preview');
    await expect(preview.getByTestId('proposal-lines').getByRole('row')).toHaveCount(9);
    await expect(preview.getByTestId('proposal-warranties')).toContainText('Lifetime');
    const before = await preview.getByTestId('proposal-total').textContent();
    await preview.getByRole('checkbox').first().check();
    await expect(preview.getByTestId('proposal-total')).not.toHaveText(before ?? '');
    const total = (await preview.getByTestId('proposal-total').textContent()) ?? '';
    await page.getByLabel('Note to the client (optional)').fill('Thank you for showing us the space <b>last week</b>.');
    await page.getByRole('button', { name: /Save as a new version/ }).click();

    const version = page.getByTestId('proposal-version').first();
    await expect(version).toContainText(`Version 1 · ${total}`);
    await expect(version.getByTestId('proposal-version-state')).toHaveText('Saved, not sent');
    await expectAccessible(page, 'proposal builder with a version', 'main');

    const download = page.waitForEvent('download');
    await version.getByRole('button', { name: 'PDF of version 1' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^proposal-avery-prop[a-z0-9]+-v1\.pdf$/);
    expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing is mailed before the admin confirms.
    expect(await mailFor(email)).toHaveLength(0);
    await version.getByRole('button', { name: 'Send version 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send the email' }).click();
    await expect(page.getByTestId('proposal-versions').getByRole('status')).toContainText(`Version 1 was emailed to ${email}.`);
    // The notice sits at the top of the list; the toast tells the admin wherever they are looking.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Proposal sent' })).toContainText(`emailed to ${email}`);
    await expect(version.getByTestId('proposal-version-state')).toContainText(`Sent to ${email}`);

    await expect.poll(async () => (await mailFor(email)).length).toBe(1);
    const [mail] = await mailFor(email);
    expect(mail!.text).toContain('Thank you for showing us the space last week.');
    const link = mail!.links[0]!;
    expect(link).toContain('/your-proposal?proposal=');

    // The client: no account, a fresh browser.
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(link);
    const view = client.getByTestId('client-proposal');
    await expect(view.getByRole('heading', { name: `Your proposal, ${name}` })).toBeVisible();
    await expect(view.getByTestId('proposal-total')).toHaveText(total);
    // The client's page: nothing of the tool around the proposal, nothing of how its price was placed.
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Your wine cellar proposal');
    await expect(client.getByTestId('role-gate')).toHaveCount(0);
    await expect(client.getByRole('navigation', { name: /breadcrumb/i })).toHaveCount(0);
    await expect(client.locator('main')).not.toContainText(/estimat|AI Hub|AI provider|backend|of the range/i);
    // Labor and design say what the work is, not the shares of the other lines they were priced at.
    await expect(client.locator('main')).not.toContainText(/% of the built lines|% of the project/);
    await expect(view.getByTestId('proposal-lines')).toContainText('with project management through construction');
    await expect(client.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(client.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
    await expect(client.locator('link[rel="canonical"]')).toHaveCount(0);
    const clientPdf = client.waitForEvent('download');
    await view.getByRole('button', { name: 'Download the PDF' }).click();
    expect((await clientPdf).suggestedFilename()).toMatch(/^proposal-avery-prop[a-z0-9]+-v1\.pdf$/);
    await expectAccessible(client, 'proposal for the client', 'main');
    await view.getByRole('button', { name: 'Accept the proposal' }).click();
    await expect(view.getByText('Type your full name to accept.')).toBeVisible();
    await view.getByLabel('Your full name').fill(name);
    await view.getByRole('checkbox', { name: /I accept this proposal/ }).check();
    await view.getByRole('button', { name: 'Accept the proposal' }).click();
    await expect(view.getByTestId('proposal-accepted')).toContainText(`Accepted by ${name}`);
    await context.close();

    const lead = await serviceClient().from('inquiries').select('status').eq('id', leadId).single();
    expect(lead.data?.status).toBe('won');
    const activity = await serviceClient().from('inquiry_activity').select('kind, to_value, detail').eq('inquiry_id', leadId);
    expect(activity.data?.some((entry) => entry.kind === 'status' && entry.to_value === 'won')).toBe(true);

    await page.reload();
    await page.getByLabel('Find a lead by name or email').fill(name);
    await page.getByTestId('proposal-leads').getByRole('radio', { name: new RegExp(name) }).check();
    await expect(page.getByTestId('proposal-version').first().getByTestId('proposal-version-state')).toContainText(`Accepted by ${name}`);
    await expect(page.getByRole('button', { name: /Send version/ })).toHaveCount(0);
  });
});
