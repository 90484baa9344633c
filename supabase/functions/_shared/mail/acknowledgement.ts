/**
 * Sending the one mail an unconfirmed address may get (docs/business.md,
 * "Mail to an address a stranger typed"): at most one per address in 24
 * hours, claimed in SQL before sending, with the confirm link signed for the
 * address's row. The mails themselves are the domain's
 * (_domain/confirmation/acknowledgement.ts).
 */
import { CONFIRM_PURPOSE, confirmLink } from '../../_domain/confirmation/links.ts';
import type { Mail } from '../../_domain/mail.ts';
import type { AddressBook } from './address-book.ts';
import type { MailSender } from './mail.ts';
import { signLinkToken } from './signed-link.ts';

export interface AcknowledgeDeps {
  addresses: AddressBook;
  mail: MailSender;
  linkSecret: string;
  siteUrl: string;
  /** Longest wait for the mail server before the request goes on without it (default 10 s). */
  timeoutMs?: number;
}

/** What happened: mailed, not due (one went in the last 24 hours), or failed with the sender's error. */
export type Acknowledged = { status: 'sent' } | { status: 'not-due' } | { status: 'failed'; error: unknown };

/**
 * Sends the day's acknowledgement to `to`, if one is due: claims it, mails
 * it with a confirm link landing on `path` when the address is unconfirmed,
 * and gives the claim back when the mail is refused. Never throws: what the
 * visitor asked for is stored whatever the mail does.
 */
export async function acknowledge(
  deps: AcknowledgeDeps,
  to: string,
  path: '/quote' | '/predictive-maintenance',
  compose: (confirmUrl: string | null) => Mail | null,
): Promise<Acknowledged> {
  let claim: { id: string; confirmed: boolean } | null;
  try {
    claim = await deps.addresses.claimAcknowledgement(to);
  } catch (error) {
    console.error('[acknowledgement] could not claim:', error);
    return { status: 'failed', error };
  }
  if (!claim) return { status: 'not-due' };
  const confirmUrl = claim.confirmed ? null : confirmLink(deps.siteUrl, path, await signLinkToken(deps.linkSecret, CONFIRM_PURPOSE, claim.id));
  const message = compose(confirmUrl);
  if (!message) return { status: 'not-due' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deps.timeoutMs ?? 10_000)));
  try {
    const outcome = await Promise.race([deps.mail.send(message).then(() => 'sent' as const), timedOut]);
    // A slow server may still deliver it: the claim stays, so the address is not mailed twice today.
    if (outcome === 'timeout') {
      console.error('[acknowledgement] the mail server took too long; the claim stays');
      return { status: 'failed', error: new Error('the mail server took too long') };
    }
    return { status: 'sent' };
  } catch (error) {
    console.error('[acknowledgement] not sent:', error);
    await deps.addresses.releaseAcknowledgement(claim.id).catch((cause: unknown) => console.error('[acknowledgement] could not release:', cause));
    return { status: 'failed', error };
  } finally {
    clearTimeout(timer);
  }
}
