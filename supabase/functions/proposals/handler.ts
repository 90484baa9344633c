/**
 * proposals: the proposal builder's server side (docs/ai-tools.md, "Proposal
 * builder"). An admin saves a version (`save`: the figures are rebuilt here
 * from the estimator, never taken from the browser) and sends one (`send`:
 * only on the admin's press, to the lead's own address, with a signed link).
 * The client, holding that link and no account, reads the proposal (`view`)
 * and accepts it (`accept`: typed name, time, IP and browser kept), which
 * moves the lead to won and says so in its activity.
 */
import * as z from 'zod/mini';
import { readJson } from '../_shared/body.ts';
import { invalidRequest, jsonResponse, mailNotSent, parseRequest, requireAdmin } from '../_shared/errors.ts';
import type { MailSender } from '../_shared/mail/mail.ts';
import { signLinkToken, verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { ACCEPT_PURPOSE, ACCEPT_VALID_DAYS, acceptLink } from '../_domain/proposal/links.ts';
import { proposalMail } from '../_domain/proposal/mail.ts';
import { buildProposal } from '../_domain/proposal/proposal.ts';
import { proposalState, type ClientView, type ProposalRecord, type ProposalState } from '../_domain/proposal/record.ts';
import { acceptSchema, proposalDraftSchema, type ProposalDraft } from '../_domain/proposal/schema.ts';
import { serve } from '../_shared/serve.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';
import { signerAgent, signerIp } from '../_shared/signer-details.ts';

export const PROPOSALS_MAX_BYTES = 32 * 1024;
const DAY_MS = 86_400_000;

export const PROPOSAL_FN_MESSAGES = {
  unauthorized: 'Sign in as an admin to build and send proposals.',
  forbidden: 'Only the business’s admins build and send proposals.',
  noLead: 'This lead no longer exists.',
  noProposal: 'This proposal version no longer exists.',
  alreadyAccepted: 'The client has already accepted a proposal for this lead; build the contract from it instead.',
  badLink: 'This proposal link is not valid: it may be incomplete. Open the email again and use its link.',
  notOpen: 'This proposal can no longer be accepted online.',
  mailOff: 'Email is not set up on this site yet, so the proposal was not sent.',
  mailFailed: 'The email could not be sent, so the proposal is not marked as sent. Please try again.',
} as const;

export interface Lead {
  id: string;
  name: string;
  email: string;
  status: string;
}

export interface Acceptance {
  name: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

export interface ProposalStore {
  lead(inquiryId: string): Promise<Lead | null>;
  /** Stores the next version for the lead. */
  create(lead: Lead, draft: ProposalDraft, document: ReturnType<typeof buildProposal>, by: VerifiedCaller): Promise<ProposalRecord>;
  get(id: string): Promise<ProposalRecord | null>;
  /** Whether another version of the same lead was sent after this one (its link then stops accepting), and whether any version is accepted. */
  siblings(record: ProposalRecord): Promise<{ laterSent: boolean; accepted: boolean }>;
  markSent(id: string, to: string, at: Date, expiresAt: Date): Promise<void>;
  /** Records the acceptance once; false when the version was accepted already. */
  accept(id: string, acceptance: Acceptance): Promise<boolean>;
  /** Moves the lead on (only forward from earlier stages for 'proposal-sent') and logs the note in its activity. */
  leadEvent(inquiryId: string, status: 'proposal-sent' | 'won', note: string): Promise<void>;
}

export interface ProposalsDeps {
  store: ProposalStore;
  mail: MailSender;
  caller(request: Request): Promise<VerifiedCaller | null>;
  linkSecret: string;
  /** The site the mailed link lands on: configuration only (SITE_URL), never the request. */
  siteUrl: string;
  now?: () => Date;
}

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('save'), draft: z.unknown() }),
  z.object({ action: z.literal('send'), proposalId: z.uuid() }),
  z.object({ action: z.literal('view'), token: z.string().check(z.minLength(10), z.maxLength(300)) }),
  z.object({ action: z.literal('accept'), token: z.unknown(), name: z.unknown(), agree: z.unknown() }),
]);

const clientView = (record: ProposalRecord, state: ProposalState): ClientView => ({
  state,
  version: record.version,
  clientName: record.clientName,
  message: record.draft.message,
  document: record.document,
  sentAt: record.sentAt,
  expiresAt: record.expiresAt,
  acceptedAt: record.acceptedAt,
  acceptedName: record.acceptedName,
});

const day = (date: Date) => date.toISOString().slice(0, 10);

export function createHandler(deps: ProposalsDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());

  async function byToken(token: unknown) {
    const id = typeof token === 'string' ? await verifyLinkToken(deps.linkSecret, ACCEPT_PURPOSE, token) : null;
    const record = id ? await deps.store.get(id) : null;
    if (!record || !record.sentAt) throw invalidRequest([{ path: 'token', message: PROPOSAL_FN_MESSAGES.badLink }]);
    const { laterSent } = await deps.store.siblings(record);
    return { record, state: proposalState(record, laterSent, now()) };
  }

  return serve(async (request) => {
    const input = parseRequest(requestSchema, await readJson(request, PROPOSALS_MAX_BYTES, '{ "action": "save" | "send" | "view" | "accept", … }'));

    if (input.action === 'view') {
      const { record, state } = await byToken(input.token);
      return jsonResponse(clientView(record, state));
    }

    if (input.action === 'accept') {
      const accepting = parseRequest(acceptSchema, input);
      const { record, state } = await byToken(accepting.token);
      if (state === 'accepted') return jsonResponse(clientView(record, state));
      if (state !== 'open') throw invalidRequest([{ path: 'token', message: PROPOSAL_FN_MESSAGES.notOpen }]);
      const at = now();
      const acceptance = { name: accepting.name, at, ip: signerIp(request), userAgent: signerAgent(request) };
      if (await deps.store.accept(record.id, acceptance)) {
        await deps.store.leadEvent(
          record.inquiryId,
          'won',
          `Proposal version ${record.version} accepted online by “${acceptance.name}” on ${at.toISOString()} (link sent to ${record.clientEmail}; IP ${acceptance.ip ?? 'not known'}).`,
        );
      }
      const accepted = await deps.store.get(record.id);
      return jsonResponse(clientView(accepted ?? record, 'accepted'));
    }

    const caller = requireAdmin(await deps.caller(request), PROPOSAL_FN_MESSAGES);

    if (input.action === 'save') {
      const draft = parseRequest(proposalDraftSchema, input.draft, 'draft');
      const lead = await deps.store.lead(draft.inquiryId);
      if (!lead) throw invalidRequest([{ path: 'draft.inquiryId', message: PROPOSAL_FN_MESSAGES.noLead }]);
      const document = buildProposal({ inputs: draft.inputs, pricePoint: draft.pricePoint, upgrades: draft.upgrades });
      return jsonResponse(await deps.store.create(lead, draft, document, caller), 201);
    }

    const record = await deps.store.get(input.proposalId);
    if (!record) throw invalidRequest([{ path: 'proposalId', message: PROPOSAL_FN_MESSAGES.noProposal }]);
    if ((await deps.store.siblings(record)).accepted) throw invalidRequest([{ path: 'proposalId', message: PROPOSAL_FN_MESSAGES.alreadyAccepted }]);
    const at = now();
    const expires = new Date(at.getTime() + ACCEPT_VALID_DAYS * DAY_MS);
    const link = acceptLink(deps.siteUrl, await signLinkToken(deps.linkSecret, ACCEPT_PURPOSE, record.id));
    try {
      await deps.mail.send(proposalMail(record, link, day(expires)));
    } catch (error) {
      console.error('[proposals] not sent:', error);
      throw mailNotSent(error, PROPOSAL_FN_MESSAGES);
    }
    await deps.store.markSent(record.id, record.clientEmail, at, expires);
    await deps.store.leadEvent(record.inquiryId, 'proposal-sent', `Proposal version ${record.version} sent to ${record.clientEmail} by ${caller.email ?? 'an admin'}; the accept link works until ${day(expires)}.`);
    const sent = await deps.store.get(record.id);
    return jsonResponse(sent ?? record);
  });
}
