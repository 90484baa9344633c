import type { Mail } from '../../_domain/mail.ts';
import { MailNotSent, type MailSender } from './mail.ts';

/** SMTP settings from the environment (docs/deploy-hosted.md, "Mail"). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS, required (587). */
  secure: boolean;
  user: string;
  pass: string;
  /** The From header, e.g. `WineCellarGPT <reminders@example.com>`. */
  from: string;
}

// The slice of nodemailer used here: loaded on first send, so a function that never mails
// (and every test, which goes through the local capture) does not load it.
interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<{ accepted: unknown[]; rejected: unknown[] }>;
}
type CreateTransport = (options: Record<string, unknown>) => Transport;

/**
 * Sends through an SMTP server with nodemailer (npm:nodemailer, the most used
 * and maintained SMTP client; it runs under Deno's Node compatibility), so no
 * hand-written SMTP or TLS code is kept here.
 */
export function smtpSender(settings: SmtpSettings, load: () => Promise<CreateTransport> = loadNodemailer): MailSender {
  const via = `smtp ${settings.host}`;
  let transport: Transport | null = null;
  return {
    via,
    async send(mail: Mail) {
      transport ??= (await load())({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        requireTLS: !settings.secure,
        auth: { user: settings.user, pass: settings.pass },
        // The EHLO name: the sender's domain, so nodemailer needs no os.hostname() (a permission the local host does not grant).
        name: /@([^>\s]+)/.exec(settings.from)?.[1] ?? 'localhost',
      });
      const result = await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
      if (result.rejected.length > 0 || result.accepted.length === 0) throw new MailNotSent(via, `rejected ${mail.to}`);
    },
  };
}

async function loadNodemailer(): Promise<CreateTransport> {
  const module = (await import('nodemailer')) as unknown as { default?: { createTransport: CreateTransport }; createTransport?: CreateTransport };
  const create = module.default?.createTransport ?? module.createTransport;
  if (!create) throw new Error('nodemailer has no createTransport');
  return create;
}
