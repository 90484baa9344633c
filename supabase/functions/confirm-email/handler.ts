/**
 * confirm-email: the button behind the link in an acknowledgement mail.
 * Whoever holds the signed link confirms the address it was sent to, without
 * signing in; the link names the address's row, never the address, so
 * nobody confirms an address by typing it. The page asks before calling
 * this, so a mail scanner that follows links confirms nothing
 * (docs/business.md, "Mail to an address a stranger typed").
 */
import { z } from 'zod';
import { readJson } from '../_shared/body.ts';
import { invalidRequest, jsonResponse, parseRequest } from '../_shared/errors.ts';
import type { AddressBook } from '../_shared/mail/address-book.ts';
import { CONFIRM_MESSAGES, CONFIRM_PURPOSE, type ConfirmReceipt } from '../_domain/confirmation/links.ts';
import { verifyLinkToken } from '../_shared/mail/signed-link.ts';
import { maskedEmail } from '../_domain/sequences/unsubscribe.ts';
import { serve } from '../_shared/serve.ts';

export const CONFIRM_MAX_BYTES = 2 * 1024;

export interface ConfirmDeps {
  addresses: Pick<AddressBook, 'confirmById'>;
  linkSecret: string;
}

const requestSchema = z.object({ action: z.literal('confirm'), token: z.string().min(1).max(300) }).strict();

export function createHandler(deps: ConfirmDeps): (request: Request) => Promise<Response> {
  return serve(async (request) => {
    const body = parseRequest(requestSchema, await readJson(request, CONFIRM_MAX_BYTES, '{ "action": "confirm", "token": "…" }'));
    const id = await verifyLinkToken(deps.linkSecret, CONFIRM_PURPOSE, body.token);
    const outcome = id ? await deps.addresses.confirmById(id) : null;
    if (!outcome) throw invalidRequest([{ path: 'token', message: CONFIRM_MESSAGES.badLink }]);
    return jsonResponse({ status: outcome.newly ? 'confirmed' : 'already-confirmed', email: maskedEmail(outcome.email) } satisfies ConfirmReceipt);
  });
}
