import { assertEquals } from '../testing/assert.ts';
import { clientAddress, clientKey } from './client-key.ts';

const request = (headers: Record<string, string>) => new Request('http://functions.test/ai-chat', { method: 'POST', headers });

Deno.test('the address comes from Cloudflare, else the first X-Forwarded-For hop, else X-Real-IP', () => {
  assertEquals(clientAddress(request({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' })), '203.0.113.9');
  assertEquals(clientAddress(request({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1', 'x-real-ip': '10.0.0.2' })), '198.51.100.1');
  assertEquals(clientAddress(request({ 'x-real-ip': '10.0.0.2' })), '10.0.0.2');
  assertEquals(clientAddress(request({})), null);
});

Deno.test('a verified user is limited as the user, everyone else by address', async () => {
  const headers = { 'x-forwarded-for': '198.51.100.1' };
  assertEquals(await clientKey(request(headers), () => Promise.resolve('user-1')), 'user:user-1');
  assertEquals(await clientKey(request(headers), () => Promise.resolve(null)), 'ip:198.51.100.1');
  assertEquals(await clientKey(request(headers), () => Promise.reject(new Error('auth down'))), 'ip:198.51.100.1');
  assertEquals(await clientKey(request({}), () => Promise.resolve(null)), 'ip:unknown');
});
