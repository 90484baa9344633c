/**
 * Picks the mail sender from the environment (docs/functions.md, "Mail and
 * the scheduler"): an HTTP mail API when MAIL_API_URL is set, else SMTP when
 * SMTP_HOST is, else the embedded backend's capture when SUPABASE_URL is a
 * loopback address (local). Anything else has nowhere to send: every send
 * fails with MailNotConfigured, saying why, rather than dropping mail
 * silently.
 */
import { isHostedRuntime } from '../runtime.ts';
import type { Env } from '../supabase-admin.ts';
import { httpApiSender } from './http-api.ts';
import { localCaptureSender } from './local-capture.ts';
import { MailNotConfigured, type MailSender } from './mail.ts';
import { smtpSender } from './smtp.ts';

export * from './mail.ts';
export { localCaptureSender } from './local-capture.ts';

/**
 * Outbound ports a hosted function cannot open: Supabase's edge function
 * limits name 25 and 587. (Deno Deploy's notes name 465 as well; Supabase's
 * do not, so 465 is allowed, and the HTTP API is the documented choice.)
 */
export const HOSTED_BLOCKED_SMTP_PORTS: readonly number[] = [25, 587];

/** A sender that refuses every message, so a function without mail settings still starts and says why it cannot mail. */
function unconfigured(reason?: string): MailSender {
  // Said once when the function starts, in its log, where whoever set the secrets will look.
  if (reason) console.error(`[mail] ${new MailNotConfigured(reason).message}`);
  return { via: 'nothing (not configured)', send: () => Promise.reject(new MailNotConfigured(reason)) };
}

const isLoopback = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(url);

/** The named settings, or the names of those that are not set. */
function settings<Name extends string>(env: Env, names: readonly Name[]): { values: Record<Name, string> } | { absent: string } {
  const values = {} as Record<Name, string>;
  const absent: string[] = [];
  for (const name of names) {
    const value = env.get(name);
    if (value) values[name] = value;
    else absent.push(name);
  }
  return absent.length === 0 ? { values } : { absent: `${absent.join(', ')} ${absent.length === 1 ? 'is' : 'are'} not` };
}

function smtpFromEnv(env: Env, host: string): MailSender {
  const read = settings(env, ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'MAIL_FROM'] as const);
  if ('absent' in read) return unconfigured(`SMTP_HOST is set but ${read.absent} (there is no default port: 465 is TLS from the start)`);
  const { SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM } = read.values;
  const port = Number(SMTP_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return unconfigured(`SMTP_PORT "${SMTP_PORT}" is not a port number`);
  if (isHostedRuntime(env) && HOSTED_BLOCKED_SMTP_PORTS.includes(port)) {
    return unconfigured(`SMTP_PORT ${port} is blocked for hosted edge functions (ports ${HOSTED_BLOCKED_SMTP_PORTS.join(' and ')}): use port 465, or an HTTP mail API with MAIL_API_URL and MAIL_API_KEY`);
  }
  return smtpSender({ host, port, secure: port === 465, user: SMTP_USER, pass: SMTP_PASS, from: MAIL_FROM });
}

function httpApiFromEnv(env: Env, url: string): MailSender {
  const read = settings(env, ['MAIL_API_KEY', 'MAIL_FROM'] as const);
  if ('absent' in read) return unconfigured(`MAIL_API_URL is set but ${read.absent}`);
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return unconfigured(`MAIL_API_URL "${url}" is not an address`);
  }
  // The key travels with every message: only over TLS, or to a server on this machine (tests, a local relay).
  if (address.protocol !== 'https:' && !isLoopback(address.origin)) return unconfigured('MAIL_API_URL must be an https:// address');
  return httpApiSender({ url, apiKey: read.values.MAIL_API_KEY, from: read.values.MAIL_FROM });
}

export function mailSenderFromEnv(env: Env): MailSender {
  const apiUrl = env.get('MAIL_API_URL');
  if (apiUrl) return httpApiFromEnv(env, apiUrl);
  const host = env.get('SMTP_HOST');
  if (host) return smtpFromEnv(env, host);
  const url = env.get('SUPABASE_URL') ?? '';
  const serviceRoleKey = env.get('SUPABASE_SERVICE_ROLE_KEY');
  return isLoopback(url) && serviceRoleKey ? localCaptureSender({ url, serviceRoleKey }) : unconfigured();
}
