import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { memoryReminderStore, recordingMail } from '../_shared/testing/reminders.ts';
import { createMemoryRateLimiter } from '../_shared/ai/rate-limit.ts';
import { MailNotConfigured, type MailSender } from '../_shared/mail/mail.ts';
import { signLinkToken } from '../_shared/mail/signed-link.ts';
import { CANCEL_PURPOSE, REMINDER_MESSAGES } from '../_domain/maintenance/reminder.ts';
import type { AccountCaller } from '../_shared/account-email.ts';
import { CONFIRM_PURPOSE } from '../_domain/confirmation/links.ts';
import { verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { memoryAddressBook } from '../_shared/testing/address-book.ts';
import { createHandler, REMINDER_FN_MESSAGES, type RemindersDeps } from './handler.ts';

const SECRET = 'link-secret-for-tests';
type ErrorBody = { error: { code: string; message: string; issues?: Array<{ path: string; message: string }> } };
const readError = async (response: Response) => (await response.json()) as ErrorBody;
const NOW = new Date('2026-11-26T15:00:00Z');
// The account's address is proven (the project requires email confirmation), so it counts as confirmed.
const OWNER: AccountCaller = { id: 'owner-1', email: 'owner@example.com', emailProven: true };
const UNPROVEN: AccountCaller = { ...OWNER, emailProven: false };
const SAVED = { ownerId: 'owner-1', savedItemId: '11111111-1111-4111-8111-111111111111', reportId: 'uh-abc123' };

const REMINDER = {
  reportId: 'uh-abc123',
  savedItemId: SAVED.savedItemId,
  unitName: 'Through-the-wall <b>unit</b>',
  due: '2026-12-10',
  basis: 'Brought forward   from 2027-05-01 <script>x</script>because the readings point to a fault.',
  remindOn: '2026-12-03',
};

function setUp(caller: AccountCaller | null = OWNER, mail?: MailSender) {
  const { store, rows } = memoryReminderStore([SAVED]);
  const recorder = recordingMail();
  const addresses = memoryAddressBook();
  const deps: RemindersDeps = { store, mail: mail ?? recorder.sender, caller: async () => caller, linkSecret: SECRET, siteUrl: 'https://winecellargpt.com', addresses: addresses.book, now: () => NOW };
  const handler = createHandler(deps);
  const post = (body: unknown) =>
    handler(new Request('http://functions.test/maintenance-reminders', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4179' }, body: JSON.stringify(body) }));
  return { rows, sent: recorder.sent, post, addresses: addresses.rows };
}

Deno.test('a signed-in owner sets a reminder: stored clean, confirmed by mail to the account, 201', async () => {
  const { rows, sent, post } = setUp();
  const response = await post({ action: 'create', reminder: REMINDER });
  assertEquals(response.status, 201);
  const receipt = await response.json();
  assertEquals(receipt, { id: rows[0]!.id, remindOn: '2026-12-03', due: '2026-12-10', email: 'owner@example.com', addressConfirmed: true });
  assertEquals(rows[0]!.unitName, 'Through-the-wall unit', 'markup stripped');
  assertEquals(rows[0]!.basis, 'Brought forward from 2027-05-01 because the readings point to a fault.', 'markup and runs of space gone');
  assertEquals(rows[0]!.siteUrl, 'https://winecellargpt.com', 'links go to the configured site, never to the request’s Origin');
  assertEquals(rows[0]!.confirmedAt, NOW.toISOString());
  assertEquals(sent.length, 1);
  assertEquals(sent[0]!.to, 'owner@example.com');
  assertEquals(sent[0]!.subject, 'Reminder set: service your Through-the-wall unit by December 10, 2026');
  assertIncludes(sent[0]!.text, 'We will email you on December 3, 2026 that your Through-the-wall unit is due for a service on December 10, 2026.');
  assertEquals(sent[0]!.links, [
    'https://winecellargpt.com/predictive-maintenance?report=uh-abc123',
    `https://winecellargpt.com/predictive-maintenance?cancel-reminder=${encodeURIComponent(await signLinkToken(SECRET, CANCEL_PURPOSE, rows[0]!.id))}`,
  ]);
});

Deno.test('a new day for the same report replaces the live reminder', async () => {
  const { rows, post } = setUp();
  await post({ action: 'create', reminder: REMINDER });
  await post({ action: 'create', reminder: { ...REMINDER, remindOn: '2026-12-08' } });
  assertEquals(rows.map((r) => [r.remindOn, r.cancelledAt === null]), [['2026-12-03', false], ['2026-12-08', true]]);
});

Deno.test('signed out: 401 with the sign-in message, nothing stored or mailed', async () => {
  const { rows, sent, post } = setUp(null);
  const response = await post({ action: 'create', reminder: REMINDER });
  assertEquals(response.status, 401);
  const { error } = await readError(response);
  assertEquals([error.code, error.message], ['unauthorized', REMINDER_FN_MESSAGES.unauthorized]);
  assertEquals([rows.length, sent.length], [0, 0]);
});

Deno.test('bad days are refused with the page’s messages, checked against the server’s today', async () => {
  const { rows, post } = setUp();
  const cases: Array<[Record<string, string>, string]> = [
    [{ remindOn: '2026-11-26' }, REMINDER_MESSAGES.tooSoon],
    [{ remindOn: '2026-12-11' }, REMINDER_MESSAGES.afterDue],
    [{ remindOn: '2026-02-30' }, REMINDER_MESSAGES.dateFormat],
    [{ due: '2026-11-26', remindOn: '2026-11-26' }, REMINDER_MESSAGES.dueNow],
    [{ due: '2028-01-05', remindOn: '2027-12-29' }, REMINDER_MESSAGES.tooFar],
  ];
  for (const [change, message] of cases) {
    const response = await post({ action: 'create', reminder: { ...REMINDER, ...change } });
    assertEquals(response.status, 400, JSON.stringify(change));
    const { error } = await readError(response);
    assertEquals(error.issues?.find((issue) => issue.path === 'reminder.remindOn')?.message, message, JSON.stringify(change));
  }
  assertEquals(rows.length, 0);
});

Deno.test('a saved report that is not the caller’s is refused', async () => {
  const { post } = setUp({ id: 'someone-else', email: 'x@example.com', emailProven: true });
  const response = await post({ action: 'create', reminder: REMINDER });
  assertEquals(response.status, 400);
  assertEquals((await readError(response)).error.message, REMINDER_FN_MESSAGES.notYours);
});

Deno.test('a confirmation that cannot be sent leaves no reminder behind', async () => {
  const failing: MailSender = { via: 'broken', send: () => Promise.reject(new Error('refused')) };
  const broken = setUp(OWNER, failing);
  const response = await broken.post({ action: 'create', reminder: REMINDER });
  assertEquals([response.status, (await readError(response)).error.message], [502, REMINDER_FN_MESSAGES.mailFailed]);
  assertEquals(broken.rows.length, 0);
  const off: MailSender = { via: 'nothing', send: () => Promise.reject(new MailNotConfigured()) };
  const unconfigured = setUp(OWNER, off);
  const answer = await unconfigured.post({ action: 'create', reminder: REMINDER });
  assertEquals([answer.status, (await readError(answer)).error.code], [503, 'not_configured']);
});

Deno.test('the cancel link works without signing in, once; a forged one does not', async () => {
  const { rows, post } = setUp(null);
  const created = setUp();
  // Create with the owner, then cancel through a handler that has no caller at all.
  await created.post({ action: 'create', reminder: REMINDER });
  const token = await signLinkToken(SECRET, CANCEL_PURPOSE, created.rows[0]!.id);
  const cancel = (t: string) => created.post({ action: 'cancel', token: t });
  const first = await cancel(token);
  assertEquals([first.status, await first.json()], [200, { status: 'cancelled', unitName: 'Through-the-wall unit', due: '2026-12-10' }]);
  assert(created.rows[0]!.cancelledAt !== null, 'cancelled');
  assertEquals((await (await cancel(token)).json()).status, 'already-cancelled');
  const forged = await cancel(`${CANCEL_PURPOSE}.${created.rows[0]!.id}.AAAA`);
  assertEquals([forged.status, (await readError(forged)).error.message], [400, REMINDER_FN_MESSAGES.badLink]);
  const otherPurpose = await cancel(await signLinkToken(SECRET, 'unsubscribe', created.rows[0]!.id));
  assertEquals(otherPurpose.status, 400, 'a token for another purpose opens nothing here');
  assertEquals([rows.length, (await post({ action: 'cancel', token })).status], [0, 400], 'unknown reminder');
});

Deno.test('setting reminders is rate limited per user: 429 past the limit, nothing mailed', async () => {
  const { store, rows } = memoryReminderStore([SAVED]);
  const { sender, sent } = recordingMail();
  const rateLimiter = createMemoryRateLimiter('maintenance-reminders', [{ name: 'minute', limit: 2, seconds: 60 }], () => NOW.getTime());
  const handler = createHandler({ store, mail: sender, caller: async () => OWNER, linkSecret: SECRET, siteUrl: 'https://winecellargpt.com', addresses: memoryAddressBook().book, rateLimiter, now: () => NOW });
  const post = () => handler(new Request('http://functions.test/maintenance-reminders', { method: 'POST', body: JSON.stringify({ action: 'create', reminder: REMINDER }) }));
  assertEquals([(await post()).status, (await post()).status], [201, 201]);
  const third = await post();
  assertEquals([third.status, (await readError(third)).error.code], [429, 'rate_limited']);
  assertEquals([sent.length, rows.length], [2, 2]);
});

Deno.test('an account whose address nobody has confirmed: the reminder waits, and the one mail it gets is the address check, without the typed unit name', async () => {
  const { rows, sent, post, addresses } = setUp(UNPROVEN);
  const response = await post({ action: 'create', reminder: { ...REMINDER, unitName: 'Visit evil.example for cheap pills' } });
  assertEquals(response.status, 201);
  assertEquals((await response.json()).addressConfirmed, false);
  assertEquals(rows.length, 1, 'stored, waiting');
  assertEquals(rows[0]!.confirmedAt, null, 'no reminder confirmation was mailed');
  assertEquals(sent.length, 1);
  const check = sent[0]!;
  assertEquals(check.to, 'owner@example.com');
  assert(!check.text.includes('evil.example') && !check.subject.includes('evil.example'), 'none of the typed text');
  const link = new URL(check.links[0]!);
  assertEquals(`${link.origin}${link.pathname}`, 'https://winecellargpt.com/predictive-maintenance');
  assertEquals(await verifyLinkToken(SECRET, CONFIRM_PURPOSE, link.searchParams.get('confirm-email') ?? ''), addresses.get('owner@example.com')?.id);

  // Another reminder the same day: stored, no second mail (the first link still works).
  const again = await post({ action: 'create', reminder: { ...REMINDER, reportId: 'uh-abc124', savedItemId: undefined } });
  assertEquals([again.status, sent.length, rows.length], [201, 1, 2]);

  // Confirmed through that link: the next reminder is confirmed by mail as usual.
  addresses.get('owner@example.com')!.confirmedVia = 'link';
  const confirmed = await post({ action: 'create', reminder: { ...REMINDER, reportId: 'uh-abc125', savedItemId: undefined } });
  assertEquals((await confirmed.json()).addressConfirmed, true);
  assertIncludes(sent.at(-1)!.subject, 'Reminder set');
});

Deno.test('an unconfirmed address whose check cannot be mailed keeps no reminder and says why', async () => {
  const off: MailSender = { via: 'off', send: () => Promise.reject(new MailNotConfigured()) };
  const { rows, post } = setUp(UNPROVEN, off);
  const response = await post({ action: 'create', reminder: REMINDER });
  assertEquals([response.status, (await readError(response)).error.message], [503, REMINDER_FN_MESSAGES.mailOff]);
  assertEquals(rows.length, 0);
});
