/**
 * /email-sequences through the real local pieces: the public page that asks
 * for an admin, the admin writing and switching on a sequence, previewing it
 * with a real lead and enrolling leads; the scheduled-jobs function run at a
 * chosen "now" mailing the first step into the backend's inbox; a status
 * change stopping the sequence; the mailed unsubscribe link working from a
 * browser with no session.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { mailFor, runScheduledJobs, serviceClient, uniqueEmail } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const later = (ms: number) => new Date(Date.now() + ms);

/** A lead as the submit-inquiry function stores it: a quote request, new. */
async function seedLead(firstName: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(`seq-${firstName.toLowerCase()}`);
  const { data, error } = await serviceClient()
    .from('inquiries')
    .insert({
      idempotency_key: randomUUID(),
      source: 'quote',
      first_name: firstName,
      last_name: 'Levi',
      name: `${firstName} Levi`,
      email,
      phone: '+1 555 0100',
      project_type: 'residential',
      budget: '50k-100k',
      timeline: '3-6months',
      capacity_bottles: 1200,
      details: 'A 1,200-bottle cellar under the stairs.',
      message: 'Project Type: Residential Wine Cellar',
    })
    .select('id')
    .single();
  if (error) throw error;
  return { id: (data as { id: string }).id, email };
}

/** Follows a mailed unsubscribe link in a browser with no session, and presses the one button. */
async function unsubscribeSignedOut(browser: Browser, link: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const notice = page.getByTestId('unsubscribe');
  await expect(notice.getByRole('heading', { name: 'Unsubscribe from our follow-up emails?' })).toBeVisible();
  await notice.getByRole('button', { name: 'Unsubscribe' }).click();
  const status = notice.getByRole('status');
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  await context.close();
  return text;
}

test('a visitor reads how sequences work and is asked to sign in with an admin account; the tool’s code is not loaded', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await gotoReady(page, '/email-sequences');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow-up emails that stop when the client answers');
  await expect(page.getByRole('heading', { name: 'How follow-up sequences work' })).toBeVisible();
  const gate = page.getByTestId('role-gate');
  await expect(gate).toContainText('Sign in with an admin account to use it.');
  await expect(gate.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Femail-sequences');
  await expectAccessible(page, 'email sequences for a visitor', 'main');
  expect(chunks.some((url) => /sequences-body/.test(url))).toBe(false);
});

test.describe('signed in as an admin', () => {
  test.use({ signedIn: 'admin' });

  test('an admin switches a sequence on: the first email reaches the inbox, a status change stops it, the unsubscribe link works', async ({ page, browser, account: admin }) => {
    test.slow();
    const rita = await seedLead('Rita');
    const omar = await seedLead('Omar');
    const name = `Quote follow-up ${randomUUID().slice(0, 6)}`;
    try {
      await gotoReady(page, '/email-sequences');
      await page.getByRole('button', { name: 'New sequence' }).click();

      // A bad template is refused with a clear message, and nothing typed is lost.
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Starts when a lead’s status is').selectOption('new');
      await page.getByLabel('For leads from').selectOption('quote');
      const firstSubject = page.getByTestId('sequence-step').first().getByLabel('Subject');
      await firstSubject.fill('Your quote, {{firstname}}');
      await page.getByRole('button', { name: 'Save the sequence' }).click();
      await expect(page.getByText(/^Unknown variable \{\{firstname\}\}: use \{\{first_name\}\}/)).toBeVisible();
      await expect(firstSubject).toHaveValue('Your quote, {{firstname}}');
      await firstSubject.fill('Your {{project_type}}: next steps');

      // The preview shows the draft as a real lead would read it.
      const preview = page.getByTestId('sequence-preview');
      await preview.getByLabel('Lead').selectOption(rita.id);
      const firstEmail = preview.getByTestId('preview-email').first();
      await expect(firstEmail).toContainText('Your Residential Wine Cellar: next steps');
      await expect(firstEmail).toContainText('Hello Rita,');
      await expect(firstEmail).toContainText('(what cellars of 500–2,500 bottles typically cost)');
      await expect(preview.getByTestId('preview-email')).toHaveCount(3);

      await page.getByLabel('Switched on: send these emails').check();
      await page.getByRole('button', { name: 'Save the sequence' }).click();
      await expect(page.getByTestId('sequence').filter({ hasText: name })).toContainText('On');
      await expect(page.getByRole('heading', { name: `Leads in “${name}”` })).toBeVisible();
      await expectAccessible(page, 'the sequence editor', 'main');
      // The editor, the preview and the enrolments fit a phone: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      // Enrolled by the admin: the first email goes at the scheduler's next run, once.
      const enrollments = page.getByTestId('enrollments');
      for (const lead of [rita, omar]) {
        await enrollments.getByLabel('Enroll a lead').selectOption(lead.id);
        await enrollments.getByRole('button', { name: 'Enroll' }).click();
        await expect(enrollments.getByTestId('enrollment').filter({ hasText: lead.email })).toContainText('nothing sent yet');
      }
      await runScheduledJobs(later(MINUTE), rita.email);
      await runScheduledJobs(later(2 * MINUTE), rita.email);
      await expect.poll(async () => (await mailFor(rita.email)).length).toBe(1);
      const [first] = await mailFor(rita.email);
      expect(first!.subject).toBe('Your Residential Wine Cellar: next steps');
      expect(first!.text).toContain('Hello Rita,');
      expect(first!.links.at(-1)).toMatch(/\/email-sequences\?unsubscribe=/);

      await page.reload();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const ritaRow = page.getByTestId('enrollment').filter({ hasText: rita.email });
      await expect(ritaRow.getByTestId('enrollment-state')).toContainText('1 of 3 sent; email 2 due');

      // The admin moves the lead on in the inbox: the sequence stops for it, and no later step goes out.
      await gotoReady(page, '/admin');
      await page.getByLabel('Search name, email or message').fill(rita.email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByTestId('lead-row').filter({ hasText: rita.email }).getByRole('button', { name: /Rita Levi/ }).click();
      const panel = page.getByRole('dialog', { name: 'Rita Levi' });
      await panel.getByLabel('Pipeline status').selectOption('contacted');
      await panel.getByRole('button', { name: 'Save status' }).click();
      // The lead's activity log tells the whole story, newest first.
      const entries = panel.getByTestId('activity-entry');
      await expect(entries.filter({ hasText: `Sequence “${name}” stopped: the lead's status changed` })).toBeVisible();
      await expect(entries.filter({ hasText: `Step 1 of 3 of “${name}” emailed to ${rita.email}: Your Residential Wine Cellar: next steps` })).toContainText('System');
      await expect(entries.filter({ hasText: `Enrolled in the sequence “${name}”` })).toContainText(admin.email);
      await page.keyboard.press('Escape');

      await runScheduledJobs(later(4 * DAY), rita.email);
      await runScheduledJobs(later(12 * DAY), rita.email);
      expect(await mailFor(rita.email)).toHaveLength(1);
      await gotoReady(page, '/email-sequences');
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page.getByTestId('enrollment').filter({ hasText: rita.email }).getByTestId('enrollment-state')).toHaveText('Stopped: the lead’s status changed');

      // Omar unsubscribes from his first email, signed out: nothing more is sent to him.
      await runScheduledJobs(later(MINUTE), omar.email);
      await expect.poll(async () => (await mailFor(omar.email)).length).toBe(1);
      const [toOmar] = await mailFor(omar.email);
      expect(await unsubscribeSignedOut(browser, toOmar!.links.at(-1)!)).toBe(`Done: no more follow-up emails will be sent to ${omar.email[0]}…@example.com.`);
      await runScheduledJobs(later(5 * DAY), omar.email);
      expect(await mailFor(omar.email)).toHaveLength(1);
      await page.reload();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page.getByTestId('enrollment').filter({ hasText: omar.email }).getByTestId('enrollment-state')).toHaveText('Stopped: the client unsubscribed');
    } finally {
      // A switched-on sequence for new quote leads must not outlive the test.
      await serviceClient().from('email_sequences').delete().eq('name', name);
    }
  });
});
