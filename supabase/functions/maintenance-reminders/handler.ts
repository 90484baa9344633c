/**
 * maintenance-reminders: a signed-in owner sets an email reminder of a
 * cooling unit's service date (`create`), and anyone holding a reminder's
 * signed cancel link stops it without signing in (`cancel`). The reminder
 * goes to the account's own address, never to one typed in. An account can
 * be opened under a stranger's address, so the reminder is mailed only once
 * the address is confirmed (docs/business.md, "Mail to an address a stranger
 * typed"): proven by the account, or through the link of the one
 * acknowledgement an unconfirmed address gets a day, which carries none of
 * the text typed in (not even the unit's name). The scheduled-jobs function
 * sends it on the day (docs/ai-tools.md, "Email reminders").
 */
import { z } from 'zod';
import { readJson } from '../_shared/body.ts';
import type { AccountCaller } from '../_shared/account-email.ts';
import { reminderAddressCheck } from '../_domain/confirmation/acknowledgement.ts';
import { acknowledge, type AcknowledgeDeps } from '../_shared/mail/acknowledgement.ts';
import type { RateLimiter } from '../_shared/ai/rate-limit.ts';
import { ApiError, invalidRequest, jsonResponse, mailNotSent, parseRequest, serverRateLimited } from '../_shared/errors.ts';
import { signLinkToken, verifyLinkToken } from '../_shared/mail/signed-link.ts';
import type { MailSender } from '../_shared/mail/mail.ts';
import { CANCEL_PURPOSE, confirmationMail, reminderRequestSchema, utcDay, type CancelReceipt, type ReminderReceipt } from '../_domain/maintenance/reminder.ts';
import type { ReminderStore } from '../_shared/maintenance/reminder-store.ts';
import { serve } from '../_shared/serve.ts';

export const REMINDERS_MAX_BYTES = 8 * 1024;

export const REMINDER_FN_MESSAGES = {
  unauthorized: 'Sign in to get an email reminder: it goes to your account’s address.',
  noEmail: 'Your account has no email address to send the reminder to.',
  notYours: 'Save the report to My Calculations first: the reminder links back to it.',
  badLink: 'This cancel link is not valid: it may be incomplete. Open the reminder email again and use its link.',
  mailFailed: 'The confirmation email could not be sent, so no reminder was set. Please try again later.',
  mailOff: 'Email is not set up on this site yet, so no reminder was set: add the date to your calendar instead.',
} as const;

export interface RemindersDeps extends AcknowledgeDeps {
  store: ReminderStore;
  mail: MailSender;
  /** The verified signed-in caller (and whether its own address is proven), or null. */
  caller(request: Request): Promise<AccountCaller | null>;
  linkSecret: string;
  /** Counts reminders set per user: each one mails, so a loop must not flood an inbox or the SMTP quota. */
  rateLimiter?: RateLimiter;
  now?: () => Date;
}

const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), reminder: z.unknown() }),
  z.object({ action: z.literal('cancel'), token: z.string().min(1).max(300) }),
]);

export function createHandler(deps: RemindersDeps): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  return serve(async (request) => {
    const body = parseRequest(requestSchema, await readJson(request, REMINDERS_MAX_BYTES, '{ "action": "create" | "cancel", … }'));
    const at = now();

    if (body.action === 'cancel') {
      const id = await verifyLinkToken(deps.linkSecret, CANCEL_PURPOSE, body.token);
      const outcome = id ? await deps.store.cancel(id, at) : { status: 'not-found' as const };
      if (outcome.status === 'not-found') throw invalidRequest([{ path: 'token', message: REMINDER_FN_MESSAGES.badLink }]);
      return jsonResponse({ status: outcome.status, unitName: outcome.reminder.unitName, due: outcome.reminder.due } satisfies CancelReceipt);
    }

    const caller = await deps.caller(request);
    if (!caller) throw new ApiError(401, 'unauthorized', REMINDER_FN_MESSAGES.unauthorized);
    if (!caller.email) throw invalidRequest([{ path: 'email', message: REMINDER_FN_MESSAGES.noEmail }]);
    if (deps.rateLimiter && !(await deps.rateLimiter.check(`user:${caller.id}`))) throw serverRateLimited();
    const wanted = parseRequest(reminderRequestSchema(utcDay(at)), body.reminder, 'reminder');
    if (wanted.savedItemId && !(await deps.store.ownsReport(caller.id, wanted.savedItemId, wanted.reportId))) {
      throw invalidRequest([{ path: 'reminder.savedItemId', message: REMINDER_FN_MESSAGES.notYours }]);
    }

    const email = caller.email;
    if (caller.emailProven) await deps.addresses.confirm(email, 'account');
    const addressConfirmed = await deps.addresses.isConfirmed(email);
    const reminder = await deps.store.create(caller.id, wanted, email);
    const receipt = { id: reminder.id, remindOn: reminder.remindOn, due: reminder.due, email: reminder.email, addressConfirmed } satisfies ReminderReceipt;

    if (!addressConfirmed) {
      // The one mail an unconfirmed address may get; the reminder waits for its link. Sent earlier today: that link still works.
      const acknowledged = await acknowledge(deps, email, '/predictive-maintenance', (confirmUrl) => (confirmUrl ? reminderAddressCheck(email, confirmUrl) : null));
      if (acknowledged.status === 'failed') {
        await deps.store.discard(reminder.id);
        throw mailNotSent(acknowledged.error, REMINDER_FN_MESSAGES);
      }
      return jsonResponse(receipt, 201);
    }

    try {
      await deps.mail.send(confirmationMail(reminder, await signLinkToken(deps.linkSecret, CANCEL_PURPOSE, reminder.id)));
    } catch (error) {
      console.error('[maintenance-reminders] confirmation not sent:', error);
      await deps.store.discard(reminder.id);
      throw mailNotSent(error, REMINDER_FN_MESSAGES);
    }
    await deps.store.confirmed(reminder.id, at);
    return jsonResponse(receipt, 201);
  });
}
