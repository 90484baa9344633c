import { assertEquals, assertMatch } from '../testing/assert.ts';
import type { Mail } from '../../_domain/mail.ts';
import { HOSTED_BLOCKED_SMTP_PORTS, localCaptureSender, MailNotConfigured, MailNotSent, mailSenderFromEnv } from './index.ts';
import { httpApiSender } from './http-api.ts';
import { smtpSender } from './smtp.ts';
import { linkSecretFrom, signLinkToken, verifyLinkToken } from './signed-link.ts';
import { isLocalBackend, siteUrlFrom } from '../site-origin.ts';

const MAIL: Mail = { to: 'owner@example.com', subject: 'Reminder set', text: 'Hello\nhttps://example.com/a', links: ['https://example.com/a'] };
const envOf = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

async function rejects(promise: Promise<unknown>, type: new (...args: never[]) => Error): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

Deno.test('the local capture sender posts the mail to the backend’s /mail/v1/send with the service role', async () => {
  const received: Array<{ path: string; auth: string | null; body: unknown }> = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    received.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization'), body: await request.json() });
    return Response.json({ id: 'm1' }, { status: 202 });
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}`;
    const sender = mailSenderFromEnv(envOf({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'service-key' }));
    assertEquals(sender.via, 'local capture', 'a loopback SUPABASE_URL means the embedded backend');
    await sender.send(MAIL);
    assertEquals(received, [{ path: '/mail/v1/send', auth: 'Bearer service-key', body: MAIL }]);
  } finally {
    await server.shutdown();
  }
});

Deno.test('the local capture sender fails loudly when the backend refuses', async () => {
  const refuse = (() => Promise.resolve(new Response('{"message":"Only the service role may send mail"}', { status: 403 }))) as typeof fetch;
  const error = await rejects(localCaptureSender({ url: 'http://127.0.0.1:1', serviceRoleKey: 'wrong', fetch: refuse }).send(MAIL), MailNotSent);
  assertMatch(error.message, /local capture was not accepted: 403/);
});

const SMTP = { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'a@example.com' };
const HOSTED = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k', SB_REGION: 'eu-central-1' };

Deno.test('SMTP settings choose SMTP; missing settings or a remote backend without them send nothing, and say so', async () => {
  assertEquals(mailSenderFromEnv(envOf({ ...SMTP, SMTP_PORT: '465', SUPABASE_URL: 'http://127.0.0.1:54321' })).via, 'smtp smtp.example.com');
  const incomplete: Array<Record<string, string>> = [{ SMTP_HOST: 'smtp.example.com' }, { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' }];
  for (const env of incomplete) {
    await rejects(mailSenderFromEnv(envOf(env)).send(MAIL), MailNotConfigured);
  }
});

Deno.test('SMTP has no default port: without SMTP_PORT nothing is sent, and the reason names it (never 587 by default)', async () => {
  const sender = mailSenderFromEnv(envOf({ ...SMTP, SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_SERVICE_ROLE_KEY: 'k' }));
  assertEquals(sender.via, 'nothing (not configured)', 'not SMTP on a port nobody chose, nor the local capture instead');
  const error = await rejects(sender.send(MAIL), MailNotConfigured);
  assertMatch(error.message, /SMTP_PORT is not/);
});

Deno.test('on a hosted runtime the ports Supabase blocks are a configuration error; 465 and other ports are not', async () => {
  for (const port of HOSTED_BLOCKED_SMTP_PORTS) {
    const error = await rejects(mailSenderFromEnv(envOf({ ...HOSTED, ...SMTP, SMTP_PORT: String(port) })).send(MAIL), MailNotConfigured);
    assertMatch(error.message, new RegExp(`SMTP_PORT ${port} is blocked for hosted edge functions.*MAIL_API_URL`));
  }
  assertEquals(HOSTED_BLOCKED_SMTP_PORTS, [25, 587]);
  assertEquals(mailSenderFromEnv(envOf({ ...HOSTED, ...SMTP, SMTP_PORT: '465' })).via, 'smtp smtp.example.com');
  assertEquals(mailSenderFromEnv(envOf({ ...HOSTED, ...SMTP, SMTP_PORT: '2587' })).via, 'smtp smtp.example.com');
  // Off the hosted runtime (a relay on the developer's network), 587 with STARTTLS is allowed.
  assertEquals(mailSenderFromEnv(envOf({ ...SMTP, SMTP_PORT: '587' })).via, 'smtp smtp.example.com');
  await rejects(mailSenderFromEnv(envOf({ ...SMTP, SMTP_PORT: 'smtp' })).send(MAIL), MailNotConfigured);
});

Deno.test('the HTTP mail API posts each message as JSON with the key as a bearer token, to a fake API on loopback', async () => {
  const received: Array<{ method: string; path: string; auth: string | null; type: string | null; body: unknown }> = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    received.push({ method: request.method, path: new URL(request.url).pathname, auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() });
    return Response.json({ id: 'e1' });
  });
  try {
    const url = `http://127.0.0.1:${server.addr.port}/emails`;
    const sender = mailSenderFromEnv(envOf({ ...HOSTED, ...SMTP, SMTP_PORT: '587', MAIL_API_URL: url, MAIL_API_KEY: 're_key', MAIL_FROM: 'WineCellarGPT <r@example.com>' }));
    assertEquals(sender.via, `http api 127.0.0.1:${server.addr.port}`, 'the HTTP API wins over SMTP');
    await sender.send(MAIL);
    assertEquals(received, [
      {
        method: 'POST',
        path: '/emails',
        auth: 'Bearer re_key',
        type: 'application/json',
        body: { from: 'WineCellarGPT <r@example.com>', to: ['owner@example.com'], subject: 'Reminder set', text: MAIL.text },
      },
    ]);
  } finally {
    await server.shutdown();
  }
});

Deno.test('the HTTP mail API: a refusal, no server and no answer in time are MailNotSent; incomplete or plain-http settings send nothing', async () => {
  const refuse = (() => Promise.resolve(new Response('{"message":"The from address is not verified"}', { status: 422 }))) as typeof fetch;
  const refused = await rejects(httpApiSender({ url: 'https://api.example.com/emails', apiKey: 'k', from: 'a@example.com', fetch: refuse }).send(MAIL), MailNotSent);
  assertMatch(refused.message, /http api api\.example\.com was not accepted: 422 .*not verified/);
  const down = (() => Promise.reject(new TypeError('connection refused'))) as typeof fetch;
  assertMatch((await rejects(httpApiSender({ url: 'https://api.example.com/emails', apiKey: 'k', from: 'a@example.com', fetch: down }).send(MAIL), MailNotSent)).message, /unreachable/);
  const hang = ((_: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
  assertMatch((await rejects(httpApiSender({ url: 'https://api.example.com/emails', apiKey: 'k', from: 'a@example.com', fetch: hang, timeoutMs: 20 }).send(MAIL), MailNotSent)).message, /no answer in time/);
  const unusable: Array<Record<string, string>> = [{ MAIL_API_URL: 'https://api.example.com/emails', MAIL_FROM: 'a@example.com' }, { MAIL_API_URL: 'http://mail.example.com/emails', MAIL_API_KEY: 'k', MAIL_FROM: 'a@example.com' }, { MAIL_API_URL: 'not a url', MAIL_API_KEY: 'k', MAIL_FROM: 'a@example.com' }];
  for (const env of unusable) {
    await rejects(mailSenderFromEnv(envOf(env)).send(MAIL), MailNotConfigured);
  }
});

Deno.test('the SMTP sender hands nodemailer the settings and the message, and refuses a rejected recipient', async () => {
  const calls: unknown[] = [];
  let accepted = true;
  const load = () =>
    Promise.resolve((options: Record<string, unknown>) => {
      calls.push(options);
      return {
        sendMail: (message: unknown) => {
          calls.push(message);
          return Promise.resolve(accepted ? { accepted: ['owner@example.com'], rejected: [] } : { accepted: [], rejected: ['owner@example.com'] });
        },
      };
    });
  const sender = smtpSender({ host: 'smtp.example.com', port: 587, secure: false, user: 'u', pass: 'p', from: 'WineCellarGPT <r@example.com>' }, load);
  await sender.send(MAIL);
  assertEquals(calls, [
    { host: 'smtp.example.com', port: 587, secure: false, requireTLS: true, auth: { user: 'u', pass: 'p' }, name: 'example.com' },
    { from: 'WineCellarGPT <r@example.com>', to: 'owner@example.com', subject: 'Reminder set', text: MAIL.text },
  ]);
  accepted = false;
  await rejects(sender.send(MAIL), MailNotSent);
});

Deno.test('signed link tokens: verified for their purpose only, and not once altered', async () => {
  const token = await signLinkToken('secret', 'cancel-reminder', 'abc');
  assertMatch(token, /^cancel-reminder\.abc\.[A-Za-z0-9_-]{43}$/);
  assertEquals(await verifyLinkToken('secret', 'cancel-reminder', token), 'abc');
  assertEquals(await verifyLinkToken('other-secret', 'cancel-reminder', token), null, 'another secret');
  assertEquals(await verifyLinkToken('secret', 'unsubscribe', token), null, 'another purpose');
  assertEquals(await verifyLinkToken('secret', 'cancel-reminder', token.replace('.abc.', '.abd.')), null, 'another id');
  assertEquals(await verifyLinkToken('secret', 'cancel-reminder', `${token}.x`), null, 'extra part');
});

Deno.test('the link secret: MAIL_LINK_SECRET only, long enough, and never an API key; anything else refuses to start with how to fix it', () => {
  const secret = 'a-random-secret-of-at-least-32-characters';
  assertEquals(linkSecretFrom(envOf({ MAIL_LINK_SECRET: secret, SUPABASE_SERVICE_ROLE_KEY: 'service-key' })), secret);
  const refusals: Array<[Record<string, string>, RegExp]> = [
    [{ SUPABASE_SERVICE_ROLE_KEY: 'service-key-that-is-long-enough-to-pass-32' }, /MAIL_LINK_SECRET is not set/],
    [{ MAIL_LINK_SECRET: 'short' }, /too short/],
    [{ MAIL_LINK_SECRET: 'service-key-that-is-long-enough-to-pass-32', SUPABASE_SERVICE_ROLE_KEY: 'service-key-that-is-long-enough-to-pass-32' }, /must not be an API key/],
    [{ MAIL_LINK_SECRET: 'anon-key-that-is-also-long-enough-to-pass-32', SUPABASE_ANON_KEY: 'anon-key-that-is-also-long-enough-to-pass-32' }, /must not be an API key/],
  ];
  for (const [env, message] of refusals) {
    let error: Error | null = null;
    try {
      linkSecretFrom(envOf(env));
    } catch (cause) {
      error = cause as Error;
    }
    assertMatch(error?.message ?? 'no error', message);
    assertMatch(error?.message ?? '', /supabase secrets set MAIL_LINK_SECRET/);
  }
});

Deno.test('links land on SITE_URL only: required in production, the local dev server next to the embedded backend', () => {
  assertEquals(siteUrlFrom(envOf({ SITE_URL: 'https://winecellargpt.com/', SUPABASE_URL: 'https://abc.supabase.co' })), 'https://winecellargpt.com');
  assertEquals(siteUrlFrom(envOf({ SUPABASE_URL: 'http://127.0.0.1:54321' })), 'http://127.0.0.1:5173');
  const unset: Array<Record<string, string>> = [{ SUPABASE_URL: 'https://abc.supabase.co' }, { SUPABASE_URL: 'http://kong:8000' }, { SITE_URL: 'javascript:alert(1)', SUPABASE_URL: 'http://127.0.0.1:54321' }];
  for (const env of unset) {
    let error: Error | null = null;
    try {
      siteUrlFrom(envOf(env));
    } catch (cause) {
      error = cause as Error;
    }
    assertMatch(error?.message ?? 'no error', /SITE_URL/);
  }
  assertEquals(isLocalBackend(envOf({ SUPABASE_URL: 'https://abc.supabase.co' })), false);
  assertEquals(isLocalBackend(envOf({ SUPABASE_URL: 'http://localhost:54321' })), true);
});
