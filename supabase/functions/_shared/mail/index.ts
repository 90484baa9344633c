/**
 * Picks the mail sender from the environment: SMTP when SMTP_HOST is set
 * (hosted), else the embedded backend's capture when SUPABASE_URL is a
 * loopback address (local). Anything else has nowhere to send: every send
 * fails with MailNotConfigured rather than dropping mail silently.
 */
import type { Env } from '../supabase-admin.ts';
import { localCaptureSender } from './local-capture.ts';
import { MailNotConfigured, type MailSender } from './mail.ts';
import { smtpSender } from './smtp.ts';

export * from './mail.ts';
export { localCaptureSender } from './local-capture.ts';

/** A sender that refuses every message, so a function without mail settings still starts and says why it cannot mail. */
const unconfigured: MailSender = {
  via: 'nothing (not configured)',
  send: () => Promise.reject(new MailNotConfigured()),
};

const isLoopback = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(url);

export function mailSenderFromEnv(env: Env): MailSender {
  const host = env.get('SMTP_HOST');
  if (host) {
    const port = Number(env.get('SMTP_PORT') ?? '587');
    const user = env.get('SMTP_USER');
    const pass = env.get('SMTP_PASS');
    const from = env.get('MAIL_FROM');
    if (!user || !pass || !from || !Number.isInteger(port)) return unconfigured;
    return smtpSender({ host, port, secure: port === 465, user, pass, from });
  }
  const url = env.get('SUPABASE_URL') ?? '';
  const serviceRoleKey = env.get('SUPABASE_SERVICE_ROLE_KEY');
  return isLoopback(url) && serviceRoleKey ? localCaptureSender({ url, serviceRoleKey }) : unconfigured;
}
