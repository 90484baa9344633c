import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { recordingMail } from '../_shared/testing/reminders.ts';
import { contractPdf } from '../_domain/contract/contract-pdf.ts';
import type { ContractRecord } from '../_domain/contract/record.ts';
import { costInputSchema } from '../_domain/estimator/schemas.ts';
import { formatUsd } from '../_domain/estimator/format.ts';
import { buildProposal } from '../_domain/proposal/proposal.ts';
import type { ProposalRecord } from '../_domain/proposal/record.ts';
import { CONTRACT_FN_MESSAGES, createHandler, type ContractStore } from './handler.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';

const ADMIN: VerifiedCaller = { userId: 'admin-1', email: 'owner@example.com', isAdmin: true };
const document = buildProposal({ inputs: costInputSchema.parse({ bottles: 1500 }), pricePoint: 'mid', upgrades: [] });
const PROPOSAL: ProposalRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  inquiryId: '11111111-1111-4111-8111-111111111111',
  version: 2,
  clientName: 'Dana Client',
  clientEmail: 'dana@example.com',
  draft: { inquiryId: '11111111-1111-4111-8111-111111111111', source: { kind: 'entered', label: 'x' }, inputs: costInputSchema.parse({ bottles: 1500 }), pricePoint: 'mid', upgrades: [], message: '' },
  document,
  total: document.total,
  createdAt: '2026-11-20T10:00:00Z',
  createdByEmail: 'owner@example.com',
  sentAt: '2026-11-21T10:00:00Z',
  expiresAt: '2026-12-21T10:00:00Z',
  acceptedAt: '2026-11-22T10:00:00Z',
  acceptedName: 'Dana Client',
};
type ErrorBody = { error: { code: string; issues?: Array<{ path: string; message: string }> } };

function setUp(caller: VerifiedCaller | null = ADMIN, proposal: ProposalRecord = PROPOSAL) {
  const contracts: ContractRecord[] = [];
  const pdfs = new Map<string, Uint8Array>();
  const notes: string[] = [];
  const store: ContractStore = {
    proposal: async (id) => (id === proposal.id ? proposal : null),
    byProposal: async (id) => contracts.find((c) => c.proposalId === id) ?? null,
    get: async (id) => contracts.find((c) => c.id === id) ?? null,
    async create(p, clauses, _by, audit) {
      const contract: ContractRecord = {
        id: '33333333-3333-4333-8333-333333333333',
        proposalId: p.id,
        inquiryId: p.inquiryId,
        clientName: p.clientName,
        clientEmail: p.clientEmail,
        clauses,
        edits: {},
        total: p.total,
        status: 'draft',
        createdAt: audit.at,
        sentAt: null,
        expiresAt: null,
        signedAt: null,
        signedName: null,
        signedIp: null,
        signedUserAgent: null,
        audit: [audit],
        pdfPath: null,
      };
      contracts.push(contract);
      return contract;
    },
    async update(id, patch, audit) {
      const contract = contracts.find((c) => c.id === id)!;
      Object.assign(contract, patch, { audit: [...contract.audit, ...audit] });
      return { ...contract };
    },
    async storePdf(id, bytes) {
      pdfs.set(id, bytes);
      return `${id}/contract-signed.pdf`;
    },
    leadNote: async (_id, note) => void notes.push(note),
  };
  const mail = recordingMail();
  const handler = createHandler({ store, mail: mail.sender, caller: async () => caller, linkSecret: 'secret', siteUrl: 'https://winecellargpt.com', pdf: contractPdf, now: () => new Date('2026-11-23T12:00:00Z') });
  const post = (body: unknown) =>
    handler(new Request('http://functions.test/contracts', { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'deno-test', 'x-forwarded-for': '203.0.113.9' }, body: JSON.stringify(body) }));
  return { post, contracts, pdfs, notes, sent: mail.sent };
}

Deno.test('only an admin creates a contract, and only from an accepted proposal', async () => {
  assertEquals((await setUp(null).post({ action: 'create', proposalId: PROPOSAL.id })).status, 401);
  assertEquals((await setUp({ ...ADMIN, isAdmin: false }).post({ action: 'create', proposalId: PROPOSAL.id })).status, 403);
  const open = await setUp(ADMIN, { ...PROPOSAL, acceptedAt: null }).post({ action: 'create', proposalId: PROPOSAL.id });
  assertEquals(((await open.json()) as ErrorBody).error.issues?.[0]?.message, CONTRACT_FN_MESSAGES.notAccepted);
});

Deno.test('create → edit → send → view → sign: the proposal’s numbers, the admin’s wording, a stored PDF and the audit trail', async () => {
  const { post, contracts, pdfs, notes, sent } = setUp();
  const created = await post({ action: 'create', proposalId: PROPOSAL.id });
  assertEquals(created.status, 201);
  const contract = (await created.json()) as ContractRecord;
  assertIncludes(contract.clauses.find((c) => c.key === 'price')!.text, formatUsd(document.total));

  const bad = await post({ action: 'edit', contractId: contract.id, edits: { cancellation: 'By {{nobody}}.' } });
  assertEquals(bad.status, 400);
  const edited = (await (await post({ action: 'edit', contractId: contract.id, edits: { cancellation: 'Cancel <b>in writing</b>; {{client}} pays for work done.' } })).json()) as ContractRecord;
  assertEquals(edited.clauses.at(-1)!.text, 'Cancel in writing; Dana Client pays for work done.');

  await post({ action: 'send', contractId: contract.id });
  assertEquals(sent.length, 1);
  assertEquals(sent[0]!.to, 'dana@example.com');
  const token = decodeURIComponent(new URL(sent[0]!.links[0]!).searchParams.get('contract') ?? '');
  const view = await (await post({ action: 'view', token })).json();
  assertEquals([view.state, view.total], ['open', document.total]);

  const signed = await (await post({ action: 'sign', token, name: ' Dana Client ', agree: true })).json();
  assertEquals([signed.state, signed.signedName], ['signed', 'Dana Client']);
  const stored = contracts[0]!;
  assertEquals([stored.signedIp, stored.signedUserAgent, stored.pdfPath], ['203.0.113.9', 'deno-test', `${contract.id}/contract-signed.pdf`]);
  assertEquals(
    stored.audit.map((entry) => entry.event),
    ['created', 'edited', 'sent', 'viewed', 'signed', 'stored'],
  );
  const pdf = pdfs.get(contract.id)!;
  assertEquals(new TextDecoder().decode(pdf.slice(0, 5)), '%PDF-');
  assert(notes.some((note) => note.includes('Contract signed online by “Dana Client”')));
  // Signed is final: no more edits, and a second signature changes nothing.
  assertEquals((await post({ action: 'edit', contractId: contract.id, edits: { price: 'Free.' } })).status, 400);
  await post({ action: 'sign', token, name: 'Someone Else', agree: true });
  assertEquals(contracts[0]!.signedName, 'Dana Client');
});

Deno.test('a forged link is refused', async () => {
  const response = await setUp().post({ action: 'view', token: 'sign-contract.33333333-3333-4333-8333-333333333333.forged' });
  assertEquals(((await response.json()) as ErrorBody).error.issues?.[0]?.message, CONTRACT_FN_MESSAGES.badLink);
});
