import type { InquiryReceipt, InquirySubmissionInput } from '../_domain/inquiry/schema.ts';
import type { AccountCaller } from '../_shared/account-email.ts';
import { clientKey } from '../_shared/ai/client-key.ts';
import { createMemoryRateLimiter } from '../_shared/ai/rate-limit.ts';
import { verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { CONFIRM_PURPOSE } from '../_domain/confirmation/links.ts';
import { memoryAddressBook } from '../_shared/testing/address-book.ts';
import { recordingMail } from '../_shared/testing/reminders.ts';
import { ATTACHMENT_NOT_FOUND, CONTRACTOR_UNAVAILABLE, createHandler, type HandlerDeps, type InquiryRow, type InquiryStore, type StoredObject } from './handler.ts';

// Small local assertions: the functions folder resolves only zod, supabase-js and minisearch offline.
function assertEquals(actual: unknown, expected: unknown, label = 'value') {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${label}: expected ${e}, got ${a}`);
}
function assert(condition: unknown, label: string): asserts condition {
  if (!condition) throw new Error(label);
}

/** An in-memory store with the real one's semantics: one row per idempotency key. */
function fakeStore(objects: Record<string, StoredObject> = {}) {
  const rows = new Map<string, InquiryRow & { id: string }>();
  let failNextInsert = false;
  const store: InquiryStore = {
    attachment: async (path) => objects[path] ?? null,
    findByKey: async (key) => rows.get(key)?.id ?? null,
    contractorIdFor: async (slug) => (slug === 'vintner-build-co' ? 'firm-1' : null),
    insertOnce: async (row): Promise<InquiryReceipt> => {
      if (failNextInsert) {
        failNextInsert = false;
        throw new Error('database unavailable');
      }
      const found = rows.get(row.idempotency_key);
      if (found) return { id: found.id, duplicate: true };
      const id = crypto.randomUUID();
      rows.set(row.idempotency_key, { ...row, id });
      return { id, duplicate: false };
    },
  };
  return { store, rows, failInsert: () => (failNextInsert = true) };
}

const KEY = '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function submission(overrides: Partial<InquirySubmissionInput> = {}): InquirySubmissionInput {
  return {
    idempotencyKey: KEY,
    source: 'contact-form',
    form: {
      firstName: 'Margaux',
      lastName: 'Duval',
      email: 'margaux@example.com',
      phone: '+1 (415) 555-0134',
      projectType: 'residential',
      budget: '50k-100k',
      timeline: '3-6months',
      message: 'A 1,500-bottle cellar in the basement, with a tasting table.',
    },
    ...overrides,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/submit-inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const anonymous = async () => null;
const SECRET = 'link-secret-for-the-submit-inquiry-tests';

/** The handler's dependencies around a store: a roomy rate limit counted by the trusted hop, an in-memory address book, a recording mail sender. */
function depsFor(store: InquiryStore, overrides: Partial<HandlerDeps> = {}) {
  const addresses = memoryAddressBook();
  const mail = recordingMail();
  const deps: HandlerDeps = {
    store,
    caller: anonymous,
    rateLimiter: createMemoryRateLimiter('submit-inquiry', [{ name: 'minute', limit: 1000, seconds: 60 }]),
    identify: (request) => clientKey(request, async () => null),
    addresses: addresses.book,
    mail: mail.sender,
    linkSecret: SECRET,
    siteUrl: 'https://winecellargpt.com',
    ...overrides,
  };
  return Object.assign(deps, { addressRows: addresses.rows, sent: mail.sent, mailState: mail.state });
}

Deno.test('stores a valid inquiry once and answers 201 with its id', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  const response = await handler(post(submission({ location: 'Napa, CA', capacityBottles: 1500 })));
  assertEquals(response.status, 201, 'status');
  assertEquals(response.headers.get('access-control-allow-origin'), '*', 'cors');
  const body = (await response.json()) as InquiryReceipt;
  assertEquals(body.duplicate, false, 'duplicate');
  const row = rows.get(KEY);
  assert(row, 'row stored');
  assertEquals(row.id, body.id, 'id');
  assertEquals(
    { first: row.first_name, last: row.last_name, name: row.name, budget: row.budget, timeline: row.timeline, user: row.user_id },
    { first: 'Margaux', last: 'Duval', name: 'Margaux Duval', budget: '50k-100k', timeline: '3-6months', user: null },
    'columns',
  );
  assertEquals(row.details, 'A 1,500-bottle cellar in the basement, with a tasting table.', 'details');
  assertEquals(
    row.message,
    [
      'Project Type: Residential Wine Cellar',
      'Budget: $50,000 - $100,000',
      'Timeline: 3-6 months',
      'Location: Napa, CA',
      'Capacity: 1,500 bottles',
      '',
      'Project Details:',
      'A 1,500-bottle cellar in the basement, with a tasting table.',
    ].join('\n'),
    'derived message',
  );
  assertEquals([row.location, row.capacity_bottles], ['Napa, CA', 1500], 'extras');
});

Deno.test('a retried submit returns the same id with duplicate: true and adds no row', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  const first = (await (await handler(post(submission()))).json()) as InquiryReceipt;
  const again = await handler(post(submission()));
  assertEquals(again.status, 200, 'status');
  assertEquals(await again.json(), { id: first.id, duplicate: true }, 'receipt');
  assertEquals(rows.size, 1, 'rows');
});

/** The contract's error body: `{ error: { code, message, issues? } }`. */
async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string; issues?: Array<{ path: string; message: string }> } };
  return body.error;
}

Deno.test('answers 400 invalid_request with the spec messages per field', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  const bad = submission();
  const response = await handler(post({ ...bad, form: { ...bad.form, email: 'not-an-email', firstName: '' } }));
  assertEquals(response.status, 400, 'status');
  const body = await errorOf(response);
  assertEquals(body.code, 'invalid_request', 'code');
  assert(body.issues?.some((issue) => issue.path === 'form.firstName' && issue.message === 'Required'), 'first name issue');
  assert(body.issues?.some((issue) => issue.path === 'inquiry.email' && issue.message === 'Invalid email address'), 'email issue');
  assertEquals(rows.size, 0, 'nothing stored');
});

Deno.test('refuses a body that is not JSON, other methods, and answers preflights', async () => {
  const handler = createHandler(depsFor(fakeStore().store));
  const notJson = await handler(post('{oops'));
  assertEquals([notJson.status, (await errorOf(notJson)).code], [400, 'invalid_request'], 'invalid json');
  const get = await handler(new Request('http://localhost/submit-inquiry'));
  assertEquals([get.status, (await errorOf(get)).code], [405, 'method_not_allowed'], 'GET');
  const preflight = await handler(new Request('http://localhost/submit-inquiry', { method: 'OPTIONS' }));
  assertEquals(preflight.status, 204, 'OPTIONS');
  assert(preflight.headers.get('access-control-allow-headers')?.includes('apikey'), 'allowed headers');
});

Deno.test('checks each attachment is in storage with the declared size and type', async () => {
  const path = `incoming/${KEY}/1-plan.pdf`;
  const drawing = `incoming/${KEY}/2-layout.dwg`;
  const { store, rows } = fakeStore({
    [path]: { size: 2048, contentType: 'application/pdf' },
    [drawing]: { size: 900, contentType: 'image/vnd.dwg' },
  });
  const handler = createHandler(depsFor(store));

  // A missing file and one that differs from its declaration get the same answer: nothing tells whether an object exists.
  const missing = await handler(post(submission({ attachments: [{ path: `incoming/${KEY}/1-gone.pdf`, name: 'gone.pdf', size: 10, type: 'application/pdf' }] })));
  assertEquals(missing.status, 400, 'missing status');
  const missingError = await errorOf(missing);
  assertEquals(missingError.issues, [{ path: 'attachments.0', message: ATTACHMENT_NOT_FOUND }], 'missing issue');

  const wrongSize = await handler(post(submission({ attachments: [{ path, name: 'plan.pdf', size: 2047, type: 'application/pdf' }] })));
  assertEquals(await errorOf(wrongSize), missingError, 'a wrong size is answered exactly as a missing file');
  assertEquals(rows.size, 0, 'nothing stored yet');

  // Browsers send .dwg files with no type; they are stored as image/vnd.dwg.
  const ok = await handler(
    post(
      submission({
        attachments: [
          { path, name: 'plan.pdf', size: 2048, type: 'application/pdf' },
          { path: drawing, name: 'layout.dwg', size: 900, type: '' },
        ],
      }),
    ),
  );
  assertEquals(ok.status, 201, 'accepted');
  assertEquals(rows.get(KEY)?.attachments.map((file) => file.path), [path, drawing], 'attachments stored');
});

Deno.test('refuses attachments outside the submission’s own folder', async () => {
  const handler = createHandler(depsFor(fakeStore().store));
  const other = '00000000-0000-4000-8000-000000000000';
  const escapes = [
    `incoming/${other}/1-x.pdf`,
    `incoming/${KEY}/../../../user-images/${other}/1-x.pdf`,
    `incoming/${KEY}/%2e%2e/%2e%2e/user-images/${other}/1-x.pdf`,
    `incoming/${KEY}/..%2f..%2fuser-images/1-x.pdf`,
    `incoming/${KEY}/1-x.pdf/../../${other}/1-x.pdf`,
    `incoming/${KEY}/1-x\\..\\y.pdf`,
    `incoming/${KEY}/`,
  ];
  for (const path of escapes) {
    // The store knows every one of these paths: only the path check can refuse them.
    const handler = createHandler(depsFor(fakeStore({ [path]: { size: 1, contentType: 'application/pdf' } }).store));
    const response = await handler(post(submission({ attachments: [{ path, name: 'x.pdf', size: 1, type: 'application/pdf' }] })));
    assertEquals(response.status, 400, `status for ${path}`);
    const body = await errorOf(response);
    assert(body.issues?.some((issue) => issue.path === 'attachments.0.path'), `path issue for ${path}`);
  }
});

Deno.test('caps the body and the attached calculation: 413 and 400 in the one contract, nothing stored', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  const huge = await handler(post(submission({ calculation: { kind: 'cost', title: 't', summary: 's', inputs: { blob: 'x'.repeat(200_000) } } })));
  assertEquals([huge.status, (await errorOf(huge)).code], [413, 'payload_too_large'], 'body over the cap');
  const bulky = await handler(post(submission({ calculation: { kind: 'cost', title: 't', summary: 's', inputs: { blob: 'x'.repeat(5_000) } } })));
  assertEquals(bulky.status, 400, 'calculation over its cap');
  assert((await errorOf(bulky)).issues?.some((issue) => issue.path === 'calculation.inputs'), 'names the calculation');
  assertEquals(rows.size, 0, 'nothing stored');
});

Deno.test('a 94 KB first name is refused quickly, before any stripping could hold the host', async () => {
  const handler = createHandler(depsFor(fakeStore().store));
  const base = submission();
  const response = await handler(post({ ...base, form: { ...base.form, firstName: '<b'.repeat(47_000) } }));
  assertEquals([response.status, (await errorOf(response)).code], [413, 'payload_too_large'], 'refused by size');
});

Deno.test('records the signed-in user from the verified token', async () => {
  const { store, rows } = fakeStore();
  const userId = '9d2c7a10-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  const caller = async (request: Request): Promise<AccountCaller | null> => (request.headers.get('authorization') === 'Bearer good' ? { id: userId, email: 'someone@example.com', emailProven: false } : null);
  const handler = createHandler(depsFor(store, { caller }));
  await handler(post(submission(), { authorization: 'Bearer good' }));
  assertEquals(rows.get(KEY)?.user_id, userId, 'user id');
});

Deno.test('a storage or database failure answers 500 internal_error so the browser retries', async () => {
  const { store, failInsert, rows } = fakeStore();
  failInsert();
  const handler = createHandler(depsFor(store));
  const failed = await handler(post(submission()));
  assertEquals(failed.status, 500, 'status');
  assertEquals((await errorOf(failed)).code, 'internal_error', 'code');
  assertEquals(failed.headers.get('access-control-allow-origin'), '*', 'cors on errors');
  const retried = await handler(post(submission()));
  assertEquals(retried.status, 201, 'retry succeeds');
  assertEquals(rows.size, 1, 'one row');
});

Deno.test('"Request this contractor": the named firm is stored; an unknown or hidden one is refused under its field', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  const named = await handler(post(submission({ contractorSlug: 'vintner-build-co' })));
  assertEquals(named.status, 201, 'status');
  assertEquals(rows.get(KEY)?.requested_contractor_id, 'firm-1', 'firm stored');

  const unknown = await handler(post(submission({ idempotencyKey: crypto.randomUUID(), contractorSlug: 'no-such-firm' })));
  assertEquals(unknown.status, 400, 'unknown status');
  const body = (await unknown.json()) as { error: { code: string; issues: unknown } };
  assertEquals(body.error.issues, [{ path: 'contractorSlug', message: CONTRACTOR_UNAVAILABLE }], 'issue');
  assertEquals(rows.size, 1, 'nothing stored for the refused one');

  const badSlug = await handler(post(submission({ idempotencyKey: crypto.randomUUID(), contractorSlug: '<script>' })));
  assertEquals(badSlug.status, 400, 'a malformed slug is refused by the schema');
});

Deno.test('a request sent in another language is stored with it; the English forms store none; an unknown code is refused', async () => {
  const { store, rows } = fakeStore();
  const handler = createHandler(depsFor(store));
  assertEquals((await handler(post(submission({ source: 'quote', language: 'fr' })))).status, 201, 'status');
  assertEquals(rows.get(KEY)?.language, 'fr', 'language stored');
  const english = crypto.randomUUID();
  await handler(post(submission({ idempotencyKey: english })));
  assertEquals(rows.get(english)?.language, null, 'English forms: none');
  const refused = await handler(post(submission({ idempotencyKey: crypto.randomUUID(), language: 'pt' as 'fr' })));
  assertEquals(refused.status, 400, 'unknown language');
  assertEquals((await errorOf(refused)).code, 'invalid_request', 'code');
});

const withKey = (index: number) => submission({ idempotencyKey: `3f1b2c4d-5e6f-4a7b-8c9d-${String(index).padStart(12, '0')}` });

Deno.test('rate limited like the chat: counted by the hop the platform appended, refusals included; a forged X-Forwarded-For changes nothing', async () => {
  const { store, rows } = fakeStore();
  const rateLimiter = createMemoryRateLimiter('submit-inquiry', [{ name: 'minute', limit: 5, seconds: 60 }]);
  const handler = createHandler(depsFor(store, { rateLimiter }));
  const statuses: number[] = [];
  // A bad body counts like any other request.
  statuses.push((await handler(post('{not json', { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' }))).status);
  for (let index = 0; index < 12; index += 1) {
    // Each request claims another address in the part of the header the client writes.
    const response = await handler(post(withKey(index), { 'x-forwarded-for': `198.51.100.${index + 2}, 203.0.113.50`, 'x-real-ip': `192.0.2.${index}` }));
    statuses.push(response.status);
    if (response.status === 429) {
      const error = await errorOf(response);
      assertEquals(error.code, 'rate_limited', 'code');
      assertEquals(response.headers.get('retry-after'), '60', 'retry-after');
    }
  }
  assertEquals(statuses, [400, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429, 429], 'statuses');
  assertEquals(rows.size, 4, 'stored only what the limit let through');
  // Another caller (another last hop) has its own allowance.
  assertEquals((await handler(post(withKey(99), { 'x-forwarded-for': '203.0.113.51' }))).status, 201, 'another caller');
});

Deno.test('an unconfirmed address gets one acknowledgement a day, with a confirm link and none of the typed text', async () => {
  const { store } = fakeStore();
  const deps = depsFor(store);
  const handler = createHandler(deps);
  const typed = submission({ form: { ...submission().form, firstName: 'Visit', lastName: 'Cheap-Pills', message: 'Buy now at evil.example, click here' } });
  assertEquals((await handler(post(typed, { origin: 'https://evil.example' }))).status, 201, 'stored');
  assertEquals(deps.sent.length, 1, 'one acknowledgement');
  const mail = deps.sent[0]!;
  assertEquals(mail.to, 'margaux@example.com', 'to the typed address');
  for (const text of ['Visit', 'Cheap', 'evil.example', 'Buy now', '50k', '3-6']) assert(!mail.text.includes(text) && !mail.subject.includes(text), `no typed text: ${text}`);
  assert(mail.text.includes('within 24 hours'), 'the 24-hour promise');
  assert(mail.text.includes('What happens next'), 'what happens next');
  const link = new URL(mail.links[0]!);
  assertEquals(`${link.origin}${link.pathname}`, 'https://winecellargpt.com/quote', 'the configured site, never the request’s Origin');
  const id = await verifyLinkToken(SECRET, CONFIRM_PURPOSE, link.searchParams.get('confirm-email') ?? '');
  assertEquals(id, deps.addressRows.get('margaux@example.com')?.id, 'signed for the address’s row, not the address');

  // More inquiries from the same address the same day: stored, no second mail.
  for (let index = 0; index < 3; index += 1) assertEquals((await handler(post(withKey(index)))).status, 201, 'stored again');
  assertEquals(deps.sent.length, 1, 'still one');
});

Deno.test('a signed-in account whose own proven address it is confirms the address; its acknowledgement has no confirm link', async () => {
  const { store } = fakeStore();
  const proven: AccountCaller = { id: '9d2c7a10-1b2c-4d3e-8f90-a1b2c3d4e5f6', email: 'Margaux@Example.com', emailProven: true };
  const deps = depsFor(store, { caller: async () => proven });
  await createHandler(deps)(post(submission()));
  assertEquals(deps.addressRows.get('margaux@example.com')?.confirmedVia, 'account', 'confirmed by the account');
  assertEquals(deps.sent.length, 1, 'acknowledged');
  assertEquals(deps.sent[0]!.links, [], 'nothing to confirm');

  // Unproven (the project does not require confirmation), or another address: not confirmed.
  for (const caller of [{ ...proven, emailProven: false }, { ...proven, email: 'someone-else@example.com' }]) {
    const other = depsFor(fakeStore().store, { caller: async () => caller });
    await createHandler(other)(post(submission()));
    assertEquals(other.addressRows.get('margaux@example.com')?.confirmedVia ?? null, null, 'not confirmed');
  }
});

Deno.test('a mail server that refuses loses nothing: the inquiry is stored, and the next one tries the acknowledgement again', async () => {
  const { store, rows } = fakeStore();
  const deps = depsFor(store);
  deps.mailState.failing = 1;
  const handler = createHandler(deps);
  assertEquals((await handler(post(withKey(1)))).status, 201, 'stored');
  assertEquals([rows.size, deps.sent.length], [1, 0], 'no mail');
  assertEquals((await handler(post(withKey(2)))).status, 201, 'stored');
  assertEquals(deps.sent.length, 1, 'the claim was given back, so this one went');
});

Deno.test('a retried submit sends no second acknowledgement', async () => {
  const { store } = fakeStore();
  const deps = depsFor(store);
  const handler = createHandler(deps);
  await handler(post(submission()));
  deps.addressRows.get('margaux@example.com')!.acknowledgedAt = null;
  assertEquals((await handler(post(submission()))).status, 200, 'duplicate');
  assertEquals(deps.sent.length, 1, 'one');
});
