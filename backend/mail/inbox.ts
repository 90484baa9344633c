import { json } from '../http/responses.ts';
import type { MailCapture, MailMessage } from './capture.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Turns the links of a plain-text mail into anchors, escaping everything else. */
function bodyHtml(message: MailMessage): string {
  return message.text
    .split('\n')
    .map((line) => {
      const escaped = escapeHtml(line);
      return message.links.includes(line.trim()) ? `<a href="${escaped}">${escaped}</a>` : escaped;
    })
    .join('<br>');
}

/** What the inbox can show, given the auth settings it runs with. */
export interface InboxOptions {
  /** `[auth.email] enable_confirmations`: off (the local default), sign-up sends no mail. */
  confirmations: boolean;
}

/**
 * Said on the page while confirmations are off, so an empty inbox after a
 * sign-up is not taken for lost mail: with confirmations off, the hosted
 * auth service sends nothing at sign-up either, and the confirmation is the
 * welcome mail (docs/decisions.md, "Mail at sign-up").
 */
export const SIGN_UP_NOTE =
  'Sign-up sends no mail here: email confirmations are off (supabase/config.toml, [auth.email] enable_confirmations = false), as the hosted auth service sends nothing at sign-up without them. Switch them on to see the welcome mail that asks a new account to confirm its address.';

function page(messages: MailMessage[], options: InboxOptions): string {
  const items = messages
    .map(
      (message) => `
      <li>
        <article aria-labelledby="m-${message.id}">
          <h2 id="m-${message.id}">${escapeHtml(message.subject)}</h2>
          <p class="meta">To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.sentAt}">${escapeHtml(new Date(message.sentAt).toLocaleString('en-US', { timeZone: 'UTC' }))} UTC</time></p>
          <p>${bodyHtml(message)}</p>
        </article>
      </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox · WineCellarGPT</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1.5rem; color: #1c1917; background: #fafaf9; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  ul { list-style: none; padding: 0; }
  li { background: #fff; border: 1px solid #d6d3d1; border-radius: .5rem; padding: 1rem 1.25rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #57534e; margin: 0 0 .75rem; }
  a { color: #7f1d1d; word-break: break-all; }
  a:focus-visible, button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  .actions { display: flex; gap: 1rem; align-items: center; margin: 1rem 0; }
  button { font: inherit; padding: .4rem .9rem; border-radius: .375rem; border: 1px solid #7f1d1d; background: #7f1d1d; color: #fff; cursor: pointer; }
</style>
</head>
<body>
<main>
  <h1>Local inbox</h1>
  <p>Mail the local backend would have sent (magic links, confirmations), newest first. Nothing here leaves this machine.</p>
  ${options.confirmations ? '' : `<p data-testid="sign-up-note">${escapeHtml(SIGN_UP_NOTE)}</p>`}
  <div class="actions">
    <a href="/inbox">Refresh</a>
    <form method="post" action="/inbox/clear"><button type="submit">Clear inbox</button></form>
  </div>
  ${messages.length === 0 ? '<p role="status">No messages yet.</p>' : `<ul aria-label="Messages">${items}</ul>`}
</main>
</body>
</html>`;
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * Whether a request may use the inbox: it holds magic links and signed links,
 * so it is the developer's alone. The request must be addressed to a loopback
 * name (a rebound DNS name pointing here is refused), and a browser request
 * must come from the inbox's own origin; tools that send no Origin (tests,
 * curl) are let in. No CORS header is ever added, so no other page can read it.
 */
export function inboxAllowed(request: Request): boolean {
  const url = new URL(request.url);
  if (!LOOPBACK_HOST.test(url.host)) return false;
  const origin = request.headers.get('origin');
  return origin === null || origin === url.origin;
}

/** GET /inbox (page), POST /inbox/clear, GET and DELETE /inbox/api/messages (JSON for tests); same origin only. */
export function handleInbox(request: Request, path: string, mail: MailCapture, options: InboxOptions): Response {
  if (!inboxAllowed(request)) return json({ message: 'The local inbox answers its own page only (same origin, on this machine).' }, 403);
  const url = new URL(request.url);
  if (path === '/inbox' || path === '/inbox/') {
    if (request.method !== 'GET' && request.method !== 'HEAD') return json({ message: 'Method not allowed' }, 405);
    return new Response(page(mail.list(), options), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }
  if (path === '/inbox/clear' && request.method === 'POST') {
    mail.clear();
    return new Response(null, { status: 303, headers: { location: '/inbox' } });
  }
  if (path === '/inbox/api/messages') {
    if (request.method === 'GET') return json({ messages: mail.list(url.searchParams.get('to') ?? undefined) });
    if (request.method === 'DELETE') {
      mail.clear();
      return new Response(null, { status: 204 });
    }
    return json({ message: 'Method not allowed' }, 405);
  }
  return json({ message: 'Not found' }, 404);
}
