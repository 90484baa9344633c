/**
 * The one mail an unconfirmed address may get (docs/business.md, "Mail to an
 * address a stranger typed"): the acknowledgement of an inquiry, or of a
 * service reminder, with its confirm link. At most one per address in 24
 * hours (claimed in SQL before sending), and none of the text the visitor
 * typed in it, so it cannot carry a stranger's message to someone else's
 * inbox: no name, no message, only the choices the form offers.
 */
import { business } from '../../../../src/config/business.ts';
import type { InquirySource, ProjectType } from '../inquiry/choices.ts';
import type { AddressBook } from './address-book.ts';
import { CONFIRM_PURPOSE, confirmLink } from './confirm-links.ts';
import type { Mail, MailSender } from './mail.ts';
import { signLinkToken } from './signed-link.ts';

/** How a project type reads inside a sentence. */
const PROJECT_PHRASES: Record<ProjectType, string> = {
  residential: 'a wine cellar for your home',
  commercial: 'a cellar for your restaurant or business',
  renovation: 'renovating your cellar',
  consultation: 'a design consultation for your cellar',
};

const SIGNATURE = `${business.legalName}\n${business.tagline}\n${business.phone} · ${business.url.replace(/^https:\/\//, '')}`;
const UNASKED = 'Not expecting this? Someone may have typed your address by mistake: simply ignore this email. Nothing more is sent automatically to an address that has not been confirmed.';

export interface InquiryFacts {
  to: string;
  source: InquirySource;
  projectType: ProjectType;
}

/** The acknowledgement of a contact form, quote request or voice request; `confirmUrl` when the address still needs confirming. */
export function inquiryAcknowledgement({ to, source, projectType }: InquiryFacts, confirmUrl: string | null): Mail {
  const hours = business.offer.responseHours;
  const asked = source === 'quote' ? 'your free quote request' : 'your message';
  const confirm = confirmUrl
    ? [
        'One thing first: please confirm that this address is yours, so we can email you the details as we go. Until you do, we send nothing else to it automatically:',
        confirmUrl,
        '',
      ]
    : [];
  const text = [
    'Hello,',
    '',
    `Thank you for writing to ${business.name} about ${PROJECT_PHRASES[projectType]}. We have ${asked}, and a cellar specialist will be in touch within ${hours} hours to arrange your free consultation.`,
    '',
    ...confirm,
    'What happens next:',
    `1. Within ${hours} hours, a specialist reads your request and calls or writes to you.`,
    '2. Your free consultation: the room, the collection you have and the one you are building, climate control, and the look you want.',
    `3. An itemized quote (worth $${business.offer.quoteValueUsd.toLocaleString('en-US')}, free) with a design you can change before anything is built. Most cellars take ${business.timeline.label} to build.`,
    '',
    `Questions before then? Reply to this email or call us at ${business.phone}.`,
    '',
    SIGNATURE,
    ...(confirmUrl ? ['', UNASKED] : []),
  ].join('\n');
  return {
    to,
    subject: source === 'quote' ? `Your ${business.name} quote request: what happens next` : `Thank you for contacting ${business.name}: what happens next`,
    text,
    links: confirmUrl ? [confirmUrl] : [],
  };
}

/** Sent when a signed-in owner asks for a service reminder at an address nobody has confirmed yet. */
export function reminderAddressCheck(to: string, confirmUrl: string): Mail {
  const text = [
    'Hello,',
    '',
    `You asked ${business.name} to email you when your cellar's cooling unit is due for a service. Before we email you anything on a date, please confirm that this address is yours:`,
    confirmUrl,
    '',
    'Once it is confirmed, your reminder goes out on its day, and it carries a link to cancel it.',
    '',
    SIGNATURE,
    '',
    UNASKED,
  ].join('\n');
  return { to, subject: `Confirm your address for your ${business.name} service reminder`, text, links: [confirmUrl] };
}

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
