/**
 * The one mail an unconfirmed address may get (docs/business.md, "Mail to an
 * address a stranger typed"): the acknowledgement of an inquiry, or the
 * address check of a service reminder, each with its confirm link. None of
 * the text the visitor typed is in them, so they cannot carry a stranger's
 * message to someone else's inbox: no name, no message, only the choices
 * the form offers. Sent by `acknowledge()` (_shared/mail/acknowledgement.ts).
 */
import { business } from '../business.ts';
import type { InquirySource, ProjectType } from '../inquiry/choices.ts';
import type { Mail } from '../mail.ts';

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
