/**
 * /autonomous-agents: a public page that says what the agents do and opens
 * them only for an admin; the admin runs new-lead triage, finds the lead's
 * first reply and assignment waiting (nothing mailed), edits and approves
 * the reply (mailed once, to the captured inbox), rejects the assignment,
 * and reads the run step by step.
 */
import { randomUUID } from 'node:crypto';
import { mailFor, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test, toasts } from './support/fixtures.ts';

test('a visitor reads what the agents do and is asked to sign in with an admin account', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoReady(page, '/autonomous-agents');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Routines that do the rounds, and wait for you before they act');
  await expect(page.getByRole('heading', { name: 'What the agents do' })).toBeVisible();
  await expect(page.getByTestId('role-gate')).toContainText('Sign in with an admin account to use it.');
  await expectAccessible(page, 'agents for a visitor', 'main');
  expect(requested.some((url) => /agents-body/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin runs triage, approves the edited reply (mailed once) and rejects the assignment; the run is logged step by step', async ({ page, account: admin }) => {
    test.slow();
    const email = uniqueEmail('agents-lead');
    const name = `Marguerite ${randomUUID().slice(0, 6)}`;
    const inserted = await serviceClient()
      .from('inquiries')
      .insert({
        idempotency_key: randomUUID(),
        source: 'contact-form',
        first_name: name.split(' ')[0],
        last_name: name.split(' ')[1],
        name,
        email,
        phone: '+1 555 0101',
        project_type: 'residential',
        timeline: '1-3months',
        details: 'About 900 bottles in the basement. What humidity should it be?',
        message: 'About 900 bottles in the basement. What humidity should it be?',
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();

    await gotoReady(page, '/autonomous-agents');
    const triage = page.getByTestId('routine-new-lead-triage');
    await expect(triage.getByRole('checkbox', { name: 'Runs on the schedule' })).not.toBeChecked();
    await triage.getByRole('button', { name: 'Run now' }).click();
    await expect(toasts(page).filter({ hasText: /leads? handled/ })).toBeVisible();

    const reply = page.getByTestId('approval').filter({ has: page.getByRole('heading', { name: `Email to ${name}` }) });
    const assignment = page.getByTestId('approval').filter({ has: page.getByRole('heading', { name: `Assign ${name}` }) });
    await expect(reply).toBeVisible();
    await expect(assignment).toContainText('Suggested assignee:');
    await expect(reply.getByLabel('Message')).toHaveValue(/^Hello Marguerite,/);
    await expect(reply.getByLabel('Message')).toHaveValue(/50–70%|50% and 70%/);
    expect(await mailFor(email)).toEqual([]);
    await expectAccessible(page, 'agents waiting for approval', 'main');

    // An emptied subject is refused in the page; an edited one is what goes out.
    await reply.getByLabel('Subject').fill('');
    await expect(reply.getByRole('button', { name: 'Approve and send' })).toBeDisabled();
    await reply.getByLabel('Subject').fill('Your basement cellar: next steps');
    await reply.getByRole('button', { name: 'Approve and send' }).click();
    await expect(toasts(page).filter({ hasText: `Email sent to ${email}` })).toBeVisible();
    await expect(reply).toHaveCount(0);
    await expect.poll(async () => (await mailFor(email)).map((mail) => mail.subject)).toEqual(['Your basement cellar: next steps']);

    await assignment.getByRole('button', { name: 'Reject' }).click();
    await expect(assignment).toHaveCount(0);
    const lead = await serviceClient().from('inquiries').select('assignee_id').eq('email', email).single();
    expect(lead.data?.assignee_id).toBeNull();

    // Other tests' scheduled runs (reminders at a test clock's date) may be newer: find this lead's run by its steps.
    const run = page.getByTestId('agent-run').filter({ hasText: `${name}: Residential Wine Cellar` }).first();
    await run.locator('summary').click();
    await expect(run).toContainText(`${name}: Residential Wine Cellar`);
    await expect(run).toContainText(/Scored \d+\/100 with the stated priors|Scored \d+\/100 with the applied fit/);
    await expect(run).toContainText('Waiting for approval');
    await expect(page.getByRole('listitem').filter({ hasText: `Email “Your basement cellar: next steps” to ${name}` })).toContainText(`sent by ${admin.email}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
