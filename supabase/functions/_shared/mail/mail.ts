/**
 * The mail adapter every edge function sends through (docs/functions.md,
 * "Mail"): a plain-text message with its links, handed to a sender. Locally
 * the sender is the embedded backend's mail capture (the /inbox page);
 * hosted it is an SMTP server from the environment. A function depends on
 * `MailSender` only, so its tests pass a recording sender or the local one.
 */
import type { Mail } from '../../_domain/mail.ts';

export interface MailSender {
  /** Resolves once the message is accepted for delivery; throws when it is not. */
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for logs: "local capture" or "smtp <host>". */
  readonly via: string;
}

export class MailNotSent extends Error {
  constructor(via: string, reason: string) {
    super(`Mail via ${via} was not accepted: ${reason}`);
    this.name = 'MailNotSent';
  }
}

export class MailNotConfigured extends Error {
  constructor() {
    super('No mail delivery configured: set SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and MAIL_FROM (docs/deploy-hosted.md, "Mail")');
    this.name = 'MailNotConfigured';
  }
}
