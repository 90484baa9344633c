/**
 * The service-date reminder by email on /predictive-maintenance, through the
 * real local pieces: the page, the maintenance-reminders function, the mail
 * adapter into the backend's inbox, and the scheduled-jobs function run at a
 * chosen "now". Signed out, the page says a free sign-in is needed and keeps
 * the calendar file.
 */
import type { Browser, Page } from '@playwright/test';
import { sampleUnitLog } from '../../supabase/functions/_domain/maintenance/sample.ts';
import { mailFor, runScheduledJobs } from './support/backend.ts';
import { expect, expectAccessible, gotoReady, test } from './support/fixtures.ts';

const DAY = 86_400_000;
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const inDays = (days: number) => LONG.format(new Date(Date.now() + days * DAY));
const isoInDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const UNIT = 'self-contained through-the-wall cooling unit';

async function openSampleReport(page: Page) {
  await gotoReady(page, '/predictive-maintenance');
  await page.getByLabel('Unit type').selectOption('through-the-wall');
  await page.getByLabel('Last service').fill('2026-03-10');
  await page.locator('#unit-log-file').setInputFiles({ name: 'unit-log.csv', mimeType: 'text/csv', buffer: Buffer.from(sampleUnitLog()) });
  // The sample points to a fault: the service is brought forward to two weeks from today.
  await expect(page.getByTestId('next-service')).toHaveText(inDays(14));
}

/** Follows a mailed cancel link in a browser with no session, and presses the one button. */
async function cancelSignedOut(browser: Browser, link: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  const notice = page.getByTestId('cancel-reminder');
  await expect(notice.getByRole('heading', { name: 'Cancel your service reminder?' })).toBeVisible();
  await notice.getByRole('button', { name: 'Cancel the reminder' }).click();
  const status = notice.getByRole('status');
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? '';
  await context.close();
  return text;
}

test.describe('service reminder by email', () => {
  test('signed out: a free sign-in is needed, the calendar file is still offered', async ({ page }) => {
    await openSampleReport(page);
    await expect(page.getByTestId('reminder-sign-in')).toContainText('Email reminders need a free sign-in');
    await expect(page.getByTestId('reminder-sign-in').getByRole('link', { name: 'Sign in or create a free account' })).toHaveAttribute('href', /^\/auth\?next=%2Fpredictive-maintenance/);
    await expect(page.getByRole('button', { name: 'Add the service date to my calendar' })).toBeEnabled();
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: confirmation in the inbox, cancel link, then the reminder mailed once at its day', async ({ page, browser, account: user }) => {
      await openSampleReport(page);

      const day = page.getByLabel('Remind me on');
      await expect(day).toHaveValue(isoInDays(7));
      await expectAccessible(page, 'the reminder form', '[data-testid="service-reminder"]');
      await page.getByRole('button', { name: 'Email me a reminder' }).click();
      await expect(page.getByTestId('reminder-status')).toHaveText(`A reminder will be emailed to ${user.email} on ${isoInDays(7)}. We just sent a confirmation there.`);

      await expect.poll(async () => (await mailFor(user.email)).length).toBe(1);
      const [confirmation] = await mailFor(user.email);
      expect(confirmation!.subject).toBe(`Reminder set: service your ${UNIT} by ${inDays(14)}`);
      expect(confirmation!.text).toContain(`We will email you on ${inDays(7)}`);
      expect(confirmation!.text).toContain('Why that date: Brought forward from 2027-03-10');
      expect(confirmation!.links[0]).toMatch(/\/predictive-maintenance\?report=uh-[a-z0-9]+$/);

      // The confirmation's cancel link, from a browser with no session: the reminder stops.
      expect(await cancelSignedOut(browser, confirmation!.links[1]!)).toBe(`Cancelled: no reminder about your ${UNIT} (service due ${inDays(14)}) will be emailed.`);
      await runScheduledJobs(new Date(Date.now() + 8 * DAY), user.email);
      expect(await mailFor(user.email)).toHaveLength(1);

      // Asked again from the saved report (the reminder saved it), on a day of the owner's choosing.
      await page.goto(confirmation!.links[0]!);
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
      await expect(page.getByTestId('next-service')).toHaveText(inDays(14));
      await page.getByLabel('Remind me on').fill(isoInDays(10));
      await page.getByRole('button', { name: 'Email me a reminder' }).click();
      await expect(page.getByTestId('reminder-status')).toContainText(`on ${isoInDays(10)}`);
      await expect.poll(async () => (await mailFor(user.email)).length).toBe(2);

      // The day before: nothing. Past the day: the reminder, once; a second run sends nothing.
      await runScheduledJobs(new Date(Date.now() + 9 * DAY), user.email);
      expect(await mailFor(user.email)).toHaveLength(2);
      await runScheduledJobs(new Date(Date.now() + 10.5 * DAY), user.email);
      await runScheduledJobs(new Date(Date.now() + 11 * DAY), user.email);
      const mails = await mailFor(user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([`Your ${UNIT} is due for a service on ${inDays(14)}`, confirmation!.subject, confirmation!.subject]);
      const reminder = mails[0]!;
      expect(reminder.text).toContain('Why that date: Brought forward');
      expect(reminder.links[0]).toBe(confirmation!.links[0]);

      // The report link reopens the saved report; the cancel link now says it already went.
      await page.goto(reminder.links[0]!);
      await expect(page.getByText(/Reopened from My Calculations, saved/)).toBeVisible();
      await expect(page.getByTestId('reminder-status')).toHaveText(`The reminder was emailed to ${user.email}.`);
      expect(await cancelSignedOut(browser, reminder.links[1]!)).toBe(`The reminder about your ${UNIT} (service due ${inDays(14)}) was already emailed; nothing more will be sent.`);
    });
  });

  test.describe('signed in', () => {
    test.use({ signedIn: 'user', freshAccount: true });

    test('signed in: the owner cancels from the report', async ({ page, account: user }) => {
      await openSampleReport(page);
      await page.getByRole('button', { name: 'Email me a reminder' }).click();
      await expect(page.getByTestId('reminder-status')).toBeVisible();
      await page.getByRole('button', { name: 'Cancel the reminder' }).click();
      await expect(page.getByLabel('Remind me on')).toBeVisible();
      await runScheduledJobs(new Date(Date.now() + 8 * DAY), user.email);
      expect((await mailFor(user.email)).map((mail) => mail.subject)).toEqual([`Reminder set: service your ${UNIT} by ${inDays(14)}`]);
    });
  });
});
