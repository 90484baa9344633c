import type { Mail } from '../../_domain/mail.ts';
import { MailNotSent, type MailSender } from './mail.ts';

export interface LocalCaptureSettings {
  /** The embedded backend's address (SUPABASE_URL locally). */
  url: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}

/**
 * Delivers into the embedded backend's mail capture through its internal
 * `POST /mail/v1/send` (backend/mail/send-route.ts), which only the service
 * role may call. Nothing leaves the machine.
 */
export function localCaptureSender(settings: LocalCaptureSettings): MailSender {
  const doFetch = settings.fetch ?? fetch;
  const via = 'local capture';
  return {
    via,
    async send(mail: Mail) {
      const response = await doFetch(`${settings.url.replace(/\/$/, '')}/mail/v1/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(mail),
      });
      if (!response.ok) throw new MailNotSent(via, `${response.status} ${await response.text().catch(() => '')}`.trim());
      await response.body?.cancel().catch(() => {});
    },
  };
}
