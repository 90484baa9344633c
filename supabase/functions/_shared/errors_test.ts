import { z } from 'zod';
import * as zm from 'zod/mini';
import { assert, assertEquals } from './testing/assert.ts';
import { ApiError, mailNotSent, parseRequest, requireAdmin } from './errors.ts';
import { MailNotConfigured, MailNotSent } from './mail/mail.ts';

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    assert(error instanceof ApiError, 'an ApiError');
    return error;
  }
  throw new Error('nothing was thrown');
}

Deno.test('parseRequest: answers what the schema reads, from classic and mini zod alike', () => {
  assertEquals(parseRequest(z.object({ name: z.string().trim() }), { name: ' Ana ' }), { name: 'Ana' });
  assertEquals(parseRequest(zm.object({ count: zm.number() }), { count: 3 }), { count: 3 });
});

Deno.test('parseRequest: a misfit is a 400 invalid_request naming every issue, the first as the message', () => {
  const schema = z.object({ email: z.email('Enter an email'), age: z.number('A number') });
  const error = thrown(() => parseRequest(schema, { email: 'no', age: 'old' }));
  assertEquals([error.status, error.code, error.message], [400, 'invalid_request', 'Enter an email']);
  assertEquals(error.issues, [
    { path: 'email', message: 'Enter an email' },
    { path: 'age', message: 'A number' },
  ]);
});

Deno.test('parseRequest: the issues of a value nested in the body start at its place', () => {
  const error = thrown(() => parseRequest(z.object({ day: z.string('A day') }), {}, 'reminder'));
  assertEquals(error.issues, [{ path: 'reminder.day', message: 'A day' }]);
});

Deno.test('requireAdmin: 401 signed out, 403 without the role, in the given words; else the caller', () => {
  const messages = { unauthorized: 'Sign in first.', forbidden: 'Admins only.' };
  const signedOut = thrown(() => requireAdmin(null, messages));
  assertEquals([signedOut.status, signedOut.code, signedOut.message], [401, 'unauthorized', 'Sign in first.']);
  const member = thrown(() => requireAdmin({ userId: 'u', isAdmin: false }, messages));
  assertEquals([member.status, member.code, member.message], [403, 'forbidden', 'Admins only.']);
  const admin = { userId: 'a', isAdmin: true };
  assertEquals(requireAdmin(admin, messages), admin);
});

Deno.test('mailNotSent: 503 not_configured when no mail is set up, else 502 upstream_error, in the given words', () => {
  const messages = { mailOff: 'Email is not set up.', mailFailed: 'Not sent; try again.' };
  const off = mailNotSent(new MailNotConfigured(), messages);
  assertEquals([off.status, off.code, off.message], [503, 'not_configured', 'Email is not set up.']);
  const refused = mailNotSent(new MailNotSent('smtp mail.example', '550 mailbox full'), messages);
  assertEquals([refused.status, refused.code, refused.message], [502, 'upstream_error', 'Not sent; try again.']);
});
