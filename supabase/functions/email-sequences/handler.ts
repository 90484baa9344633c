/**
 * email-sequences: the unsubscribe link of every follow-up mail. Whoever
 * holds the signed link (the client, from the mail) stops all follow-up mail
 * to that address without signing in; the link names an enrolment, never an
 * address, so nobody can unsubscribe someone else by typing theirs. Admins
 * write sequences and enroll leads through the API under RLS, and the
 * scheduled-jobs function sends the steps (docs/ai-tools.md, "Email sequences").
 */
import { z } from 'zod';
import { readJson } from '../_shared/body.ts';
import { invalidRequest, jsonResponse, parseRequest } from '../_shared/errors.ts';
import { verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { UNSUBSCRIBE_PURPOSE } from '../_domain/sequences/links.ts';
import type { SequenceStore } from '../_shared/sequences/store.ts';
import { maskedEmail, UNSUBSCRIBE_MESSAGES, type UnsubscribeReceipt } from '../_domain/sequences/unsubscribe.ts';
import { serve } from '../_shared/serve.ts';

export const SEQUENCES_MAX_BYTES = 2 * 1024;

export interface SequencesDeps {
  store: Pick<SequenceStore, 'unsubscribe'>;
  linkSecret: string;
  now?: () => Date;
}

const requestSchema = z.object({ action: z.literal('unsubscribe'), token: z.string().min(1).max(300) }).strict();

export function createHandler(deps: SequencesDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  return serve(async (request) => {
    const body = parseRequest(requestSchema, await readJson(request, SEQUENCES_MAX_BYTES, '{ "action": "unsubscribe", "token": "…" }'));
    const id = await verifyLinkToken(deps.linkSecret, UNSUBSCRIBE_PURPOSE, body.token);
    const outcome = id ? await deps.store.unsubscribe(id, now()) : { status: 'not-found' as const };
    if (outcome.status === 'not-found') throw invalidRequest([{ path: 'token', message: UNSUBSCRIBE_MESSAGES.badLink }]);
    return jsonResponse({ status: outcome.status, email: maskedEmail(outcome.email) } satisfies UnsubscribeReceipt);
  });
}
