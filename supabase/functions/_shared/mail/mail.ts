/**
 * The mail adapter every edge function sends through (docs/functions.md,
 * "Mail and the scheduler"): the domain's message, handed to a sender.
 * Locally the sender is the embedded backend's mail capture (the /inbox
 * page); hosted it is an HTTP mail API or an SMTP server from the
 * environment. A function depends on `MailSender` only, so its tests pass a
 * recording sender or the local one.
 */
import type { Mail } from '../../_domain/mail.ts';

export interface MailSender {
  /** Resolves once the message is accepted for delivery; throws when it is not. */
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for logs: "local capture", "http api <host>" or "smtp <host>". */
  readonly via: string;
}

export class MailNotSent extends Error {
  constructor(via: string, reason: string) {
    super(`Mail via ${via} was not accepted: ${reason}`);
    this.name = 'MailNotSent';
  }
}

export class MailNotConfigured extends Error {
  constructor(reason = 'set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM (an HTTP mail API), or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and MAIL_FROM') {
    super(`No mail delivery configured: ${reason} (docs/functions.md, "Mail and the scheduler")`);
    this.name = 'MailNotConfigured';
  }
}
