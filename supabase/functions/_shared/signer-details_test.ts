import { assertEquals } from './testing/assert.ts';
import { signerAgent, signerIp } from './signer-details.ts';

const request = (headers: Record<string, string>) => new Request('http://functions.test/fn', { headers });

Deno.test('signerIp: the hop the platform appended (the last), trimmed and capped; never what the client wrote before it', () => {
  assertEquals(signerIp(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7 ', 'x-real-ip': '198.51.100.2' })), '203.0.113.7');
  assertEquals(signerIp(request({ 'x-real-ip': '198.51.100.2' })), null, 'X-Real-IP is the client’s to write');
  assertEquals(signerIp(request({ 'x-forwarded-for': 'x'.repeat(100) })), 'x'.repeat(64));
  assertEquals(signerIp(request({})), null);
});

Deno.test('signerAgent: the browser as it names itself, capped at 400 characters', () => {
  assertEquals(signerAgent(request({ 'user-agent': 'Mozilla/5.0' })), 'Mozilla/5.0');
  assertEquals(signerAgent(request({ 'user-agent': 'a'.repeat(500) }))?.length, 400);
  assertEquals(signerAgent(request({})), null);
});
