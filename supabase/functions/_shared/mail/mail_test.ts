import { assertEquals, assertMatch } from '../testing/assert.ts';
import type { Mail } from '../../_domain/mail.ts';
import { localCaptureSender, MailNotConfigured, MailNotSent, mailSenderFromEnv } from './index.ts';
import { smtpSender } from './smtp.ts';
import { signLinkToken, verifyLinkToken } from './signed-link.ts';

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

Deno.test('SMTP settings choose SMTP; missing settings or a remote backend without them send nothing, and say so', async () => {
  assertEquals(mailSenderFromEnv(envOf({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'a@example.com', SUPABASE_URL: 'http://127.0.0.1:54321' })).via, 'smtp smtp.example.com');
  const incomplete: Array<Record<string, string>> = [{ SMTP_HOST: 'smtp.example.com' }, { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' }];
  for (const env of incomplete) {
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
