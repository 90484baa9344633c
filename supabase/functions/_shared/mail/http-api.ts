import type { Mail } from '../../_domain/mail.ts';
import { MailNotSent, type MailSender } from './mail.ts';

/** An HTTP mail API from the environment (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM). */
export interface HttpApiSettings {
  /** The endpoint that takes one message, e.g. Resend's `https://api.resend.com/emails`. */
  url: string;
  apiKey: string;
  /** The From header, e.g. `WineCellarGPT <reminders@example.com>`. */
  from: string;
  fetch?: typeof fetch;
  /** How long a send may take before it counts as failed. */
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;

/**
 * Sends over HTTPS, the way a hosted function can always reach the outside
 * (its outbound SMTP ports may be blocked): one JSON POST per message in the
 * shape Resend documents and several providers accept — `{ from, to: [..],
 * subject, text }` with the key as a bearer token. Any 2xx is accepted;
 * anything else, or no answer in time, is a MailNotSent with the status.
 */
export function httpApiSender(settings: HttpApiSettings): MailSender {
  const doFetch = settings.fetch ?? fetch;
  const via = `http api ${new URL(settings.url).host}`;
  return {
    via,
    async send(mail: Mail) {
      let response: Response;
      try {
        response = await doFetch(settings.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ from: settings.from, to: [mail.to], subject: mail.subject, text: mail.text }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new MailNotSent(via, error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable');
      }
      const body = await response.text().catch(() => '');
      // The provider's words go to the log only (MailNotSent's message), never to a caller.
      if (!response.ok) throw new MailNotSent(via, `${response.status} ${body.slice(0, 200)}`.trim());
    },
  };
}
