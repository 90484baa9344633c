import { bearerOf } from '../http/identity.ts';
import { isRecord, json, readJson } from '../http/responses.ts';
import type { MailCapture } from './capture.ts';

/** A mail is small: text, a subject and a few links. */
const SEND_LIMITS = { maxBytes: 64 * 1024, maxDepth: 4 };
const MAX_LINKS = 20;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * POST /mail/v1/send: how edge functions mail locally (their mail adapter,
 * supabase/functions/_shared/mail/local-capture.ts). It stands where an SMTP
 * server stands hosted, so only the service role may use it; the message
 * lands in the capture, shown at /inbox. Not part of the hosted API.
 */
export async function handleMailSend(request: Request, mail: MailCapture, serviceRoleKey: string): Promise<Response> {
  if (request.method !== 'POST') return json({ message: 'Method not allowed' }, 405);
  if (bearerOf(request) !== serviceRoleKey) return json({ message: 'Only the service role may send mail' }, 403);
  let body: unknown;
  try {
    body = await readJson(request, SEND_LIMITS);
  } catch {
    return json({ message: 'The body must be JSON: { to, subject, text, links }' }, 400);
  }
  if (!isRecord(body)) return json({ message: 'The body must be JSON: { to, subject, text, links }' }, 400);
  const { to, subject, text, links } = body;
  const linkList = Array.isArray(links) ? links : [];
  if (!isText(to, 320) || !/^[^\s@]+@[^\s@]+$/.test(to.trim())) return json({ message: '`to` must be an email address' }, 400);
  if (!isText(subject, 300) || /[\r\n]/.test(subject)) return json({ message: '`subject` must be one line of text' }, 400);
  if (!isText(text, 50_000)) return json({ message: '`text` must be the message body' }, 400);
  if (linkList.length > MAX_LINKS || !linkList.every((link) => typeof link === 'string' && /^https?:\/\/\S+$/.test(link))) {
    return json({ message: '`links` must be a list of http(s) addresses' }, 400);
  }
  const message = mail.send({ to: to.trim(), subject, text, links: linkList as string[] });
  return json({ id: message.id }, 202);
}
