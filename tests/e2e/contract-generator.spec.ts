/**
 * /contract-generator: a public page that explains the contract and opens
 * the generator only for an admin; from an accepted proposal the admin
 * assembles the contract, rewords a clause, sends it; the client signs it by
 * the mailed link with no account; the signed PDF is stored and the audit
 * trail shows every step.
 */
import { randomUUID } from 'node:crypto';
import { costInputSchema } from '../../supabase/functions/_domain/estimator/schemas.ts';
import { formatUsd } from '../../supabase/functions/_domain/estimator/format.ts';
import { buildProposal } from '../../supabase/functions/_domain/proposal/proposal.ts';
import { mailFor, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

/** A lead whose proposal the client has accepted, as the proposals function would have stored it. */
async function seedAcceptedProposal(name: string, email: string) {
  const db = serviceClient();
  const [first, last] = name.split(' ');
  const lead = await db
    .from('inquiries')
    .insert({ idempotency_key: randomUUID(), source: 'quote', first_name: first, last_name: last, name, email, phone: '+1 555 0123', project_type: 'residential', details: 'A cellar.', message: 'Project Details:\nA cellar.', status: 'won' })
    .select('id')
    .single();
  expect(lead.error).toBeNull();
  const inputs = costInputSchema.parse({ bottles: 1200 });
  const document = buildProposal({ inputs, pricePoint: 'mid', upgrades: [] });
  const now = new Date().toISOString();
  const proposal = await db
    .from('proposals')
    .insert({
      inquiry_id: (lead.data as { id: string }).id,
      version: 1,
      draft: { inquiryId: (lead.data as { id: string }).id, source: { kind: 'entered', label: 'Entered by the admin' }, inputs, pricePoint: 'mid', upgrades: [], message: '' },
      document,
      total_usd: document.total,
      sent_at: now,
      sent_to: email,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      accepted_at: now,
      accepted_name: name,
    })
    .select('id')
    .single();
  expect(proposal.error).toBeNull();
  return { total: document.total };
}

test('a visitor reads what a contract covers, that it is not legal advice, and is asked to sign in as an admin', async ({ page }) => {
  await gotoReady(page, '/contract-generator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracts from accepted proposals, signed online');
  await expect(page.getByRole('heading', { name: 'What a contract covers' })).toBeVisible();
  await expect(page.getByText(/not legal advice/).first()).toBeVisible();
  await expect(page.getByTestId('role-gate')).toContainText('Sign in with an admin account to use it.');
  await expectAccessible(page, 'contract generator for a visitor', 'main');
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('accepted proposal → contract with an edited clause → sent → signed by the mailed link → signed PDF stored, audit trail complete', async ({ page, browser, account: admin }) => {
    test.slow();
    const name = `Robin Contract${Math.random().toString(36).slice(2, 7)}`;
    const email = uniqueEmail('contract-client');
    const { total } = await seedAcceptedProposal(name, email);
    await gotoReady(page, '/contract-generator');

    await page.getByTestId('accepted-proposals').getByRole('radio', { name: new RegExp(name) }).check();
    await page.getByRole('button', { name: 'Assemble the contract' }).click();
    const editor = page.getByTestId('contract-editor');
    await expect(editor.getByRole('heading', { name: `Contract with ${name} · ${formatUsd(total)}` })).toBeVisible();
    await expect(editor).toContainText(`The contract price is ${formatUsd(total)}`);
    await editor.getByLabel('7. Cancellation').fill('You may cancel in writing within 5 business days for a full refund; after that {{client}} pays for work done.');
    await editor.getByRole('button', { name: 'Save the wording' }).click();
    await expect(editor.getByRole('status')).toHaveText('The wording is saved.');
    await expect(editor).toContainText(`after that ${name} pays for work done.`);
    await expectAccessible(page, 'contract editor', 'main');

    expect(await mailFor(email)).toHaveLength(0);
    await editor.getByRole('button', { name: 'Send for signature' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send the email' }).click();
    await expect(editor.getByTestId('contract-state')).toContainText(`Sent to ${email}`);
    await expect.poll(async () => (await mailFor(email)).length).toBe(1);
    const link = (await mailFor(email))[0]!.links[0]!;
    expect(link).toContain('/contract-generator?contract=');

    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(link);
    const view = client.getByTestId('client-contract');
    await expect(view.getByRole('heading', { name: `Your contract, ${name}` })).toBeVisible();
    await expect(view).toContainText('within 5 business days');
    await expectAccessible(client, 'contract for the client', 'main');
    await view.getByLabel('Your full name').fill(name);
    await view.getByRole('checkbox', { name: 'I have read the contract and sign it.' }).check();
    await view.getByRole('button', { name: 'Sign the contract' }).click();
    await expect(view.getByTestId('contract-signed')).toContainText(`Signed by ${name}`);
    await context.close();

    await page.reload();
    await page.getByTestId('accepted-proposals').getByRole('radio', { name: new RegExp(name) }).check();
    await expect(editor.getByTestId('contract-state')).toContainText(`Signed by ${name}`);
    await expect(editor.getByTestId('contract-audit').getByRole('listitem')).toHaveCount(6);
    const download = page.waitForEvent('download');
    await editor.getByRole('button', { name: 'Download the signed PDF' }).click();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(await (await download).path()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
