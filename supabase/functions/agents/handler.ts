/**
 * agents (docs/ai-tools.md, "Agents"), for admins: run a routine now
 * (`run`), switch a routine's schedule on or off (`settings`), and decide
 * what a routine left waiting (`decide`): an approved email is sent through
 * the mail adapter and noted on the lead; an approved assignment is made as
 * the approving admin, so the lead's activity names them. Nothing reaches a
 * client or changes a lead without that decision.
 */
import { z } from 'zod';
import { readJson } from '../_shared/body.ts';
import { ApiError, invalidRequest, jsonResponse, mailNotSent, parseRequest, requireAdmin } from '../_shared/errors.ts';
import type { AddressBook } from '../_shared/mail/address-book.ts';
import type { MailSender } from '../_shared/mail/mail.ts';
import { stripMarkup } from '../_domain/text/sanitize.ts';
import { serve } from '../_shared/serve.ts';
import { ROUTINES, RUN_ROUTINE, type AgentStore } from '../_domain/agents/routines.ts';
import type { ApprovalStore } from '../_shared/agents/store.ts';
import type { SemanticSearch } from '../_domain/semantic-search/engine.ts';
import type { VerifiedCaller } from '../_shared/supabase-admin.ts';

export const AGENTS_MAX_BYTES = 16 * 1024;

export const AGENT_MESSAGES = {
  unauthorized: 'Sign in with an admin account to run the agents.',
  forbidden: 'The agents are for the business’s admins; this account does not have the admin role.',
  decided: 'This item was already decided (approved, rejected or sent) by someone else; the list shows its outcome.',
  mailOff: 'Email is not set up on this site yet, so nothing was sent; the draft stays waiting for approval.',
  mailFailed: 'The email could not be sent just now; it stays waiting for approval. Please try again.',
  assignFailed: 'The lead could not be assigned just now; the suggestion stays waiting. Please try again.',
  enrollFailed: 'The lead could not be put in the sequence (it may have unsubscribed, or the sequence is gone); the suggestion stays waiting with this reason.',
  unconfirmed: 'Nobody has confirmed this address yet, so nothing is sent to it automatically: the draft waits. It can go once the client confirms through the link in our acknowledgement, or once you record in the lead that you confirmed it with them.',
} as const;

/** Changes to a lead made with the approving admin's own token: RLS applies and the lead's activity names them. */
export interface LeadActions {
  assign(inquiryId: string, assigneeId: string): Promise<void>;
  /** Enrols the lead in an email sequence (enroll_lead_in_sequence, as the admin). */
  enroll(inquiryId: string, sequenceId: string): Promise<void>;
  note(inquiryId: string, text: string): Promise<void>;
}

export interface AgentsDeps {
  store: AgentStore & ApprovalStore;
  ask: () => Promise<SemanticSearch>;
  mail: MailSender;
  caller(request: Request): Promise<VerifiedCaller | null>;
  /** Whether someone confirmed an address: an agent's draft is mailed only to a confirmed one (docs/business.md). */
  addresses: Pick<AddressBook, 'isConfirmed'>;
  asCaller(request: Request): LeadActions;
  now?: () => Date;
}

const cleanText = (max: number) =>
  z
    .string()
    .transform((value) => stripMarkup(value).replace(/\r\n/g, '\n').trim())
    .pipe(z.string().min(1, 'This cannot be empty.').max(max, `Keep this to ${max} characters or fewer.`));

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('run'), routine: z.enum(ROUTINES) }).strict(),
  z.object({ action: z.literal('settings'), routine: z.enum(ROUTINES), enabled: z.boolean() }).strict(),
  z
    .object({
      action: z.literal('decide'),
      id: z.uuid(),
      decision: z.enum(['approve', 'reject']),
      // The admin may edit an email before approving it.
      subject: cleanText(200).optional(),
      body: cleanText(8000).optional(),
    })
    .strict(),
]);

export function createHandler(deps: AgentsDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  return serve(async (request) => {
    const caller = requireAdmin(await deps.caller(request), AGENT_MESSAGES);
    const body = parseRequest(requestSchema, await readJson(request, AGENTS_MAX_BYTES, '{ "action": "run" | "settings" | "decide", … }'));
    const at = now();

    if (body.action === 'run') {
      const result = await RUN_ROUTINE[body.routine]({ store: deps.store, ask: await deps.ask(), now: at, trigger: 'admin', startedBy: caller.userId });
      return jsonResponse({ run: result });
    }
    if (body.action === 'settings') {
      await deps.store.setEnabled(body.routine, body.enabled, caller.userId, at);
      return jsonResponse({ routine: body.routine, enabled: body.enabled });
    }

    const who = { id: caller.userId, email: caller.email };
    if (body.decision === 'reject') {
      if (!(await deps.store.reject(body.id, who, at))) throw invalidRequest([{ path: 'id', message: AGENT_MESSAGES.decided }]);
      return jsonResponse({ id: body.id, status: 'rejected' });
    }
    const edits = { ...(body.subject ? { subject: body.subject } : {}), ...(body.body ? { body: body.body } : {}) };
    const item = await deps.store.claimPending(body.id, who, edits, at);
    if (!item) throw invalidRequest([{ path: 'id', message: AGENT_MESSAGES.decided }]);
    // An agent's email is automated mail, approved or not: it goes only to an address someone confirmed.
    if (item.kind === 'email' && !(await deps.addresses.isConfirmed(item.toEmail ?? ''))) {
      await deps.store.settle(item.id, { status: 'pending', failure: AGENT_MESSAGES.unconfirmed });
      throw invalidRequest([{ path: 'id', message: AGENT_MESSAGES.unconfirmed }]);
    }
    const lead = deps.asCaller(request);

    /** Makes an approved change to the lead; if it fails, the item goes back to waiting with `failure` as its reason. */
    const apply = async (change: () => Promise<void>, what: string, failure: string) => {
      try {
        await change();
      } catch (error) {
        console.error(`[agents] ${what} failed:`, error);
        await deps.store.settle(item.id, { status: 'pending', failure });
        throw new ApiError(500, 'internal_error', failure);
      }
      await deps.store.settle(item.id, { status: 'sent' });
      return jsonResponse({ id: item.id, status: 'sent' });
    };
    const { sequenceId, assigneeId } = item;
    if (item.kind === 'enroll' && sequenceId) return apply(() => lead.enroll(item.inquiryId, sequenceId), 'enrolment', AGENT_MESSAGES.enrollFailed);
    if (item.kind === 'assign' && assigneeId) return apply(() => lead.assign(item.inquiryId, assigneeId), 'assignment', AGENT_MESSAGES.assignFailed);

    try {
      // The links stay those of the draft; an edited body keeps whichever of them it still contains.
      const text = item.body ?? '';
      await deps.mail.send({ to: item.toEmail ?? '', subject: item.subject ?? '', text, links: item.links.filter((link) => text.includes(link)) });
    } catch (error) {
      console.error('[agents] email not sent:', error);
      const failure = mailNotSent(error, AGENT_MESSAGES);
      await deps.store.settle(item.id, { status: 'pending', failure: failure.message });
      throw failure;
    }
    await deps.store.settle(item.id, { status: 'sent' });
    await lead.note(item.inquiryId, `Email sent to ${item.toEmail} (drafted by an agent, approved by ${caller.email ?? 'an admin'}): “${item.subject}”`).catch((error: unknown) => {
      console.error('[agents] the sent email could not be noted on the lead:', error);
    });
    return jsonResponse({ id: item.id, status: 'sent' });
  });
}
