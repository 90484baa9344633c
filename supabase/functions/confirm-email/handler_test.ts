import { assertEquals } from '../_shared/testing/assert.ts';
import { CONFIRM_MESSAGES, CONFIRM_PURPOSE } from '../_domain/confirmation/links.ts';
import { signLinkToken } from '../_shared/mail/signed-link.ts';
import { memoryAddressBook } from '../_shared/testing/address-book.ts';
import { createHandler } from './handler.ts';

const SECRET = 'link-secret-for-the-confirm-email-tests';
type Body = { status?: string; email?: string; error?: { code: string; issues?: Array<{ path: string; message: string }> } };

async function setUp() {
  const { book, rows } = memoryAddressBook();
  const claim = await book.claimAcknowledgement('Rita@Example.com');
  const handler = createHandler({ addresses: book, linkSecret: SECRET });
  const post = async (body: unknown) => {
    const response = await handler(new Request('http://functions.test/confirm-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Body };
  };
  return { rows, post, token: await signLinkToken(SECRET, CONFIRM_PURPOSE, claim!.id) };
}

Deno.test('the mailed link confirms its address once, and says whose (masked)', async () => {
  const { rows, post, token } = await setUp();
  assertEquals(await post({ action: 'confirm', token }), { status: 200, body: { status: 'confirmed', email: 'r…@example.com' } });
  assertEquals(rows.get('rita@example.com')?.confirmedVia, 'link');
  assertEquals((await post({ action: 'confirm', token })).body.status, 'already-confirmed');
});

Deno.test('a forged, altered or foreign link confirms nothing', async () => {
  const { rows, post, token } = await setUp();
  const forged = [
    token.replace(/.$/, token.endsWith('A') ? 'B' : 'A'),
    await signLinkToken('another-secret-of-at-least-32-characters', CONFIRM_PURPOSE, rows.get('rita@example.com')!.id),
    await signLinkToken(SECRET, 'unsubscribe', rows.get('rita@example.com')!.id),
    await signLinkToken(SECRET, CONFIRM_PURPOSE, crypto.randomUUID()),
  ];
  for (const bad of forged) {
    const answer = await post({ action: 'confirm', token: bad });
    assertEquals([answer.status, answer.body.error?.issues?.[0]?.message], [400, CONFIRM_MESSAGES.badLink]);
  }
  assertEquals(rows.get('rita@example.com')?.confirmedVia, null);
  assertEquals((await post({ action: 'confirm', token, extra: 1 })).status, 400, 'strict body');
});
