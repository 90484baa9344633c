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
  let pdfWrites = 0;
  const notes: string[] = [];
  const find = (id: string) => contracts.find((c) => c.id === id);
  // Each conditional write checks and writes with no await between, as the one SQL statement does.
  const write = (id: string, when: (c: ContractRecord) => boolean, change: (c: ContractRecord) => Partial<ContractRecord>) => {
    const contract = find(id);
    if (!contract || !when(contract)) return Promise.resolve(null);
    Object.assign(contract, change(contract));
    return Promise.resolve({ ...contract, audit: [...contract.audit] });
  };
  const store: ContractStore = {
    proposal: async (id) => (id === proposal.id ? proposal : null),
    byProposal: async (id) => contracts.find((c) => c.proposalId === id) ?? null,
    get: async (id) => {
      const contract = find(id);
      return contract ? { ...contract, audit: [...contract.audit] } : null;
    },
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
        version: 1,
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
    async appendAudit(id, entries) {
      find(id)?.audit.push(...entries);
    },
    edit: (id, clauses, edits, entries, voided) =>
      write(
        id,
        (c) => c.status !== 'signed',
        (c) => ({
          clauses,
          edits,
          version: c.status === 'sent' ? c.version + 1 : c.version,
          audit: [...c.audit, ...(c.status === 'sent' ? [voided] : []), ...entries],
          status: 'draft',
          sentAt: null,
          expiresAt: null,
        }),
      ),
    markSent: (id, version, _to, at, expiresAt, entry) =>
      write(
        id,
        (c) => c.version === version && c.status !== 'signed',
        (c) => ({ status: 'sent', sentAt: at.toISOString(), expiresAt: expiresAt.toISOString(), audit: [...c.audit, entry] }),
      ),
    sign: (id, version, signature, entry) =>
      write(
        id,
        (c) => c.version === version && c.status === 'sent' && Date.parse(c.expiresAt ?? '') > signature.at.getTime(),
        (c) => ({ status: 'signed', signedAt: signature.at.toISOString(), signedName: signature.name, signedIp: signature.ip, signedUserAgent: signature.userAgent, audit: [...c.audit, entry] }),
      ),
    pdfStored: (id, path, entry) => write(id, (c) => c.status === 'signed' && c.pdfPath === null, (c) => ({ pdfPath: path, audit: [...c.audit, entry] })),
    async storePdf(id, bytes) {
      pdfWrites += 1;
      if (pdfs.has(id)) throw new Error('the signed PDF exists already');
      pdfs.set(id, bytes);
      return `${id}/contract-signed.pdf`;
    },
    leadNote: async (_id, note) => void notes.push(note),
  };
  const mail = recordingMail();
  const handler = createHandler({ store, mail: mail.sender, caller: async () => caller, linkSecret: 'secret', siteUrl: 'https://winecellargpt.com', pdf: contractPdf, now: () => new Date('2026-11-23T12:00:00Z') });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handler(
      new Request('http://functions.test/contracts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'deno-test', 'x-forwarded-for': '6.6.6.6, 203.0.113.9', origin: 'https://evil.example', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const tokenIn = (index: number) => decodeURIComponent(new URL(mail.sent[index]!.links[0]!).searchParams.get('contract') ?? '');
  return { post, contracts, pdfs, notes, sent: mail.sent, tokenIn, pdfWrites: () => pdfWrites };
}

/** A created contract, sent: its id and the mailed token. */
async function sentContract(context: ReturnType<typeof setUp>) {
  const contract = (await (await context.post({ action: 'create', proposalId: PROPOSAL.id })).json()) as ContractRecord;
  await context.post({ action: 'send', contractId: contract.id });
  return { id: contract.id, token: context.tokenIn(context.sent.length - 1) };
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
  assertEquals(new URL(sent[0]!.links[0]!).origin, 'https://winecellargpt.com', 'the configured site, never the request’s Origin');
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
  // Signed is final: no more edits, and a second signature is a conflict that changes nothing.
  assertEquals((await post({ action: 'edit', contractId: contract.id, edits: { price: 'Free.' } })).status, 400);
  const again = await post({ action: 'sign', token, name: 'Someone Else', agree: true });
  assertEquals([again.status, ((await again.json()) as ErrorBody).error.code], [409, 'conflict']);
  assertEquals(contracts[0]!.signedName, 'Dana Client');
});

Deno.test('several signatures at once through one link: one is recorded, one PDF written, one note; the rest are told it is signed', async () => {
  const context = setUp();
  const { token } = await sentContract(context);
  const answers = await Promise.all(['Dana Client', 'Someone Else', 'A Third'].map((name) => context.post({ action: 'sign', token, name, agree: true })));
  const statuses = answers.map((answer) => answer.status);
  assertEquals(statuses.filter((status) => status === 200).length, 1);
  assertEquals(statuses.filter((status) => status === 409).length, 2);
  for (const answer of answers.filter((a) => a.status === 409)) {
    assertEquals(((await answer.json()) as ErrorBody & { error: { message: string } }).error.message, CONTRACT_FN_MESSAGES.alreadySigned);
  }
  const stored = context.contracts[0]!;
  assertEquals(stored.audit.filter((entry) => entry.event === 'signed').length, 1);
  assertEquals(stored.audit.filter((entry) => entry.event === 'stored').length, 1);
  assertEquals(context.pdfWrites(), 1);
  assertEquals(context.notes.filter((note) => note.startsWith('Contract signed online')).length, 1);
});

Deno.test('a change after sending voids the link (superseded), and the next send mails a link for the new version only', async () => {
  const context = setUp();
  const { id, token } = await sentContract(context);
  const edited = (await (await context.post({ action: 'edit', contractId: id, edits: { cancellation: 'Cancel in writing.' } })).json()) as ContractRecord;
  assertEquals([edited.status, edited.version, edited.sentAt], ['draft', 2, null]);
  assert(context.notes.some((note) => note.includes('no longer works')), 'the lead says the link was voided');
  for (const body of [{ action: 'view', token }, { action: 'sign', token, name: 'Dana Client', agree: true }]) {
    const refused = (await (await context.post(body)).json()) as ErrorBody;
    assertEquals(refused.error.issues?.[0]?.message, CONTRACT_FN_MESSAGES.superseded);
  }
  await context.post({ action: 'send', contractId: id });
  const fresh = context.tokenIn(context.sent.length - 1);
  assert(fresh !== token, 'a new link');
  const signed = (await (await context.post({ action: 'sign', token: fresh, name: 'Dana Client', agree: true })).json()) as { state: string; clauses: Array<{ text: string }> };
  assertEquals(signed.state, 'signed');
  assertEquals(signed.clauses.at(-1)?.text, 'Cancel in writing.');
  assertEquals(
    context.contracts[0]!.audit.map((entry) => entry.event),
    ['created', 'sent', 'voided', 'edited', 'sent', 'signed', 'stored'],
  );
});

Deno.test('the signer’s address is the hop the platform appended, not what the client wrote', async () => {
  const context = setUp();
  const { token } = await sentContract(context);
  await context.post({ action: 'sign', token, name: 'Dana Client', agree: true });
  assertEquals(context.contracts[0]!.signedIp, '203.0.113.9');
});

Deno.test('a forged link is refused', async () => {
  const response = await setUp().post({ action: 'view', token: 'sign-contract.33333333-3333-4333-8333-333333333333.forged' });
  assertEquals(((await response.json()) as ErrorBody).error.issues?.[0]?.message, CONTRACT_FN_MESSAGES.badLink);
});
