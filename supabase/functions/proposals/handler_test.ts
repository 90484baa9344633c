import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { recordingMail } from '../_shared/testing/reminders.ts';
import type { ProposalRecord } from '../_domain/proposal/record.ts';
import { createHandler, PROPOSAL_FN_MESSAGES, type Lead, type ProposalStore } from './handler.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';

const LEAD: Lead = { id: '11111111-1111-4111-8111-111111111111', name: 'Dana Client', email: 'dana@example.com', status: 'contacted' };
const ADMIN: VerifiedCaller = { userId: 'admin-1', email: 'owner@example.com', isAdmin: true };
const DRAFT = {
  inquiryId: LEAD.id,
  source: { kind: 'entered', label: 'Entered by the admin' },
  inputs: { bottles: 1200 },
  pricePoint: 'mid',
  upgrades: ['glass-door'],
  message: 'Thank you for <b>meeting</b> us.',
};
type ErrorBody = { error: { code: string; message: string; issues?: Array<{ path: string; message: string }> } };

function memoryStore() {
  const rows: ProposalRecord[] = [];
  const events: Array<{ status: string; note: string }> = [];
  const lead = { ...LEAD };
  const store: ProposalStore = {
    lead: async (id) => (id === lead.id ? lead : null),
    async create(l, draft, document, by) {
      const row: ProposalRecord = {
        id: `00000000-0000-4000-8000-${String(rows.length + 1).padStart(12, '0')}`,
        inquiryId: l.id,
        version: rows.length + 1,
        clientName: l.name,
        clientEmail: l.email,
        draft,
        document,
        total: document.total,
        createdAt: '2026-11-26T10:00:00Z',
        createdByEmail: by.email,
        sentAt: null,
        expiresAt: null,
        acceptedAt: null,
        acceptedName: null,
      };
      rows.push(row);
      return row;
    },
    get: async (id) => rows.find((row) => row.id === id) ?? null,
    siblings: async (record) => ({
      laterSent: rows.some((row) => row.id !== record.id && row.sentAt !== null && record.sentAt !== null && row.sentAt > record.sentAt),
      accepted: rows.some((row) => row.acceptedAt),
    }),
    async markSent(id, _to, at, expires) {
      const row = rows.find((r) => r.id === id)!;
      row.sentAt = at.toISOString();
      row.expiresAt = expires.toISOString();
    },
    async accept(id, acceptance) {
      const row = rows.find((r) => r.id === id)!;
      if (row.acceptedAt) return false;
      row.acceptedAt = acceptance.at.toISOString();
      row.acceptedName = acceptance.name;
      return true;
    },
    async leadEvent(_id, status, note) {
      lead.status = status;
      events.push({ status, note });
    },
  };
  return { store, rows, events, lead };
}

function setUp(caller: VerifiedCaller | null = ADMIN, now = new Date('2026-11-26T15:00:00Z')) {
  const memory = memoryStore();
  const mail = recordingMail();
  const clock = { now };
  const handler = createHandler({ store: memory.store, mail: mail.sender, caller: async () => caller, linkSecret: 'secret-for-tests', siteUrl: 'https://winecellargpt.com', now: () => clock.now });
  const post = (body: unknown) =>
    handler(new Request('http://functions.test/proposals', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4379' }, body: JSON.stringify(body) }));
  return { ...memory, sent: mail.sent, post, clock };
}

const tokenFrom = (link: string) => decodeURIComponent(new URL(link).searchParams.get('proposal') ?? '');

Deno.test('saving rebuilds the figures from the estimator and strips markup; the browser’s numbers are not taken', async () => {
  const { post, rows } = setUp();
  const response = await post({ action: 'save', draft: { ...DRAFT, total: 1 } });
  assertEquals(response.status, 201);
  assertEquals(rows[0]!.draft.message, 'Thank you for meeting us.');
  assert(rows[0]!.total > 10_000, 'a real total');
  assertEquals(rows[0]!.total, rows[0]!.document.lines.reduce((sum, line) => sum + line.amount, 0));
});

Deno.test('only an admin saves or sends: 401 signed out, 403 without the role', async () => {
  assertEquals((await setUp(null).post({ action: 'save', draft: DRAFT })).status, 401);
  const plain = await setUp({ ...ADMIN, isAdmin: false }).post({ action: 'save', draft: DRAFT });
  assertEquals([plain.status, ((await plain.json()) as ErrorBody).error.code], [403, 'forbidden']);
});

Deno.test('bad input is refused field by field', async () => {
  const response = await setUp().post({ action: 'save', draft: { ...DRAFT, inputs: { bottles: 5 }, pricePoint: 'lowest' } });
  assertEquals(response.status, 400);
  const paths = ((await response.json()) as ErrorBody).error.issues?.map((issue) => issue.path) ?? [];
  assert(paths.includes('draft.pricePoint') && paths.some((path) => path.startsWith('draft.inputs')), paths.join());
});

Deno.test('send mails the lead a signed link; the client views and accepts it once; the lead is won', async () => {
  const { post, rows, sent, events, lead } = setUp();
  const saved = (await (await post({ action: 'save', draft: DRAFT })).json()) as ProposalRecord;
  const sentAnswer = await post({ action: 'send', proposalId: saved.id });
  assertEquals(sentAnswer.status, 200);
  assertEquals(sent.length, 1);
  assertEquals(sent[0]!.to, 'dana@example.com');
  assertIncludes(sent[0]!.links[0]!, 'https://winecellargpt.com/your-proposal?proposal=', 'the configured site, never the request’s Origin');
  assertEquals(lead.status, 'proposal-sent');
  assertEquals(rows[0]!.expiresAt, '2026-12-26T15:00:00.000Z');

  const token = tokenFrom(sent[0]!.links[0]!);
  const view = await (await post({ action: 'view', token })).json();
  assertEquals([view.state, view.version, view.document.total], ['open', 1, saved.total]);

  const refused = await post({ action: 'accept', token, name: 'D', agree: false });
  assertEquals(refused.status, 400);
  const accepted = await (await post({ action: 'accept', token, name: '  Dana <i>Client</i> ', agree: true })).json();
  assertEquals([accepted.state, accepted.acceptedName], ['accepted', 'Dana Client']);
  assertEquals(lead.status, 'won');
  assertIncludes(events.at(-1)!.note, 'accepted online by “Dana Client”');
  // Again: nothing changes and nothing is logged twice.
  await post({ action: 'accept', token, name: 'Someone Else', agree: true });
  assertEquals(rows[0]!.acceptedName, 'Dana Client');
  assertEquals(events.filter((event) => event.status === 'won').length, 1);
  // A lead with an accepted proposal is not sent another.
  const again = await post({ action: 'send', proposalId: saved.id });
  assertEquals(((await again.json()) as ErrorBody).error.issues?.[0]?.message, PROPOSAL_FN_MESSAGES.alreadyAccepted);
});

Deno.test('an altered link, an expired one and a version replaced by a later one sent are not accepted', async () => {
  const { post, sent, clock } = setUp();
  const first = (await (await post({ action: 'save', draft: DRAFT })).json()) as ProposalRecord;
  await post({ action: 'send', proposalId: first.id });
  const token = tokenFrom(sent[0]!.links[0]!);
  const forged = await post({ action: 'view', token: `${token.slice(0, -2)}xx` });
  assertEquals(((await forged.json()) as ErrorBody).error.issues?.[0]?.message, PROPOSAL_FN_MESSAGES.badLink);

  const second = (await (await post({ action: 'save', draft: { ...DRAFT, pricePoint: 'low' } })).json()) as ProposalRecord;
  clock.now = new Date('2026-11-27T09:00:00Z');
  await post({ action: 'send', proposalId: second.id });
  assertEquals((await (await post({ action: 'view', token })).json()).state, 'superseded');
  assertEquals((await post({ action: 'accept', token, name: 'Dana Client', agree: true })).status, 400);

  // Sent again after the second, the first version's link works again: the newest sending is the one the client may accept.
  clock.now = new Date('2026-11-28T09:00:00Z');
  await post({ action: 'send', proposalId: first.id });
  assertEquals((await (await post({ action: 'view', token })).json()).state, 'open');
  clock.now = new Date('2027-01-30T00:00:00Z');
  assertEquals((await (await post({ action: 'view', token })).json()).state, 'expired');
  assertEquals((await (await post({ action: 'view', token: tokenFrom(sent[1]!.links[0]!) })).json()).state, 'superseded');
});
