/**
 * contracts: the contract generator's server side (docs/ai-tools.md,
 * "Contract generator"). An admin creates a contract from an accepted
 * proposal (`create`: assembled from the clause library with the proposal's
 * numbers), edits its wording (`edit`; a change after sending voids the
 * mailed link and moves the contract to its next version) and sends it for
 * signature (`send`: only on the admin's press, to the lead's own address,
 * with a link signed for that version). The client reads it (`view`) and
 * signs it (`sign`: typed name, time, the address the platform saw and the
 * browser): one conditional write, so of several signatures at once exactly
 * one is recorded and the others get a 409. Then the signed PDF is stored in
 * the contracts bucket. Every step is appended to the audit trail in SQL.
 */
import * as z from 'zod/mini';
import { readJson } from '../_shared/body.ts';
import { assembleContract, CLAUSE_KEYS, UnknownVariable, type Clause, type ClauseKey } from '../_domain/contract/clauses.ts';
import { readSignedFor, SIGN_PURPOSE, SIGN_VALID_DAYS, signedFor, signLink, type AuditEntry, type ClientContract, type ContractRecord } from '../_domain/contract/record.ts';
import { ApiError, invalidRequest, jsonResponse, mailNotSent, parseRequest, requireAdmin } from '../_shared/errors.ts';
import type { Mail } from '../_domain/mail.ts';
import type { MailSender } from '../_shared/mail/mail.ts';
import { signLinkToken, verifyLinkToken } from '../_shared/mail/signed-link.ts';
import type { ProposalRecord } from '../_domain/proposal/record.ts';
import { cleanText } from '../_domain/text/sanitize.ts';
import { serve } from '../_shared/serve.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';
import { signerAgent, signerIp } from '../_shared/signer-details.ts';
import { business } from '../_domain/business.ts';
import { formatUsd } from '../_domain/estimator/format.ts';

export const CONTRACTS_MAX_BYTES = 48 * 1024;
const CLAUSE_MAX = 3000;
const DAY_MS = 86_400_000;

export const CONTRACT_FN_MESSAGES = {
  unauthorized: 'Sign in as an admin to prepare contracts.',
  forbidden: 'Only the business’s admins prepare contracts.',
  notAccepted: 'A contract is made from a proposal the client has accepted.',
  noContract: 'This contract no longer exists.',
  notDraft: 'This contract has been signed and can no longer be changed or sent.',
  changed: 'This contract changed while you were sending it. Check the wording, then send it again.',
  badLink: 'This contract link is not valid: it may be incomplete. Open the email again and use its link.',
  superseded: 'This contract was changed after this link was sent, so the link no longer works. The new version comes in a new email from us.',
  notOpen: 'This contract can no longer be signed online.',
  alreadySigned: 'This contract has already been signed. Reload the page to see the signature.',
  mailOff: 'Email is not set up on this site yet, so the contract was not sent.',
  mailFailed: 'The email could not be sent, so the contract is not marked as sent. Please try again.',
} as const;

export interface Signature {
  name: string;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

/**
 * Where contracts live. Every change that depends on the contract's state is
 * one conditional write that answers the changed contract, or null when the
 * condition no longer held (someone else changed it first).
 */
export interface ContractStore {
  proposal(id: string): Promise<ProposalRecord | null>;
  byProposal(proposalId: string): Promise<ContractRecord | null>;
  get(id: string): Promise<ContractRecord | null>;
  create(proposal: ProposalRecord, clauses: Clause[], by: VerifiedCaller, audit: AuditEntry): Promise<ContractRecord>;
  /** Adds entries to the audit trail without rewriting it. */
  appendAudit(id: string, entries: AuditEntry[]): Promise<void>;
  /** New wording, unless signed; a sent contract goes back to draft at the next version, with `voided` in its trail. */
  edit(id: string, clauses: Clause[], edits: ContractRecord['edits'], entries: AuditEntry[], voided: AuditEntry): Promise<ContractRecord | null>;
  /** Marks it sent, if it is still at `version` and not signed. */
  markSent(id: string, version: number, to: string, at: Date, expiresAt: Date, entry: AuditEntry): Promise<ContractRecord | null>;
  /** The signature, if it is sent, at `version` and not expired at `signature.at`: only one caller gets the contract back. */
  sign(id: string, version: number, signature: Signature, entry: AuditEntry): Promise<ContractRecord | null>;
  /** Stores the signed PDF; answers its key in the contracts bucket. Never overwrites. */
  storePdf(id: string, bytes: Uint8Array): Promise<string>;
  /** Records the PDF's key once the contract is signed and has none yet. */
  pdfStored(id: string, path: string, entry: AuditEntry): Promise<ContractRecord | null>;
  leadNote(inquiryId: string, note: string): Promise<void>;
}

export interface ContractsDeps {
  store: ContractStore;
  mail: MailSender;
  caller(request: Request): Promise<VerifiedCaller | null>;
  linkSecret: string;
  /** The site the mailed link lands on: configuration only (SITE_URL), never the request. */
  siteUrl: string;
  /** Makes the signed PDF (contract-pdf.ts; a stub in tests). */
  pdf(contract: ContractRecord, audit: AuditEntry[]): Promise<Uint8Array>;
  now?: () => Date;
}

const clauseText = z.string().check(
  z.overwrite(cleanText),
  z.maxLength(CLAUSE_MAX, { error: `A clause must be at most ${CLAUSE_MAX} characters` }),
);

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), proposalId: z.uuid() }),
  z.object({ action: z.literal('edit'), contractId: z.uuid(), edits: z.partialRecord(z.enum(CLAUSE_KEYS), clauseText) }),
  z.object({ action: z.literal('send'), contractId: z.uuid() }),
  z.object({ action: z.literal('view'), token: z.string().check(z.minLength(10), z.maxLength(300)) }),
  z.object({
    action: z.literal('sign'),
    token: z.string().check(z.minLength(10), z.maxLength(300)),
    name: z.string().check(z.overwrite(cleanText), z.minLength(2, { error: 'Type your full name to sign' }), z.maxLength(120)),
    agree: z.literal(true, { error: 'Tick the box to confirm you sign the contract' }),
  }),
]);

function clientView(contract: ContractRecord, now: Date): ClientContract {
  const state = contract.status === 'signed' ? 'signed' : contract.expiresAt && Date.parse(contract.expiresAt) <= now.getTime() ? 'expired' : 'open';
  return { state, clientName: contract.clientName, total: contract.total, clauses: contract.clauses, expiresAt: contract.expiresAt, signedAt: contract.signedAt, signedName: contract.signedName };
}

function contractMail(contract: ContractRecord, link: string, until: string): Mail {
  return {
    to: contract.clientEmail,
    subject: `Your wine cellar contract from ${business.name}, ready to sign`,
    text:
      `Dear ${contract.clientName},\n\nThank you for accepting our proposal. Your contract (${formatUsd(contract.total)}) is ready: read it and sign it online here, no account needed (the link works until ${until}):\n${link}\n\n` +
      `Questions about any clause? Reply to this email or call ${business.phone} before you sign.\n\n${business.legalName}`,
    links: [link],
  };
}

export function createHandler(deps: ContractsDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  const entry = (event: AuditEntry['event'], by: string | null, detail: string | null = null): AuditEntry => ({ at: now().toISOString(), event, by, detail });
  const tokenIssue = (message: string) => invalidRequest([{ path: 'token', message }]);

  /** The contract a link names, if the link is ours and still names its current version. */
  async function byToken(token: string): Promise<ContractRecord> {
    const signed = await verifyLinkToken(deps.linkSecret, SIGN_PURPOSE, token);
    const target = signed ? readSignedFor(signed) : null;
    const contract = target ? await deps.store.get(target.id) : null;
    if (!target || !contract) throw tokenIssue(CONTRACT_FN_MESSAGES.badLink);
    if (contract.version !== target.version) throw tokenIssue(CONTRACT_FN_MESSAGES.superseded);
    if (!contract.sentAt && contract.status !== 'signed') throw tokenIssue(CONTRACT_FN_MESSAGES.badLink);
    return contract;
  }

  return serve(async (request) => {
    const input = parseRequest(requestSchema, await readJson(request, CONTRACTS_MAX_BYTES, '{ "action": "create" | "edit" | "send" | "view" | "sign", … }'));

    if (input.action === 'view') {
      const contract = await byToken(input.token);
      // One "viewed" per run of visits: a reload right after the last one adds nothing.
      if (contract.audit.at(-1)?.event !== 'viewed') await deps.store.appendAudit(contract.id, [entry('viewed', 'the client', signerIp(request))]);
      return jsonResponse(clientView(contract, now()));
    }

    if (input.action === 'sign') {
      const contract = await byToken(input.token);
      const view = clientView(contract, now());
      if (view.state === 'signed') throw new ApiError(409, 'conflict', CONTRACT_FN_MESSAGES.alreadySigned);
      if (view.state !== 'open') throw tokenIssue(CONTRACT_FN_MESSAGES.notOpen);
      const signature: Signature = { name: input.name, ip: signerIp(request), userAgent: signerAgent(request), at: now() };
      const signed = await deps.store.sign(contract.id, contract.version, signature, entry('signed', input.name, `IP ${signature.ip ?? 'not known'}`));
      if (!signed) {
        // Another request got there first: a signature, a change by the business, or the link ran out meanwhile.
        const current = await deps.store.get(contract.id);
        if (current?.status === 'signed') throw new ApiError(409, 'conflict', CONTRACT_FN_MESSAGES.alreadySigned);
        if (current && current.version !== contract.version) throw tokenIssue(CONTRACT_FN_MESSAGES.superseded);
        throw tokenIssue(CONTRACT_FN_MESSAGES.notOpen);
      }
      const pdfPath = await deps.store.storePdf(signed.id, await deps.pdf(signed, signed.audit));
      const stored = (await deps.store.pdfStored(signed.id, pdfPath, entry('stored', null, pdfPath))) ?? signed;
      await deps.store.leadNote(contract.inquiryId, `Contract signed online by “${input.name}” on ${signature.at.toISOString()}; the signed PDF is stored (${pdfPath}).`);
      return jsonResponse(clientView(stored, now()));
    }

    const caller = requireAdmin(await deps.caller(request), CONTRACT_FN_MESSAGES);
    const by = caller.email ?? 'an admin';

    if (input.action === 'create') {
      const proposal = await deps.store.proposal(input.proposalId);
      if (!proposal?.acceptedAt) throw invalidRequest([{ path: 'proposalId', message: CONTRACT_FN_MESSAGES.notAccepted }]);
      const existing = await deps.store.byProposal(proposal.id);
      if (existing) return jsonResponse(existing);
      const clauses = assembleContract({ clientName: proposal.clientName, proposalVersion: proposal.version, document: proposal.document });
      return jsonResponse(await deps.store.create(proposal, clauses, caller, entry('created', by, `from proposal version ${proposal.version}`)), 201);
    }

    const contract = await deps.store.get(input.contractId);
    if (!contract) throw invalidRequest([{ path: 'contractId', message: CONTRACT_FN_MESSAGES.noContract }]);
    if (contract.status === 'signed') throw invalidRequest([{ path: 'contractId', message: CONTRACT_FN_MESSAGES.notDraft }]);

    if (input.action === 'edit') {
      const proposal = await deps.store.proposal(contract.proposalId);
      if (!proposal) throw invalidRequest([{ path: 'contractId', message: CONTRACT_FN_MESSAGES.noContract }]);
      const edits = Object.fromEntries(Object.entries(input.edits).filter(([, text]) => text)) as Partial<Record<ClauseKey, string>>;
      let clauses: Clause[];
      try {
        clauses = assembleContract({ clientName: proposal.clientName, proposalVersion: proposal.version, document: proposal.document }, edits);
      } catch (error) {
        if (error instanceof UnknownVariable) throw invalidRequest([{ path: 'edits', message: `${error.message}: use only the variables listed.` }]);
        throw error;
      }
      const changed = CLAUSE_KEYS.filter((key) => (edits[key] ?? '') !== (contract.edits[key] ?? ''));
      // A change to a sent contract voids its link: the client can only ever sign wording they were sent.
      const voided = entry('voided', by, `version ${contract.version}: the link sent to ${contract.clientEmail} no longer works; send the new version`);
      const edited = await deps.store.edit(contract.id, clauses, edits, [entry('edited', by, changed.join(', ') || 'no change')], voided);
      if (!edited) throw invalidRequest([{ path: 'contractId', message: CONTRACT_FN_MESSAGES.notDraft }]);
      if (edited.version !== contract.version) {
        await deps.store.leadNote(contract.inquiryId, `Contract changed after it was sent by ${by}: the link sent to ${contract.clientEmail} no longer works; version ${edited.version} waits to be sent.`);
      }
      return jsonResponse(edited);
    }

    const at = now();
    const expires = new Date(at.getTime() + SIGN_VALID_DAYS * DAY_MS);
    const link = signLink(deps.siteUrl, await signLinkToken(deps.linkSecret, SIGN_PURPOSE, signedFor(contract)));
    try {
      await deps.mail.send(contractMail(contract, link, expires.toISOString().slice(0, 10)));
    } catch (error) {
      console.error('[contracts] not sent:', error);
      throw mailNotSent(error, CONTRACT_FN_MESSAGES);
    }
    const sent = await deps.store.markSent(contract.id, contract.version, contract.clientEmail, at, expires, entry('sent', by, `version ${contract.version} to ${contract.clientEmail}`));
    // Changed or signed between the read and now: the mailed link names a version that no longer exists, and says so when opened.
    if (!sent) throw new ApiError(409, 'conflict', CONTRACT_FN_MESSAGES.changed);
    await deps.store.leadNote(contract.inquiryId, `Contract sent for signature to ${contract.clientEmail} by ${by}; the link works until ${expires.toISOString().slice(0, 10)}.`);
    return jsonResponse(sent);
  });
}
