import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { memoryReminderStore, recordingMail } from '../_shared/testing/reminders.ts';
import { signLinkToken, verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { maintenanceReminderJob, REMINDER_JOB } from '../_shared/maintenance/reminder-job.ts';
import { CANCEL_PURPOSE, type ReminderRequest } from '../_domain/maintenance/reminder.ts';
import type { Job } from '../_shared/scheduler/job.ts';
import { createHandler, type RunReport } from './handler.ts';

const KEY = 'service-role-key-for-tests';
const SECRET = 'link-secret-for-tests';

const REQUEST: ReminderRequest = {
  reportId: 'uh-abc123',
  unitName: 'through-the-wall unit',
  due: '2026-12-10',
  remindOn: '2026-12-03',
  basis: 'Brought forward from 2027-05-01 because the readings point to a fault a technician should check.',
};

async function setUp(extraJobs: Job[] = []) {
  const { store, rows } = memoryReminderStore([], 'http://127.0.0.1:4179');
  const mail = recordingMail();
  const job = maintenanceReminderJob(store, (id) => signLinkToken(SECRET, CANCEL_PURPOSE, id));
  const handler = createHandler({ jobs: [job, ...extraJobs], mail: mail.sender, serviceRoleKey: KEY, now: () => new Date('2026-11-26T09:00:00Z') });
  const run = async (now?: string, key = KEY, email?: string) => {
    const response = await handler(
      new Request('http://functions.test/scheduled-jobs', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...(now ? { now } : {}), ...(email ? { email } : {}) }) }),
    );
    return { status: response.status, body: (await response.json()) as RunReport & { error?: { code: string } } };
  };
  return { store, rows, mail, run };
}

Deno.test('a reminder is not sent before its remind-on day, and is sent once on it', async () => {
  const { store, rows, mail, run } = await setUp();
  await store.create('owner-1', REQUEST, 'owner@example.com');

  const early = await run('2026-12-02T23:59:59Z');
  assertEquals(early.body.jobs[REMINDER_JOB], { done: 0, failed: 0 }, 'the day before: nothing');
  assertEquals(mail.sent.length, 0);

  const onTheDay = await run('2026-12-03T00:00:00Z');
  assertEquals(onTheDay.status, 200);
  assertEquals(onTheDay.body.now, '2026-12-03T00:00:00.000Z', 'ran at the given time');
  assertEquals(onTheDay.body.jobs[REMINDER_JOB], { done: 1, failed: 0 });
  assertEquals(mail.sent.length, 1);
  const sent = mail.sent[0]!;
  assertEquals(sent.to, 'owner@example.com');
  assertEquals(sent.subject, 'Your through-the-wall unit is due for a service on December 10, 2026');
  assertIncludes(sent.text, 'Why that date: Brought forward from 2027-05-01');
  assertEquals(sent.links[0], 'http://127.0.0.1:4179/predictive-maintenance?report=uh-abc123', 'link back to the report');
  const token = decodeURIComponent(sent.links[1]!.split('cancel-reminder=')[1]!);
  assertEquals(await verifyLinkToken(SECRET, CANCEL_PURPOSE, token), rows[0]!.id, 'a signed cancel link for this reminder');
  assertEquals(rows[0]!.sentAt, '2026-12-03T00:00:00.000Z', 'claimed at the run’s time');

  const again = await run('2026-12-04T08:00:00Z');
  assertEquals(again.body.jobs[REMINDER_JOB], { done: 0, failed: 0 }, 'a second run sends nothing');
  assertEquals(mail.sent.length, 1);
});

Deno.test('a reminder whose day has passed is still sent; a cancelled one never is', async () => {
  const { store, mail, run } = await setUp();
  const late = await store.create('owner-1', REQUEST, 'a@example.com');
  const cancelled = await store.create('owner-2', REQUEST, 'b@example.com');
  await store.cancel(cancelled.id, new Date('2026-11-27T00:00:00Z'));
  const report = await run('2026-12-09T12:00:00Z');
  assertEquals(report.body.jobs[REMINDER_JOB], { done: 1, failed: 0 });
  assertEquals(mail.sent.map((m) => m.to), ['a@example.com']);
  assertEquals((await store.cancel(late.id, new Date())).status, 'already-sent', 'cancelling after it went out changes nothing');
});

Deno.test('a run for one account sends only its reminders; the next full run sends the rest', async () => {
  const { store, mail, run } = await setUp();
  await store.create('owner-1', REQUEST, 'a@example.com');
  await store.create('owner-2', REQUEST, 'b@example.com');
  const scoped = await run('2026-12-03T06:00:00Z', KEY, 'b@example.com');
  assertEquals(scoped.body.jobs[REMINDER_JOB], { done: 1, failed: 0 });
  assertEquals(mail.sent.map((m) => m.to), ['b@example.com']);
  await run('2026-12-03T07:00:00Z');
  assertEquals(mail.sent.map((m) => m.to), ['b@example.com', 'a@example.com']);
  assertEquals((await run('2026-12-03T08:00:00Z', KEY, 'not an email')).status, 400, 'a malformed address is refused');
});

Deno.test('two overlapping runs send a due reminder once', async () => {
  const { store, mail, run } = await setUp();
  await store.create('owner-1', REQUEST, 'owner@example.com');
  const [first, second] = await Promise.all([run('2026-12-03T06:00:00Z'), run('2026-12-03T06:00:00Z')]);
  const done = [first, second].map((r) => (r.body.jobs[REMINDER_JOB] as { done: number }).done);
  assertEquals(done.sort(), [0, 1], 'one run won the claim');
  assertEquals(mail.sent.length, 1);
});

Deno.test('a failed send releases the claim: the next run sends it', async () => {
  const { store, rows, mail, run } = await setUp();
  await store.create('owner-1', REQUEST, 'owner@example.com');
  mail.state.failing = 1;
  const failed = await run('2026-12-03T06:00:00Z');
  assertEquals(failed.body.jobs[REMINDER_JOB], { done: 0, failed: 1 });
  assertEquals(rows[0]!.sentAt, null, 'released');
  const retried = await run('2026-12-03T07:00:00Z');
  assertEquals(retried.body.jobs[REMINDER_JOB], { done: 1, failed: 0 });
  assertEquals(mail.sent.length, 1);
});

Deno.test('a job that throws is reported; the other jobs still run', async () => {
  const broken: Job = { name: 'broken', run: () => Promise.reject(new Error('database down')) };
  const counted: string[] = [];
  const counter: Job = { name: 'counter', run: async ({ now }) => (counted.push(now.toISOString()), { done: 1, failed: 0 }) };
  const { run } = await setUp([broken, counter]);
  const report = await run();
  assertEquals(report.status, 200);
  assertEquals(report.body.jobs.broken, { error: 'failed; see the function logs' });
  assertEquals(counted, ['2026-11-26T09:00:00.000Z'], 'the real clock when no now is given');
});

Deno.test('only the service role runs jobs; a bad now is refused', async () => {
  const { run } = await setUp();
  const stranger = await run(undefined, 'anon-key');
  assertEquals([stranger.status, stranger.body.error?.code], [403, 'forbidden']);
  const badNow = await run('next tuesday');
  assertEquals([badNow.status, badNow.body.error?.code], [400, 'invalid_request']);
});

Deno.test('an empty body (as pg_cron may post) runs at the real time', async () => {
  const { store, mail } = await setUp();
  await store.create('owner-1', { ...REQUEST, remindOn: '2026-11-26' }, 'owner@example.com');
  const job = maintenanceReminderJob(store, (id) => signLinkToken(SECRET, CANCEL_PURPOSE, id));
  const handler = createHandler({ jobs: [job], mail: mail.sender, serviceRoleKey: KEY, now: () => new Date('2026-11-26T09:00:00Z') });
  const response = await handler(new Request('http://functions.test/scheduled-jobs', { method: 'POST', headers: { authorization: `Bearer ${KEY}` } }));
  assertEquals(response.status, 200);
  assert(mail.sent.length === 1, 'sent');
});
