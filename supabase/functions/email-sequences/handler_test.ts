import { assertEquals } from '../_shared/testing/assert.ts';
import { leadFixture, memorySequenceStore } from '../_shared/testing/sequences.ts';
import { signLinkToken } from '../_shared/mail/signed-link.ts';
import { UNSUBSCRIBE_PURPOSE } from '../_domain/sequences/links.ts';
import { UNSUBSCRIBE_MESSAGES } from '../_domain/sequences/unsubscribe.ts';
import { createHandler } from './handler.ts';

const SECRET = 'link-secret-for-tests';
type Body = { status?: string; email?: string; error?: { code: string; issues?: Array<{ path: string; message: string }> } };

function setUp() {
  const memory = memorySequenceStore();
  memory.sequences.push({ id: 'seq-1', name: 'Quotes', isActive: true, steps: [{ delayDays: 0, subject: 'Hi', body: 'Hello {{first_name}}' }] });
  memory.leads.push(leadFixture());
  const enrollment = memory.enroll('lead-1', 'seq-1', new Date('2026-12-01T09:00:00Z'));
  const handler = createHandler({ store: memory.store, linkSecret: SECRET, now: () => new Date('2026-12-02T10:00:00Z') });
  const post = async (body: unknown) => {
    const response = await handler(new Request('http://functions.test/email-sequences', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Body };
  };
  return { ...memory, enrollment, post };
}

Deno.test('a signed unsubscribe link stops the sequence, once; the answer masks the address', async () => {
  const { enrollment, enrollments, post } = setUp();
  const token = await signLinkToken(SECRET, UNSUBSCRIBE_PURPOSE, enrollment.id);
  const first = await post({ action: 'unsubscribe', token });
  assertEquals([first.status, first.body], [200, { status: 'unsubscribed', email: 'r…@example.com' }]);
  assertEquals(enrollments[0]!.stopReason, 'unsubscribed');
  const again = await post({ action: 'unsubscribe', token });
  assertEquals(again.body.status, 'already-unsubscribed', 'safe to repeat');
});

Deno.test('a forged, altered or other-purpose token is refused with a clear message', async () => {
  const { enrollment, enrollments, post } = setUp();
  for (const token of [await signLinkToken('another-secret', UNSUBSCRIBE_PURPOSE, enrollment.id), await signLinkToken(SECRET, 'cancel-reminder', enrollment.id), 'unsubscribe.x.y']) {
    const refused = await post({ action: 'unsubscribe', token });
    assertEquals([refused.status, refused.body.error?.code, refused.body.error?.issues?.[0]?.message], [400, 'invalid_request', UNSUBSCRIBE_MESSAGES.badLink]);
  }
  assertEquals(enrollments[0]!.stoppedAt, null, 'nothing stopped');
  assertEquals((await post({ action: 'enroll', token: 'x' })).status, 400, 'no other action');
});
