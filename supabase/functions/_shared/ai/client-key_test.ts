import { assertEquals } from '../testing/assert.ts';
import { clientAddress, clientKey } from './client-key.ts';

const request = (headers: Record<string, string>) => new Request('http://functions.test/ai-chat', { method: 'POST', headers });

Deno.test('the address is the last X-Forwarded-For hop, the one the platform appends; headers a client can write are ignored', () => {
  assertEquals(clientAddress(request({ 'x-forwarded-for': '198.51.100.1' })), '198.51.100.1');
  // A forged first hop, Cloudflare's header and X-Real-IP from the client change nothing.
  assertEquals(clientAddress(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.1', 'cf-connecting-ip': '7.7.7.7', 'x-real-ip': '8.8.8.8' })), '198.51.100.1');
  assertEquals(clientAddress(request({ 'cf-connecting-ip': '7.7.7.7', 'x-real-ip': '8.8.8.8' })), null);
  assertEquals(clientAddress(request({})), null);
});

Deno.test('rotating forged headers from one address is still one client', async () => {
  const keys = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    const forged = { 'x-forwarded-for': `10.0.${i}.1, 198.51.100.1`, 'cf-connecting-ip': `10.1.${i}.1` };
    keys.add(await clientKey(request(forged), () => Promise.resolve(null)));
  }
  assertEquals([...keys], ['ip:198.51.100.1']);
});

Deno.test('a verified user is limited as the user, everyone else by address', async () => {
  const headers = { 'x-forwarded-for': '198.51.100.1' };
  assertEquals(await clientKey(request(headers), () => Promise.resolve('user-1')), 'user:user-1');
  assertEquals(await clientKey(request(headers), () => Promise.resolve(null)), 'ip:198.51.100.1');
  assertEquals(await clientKey(request(headers), () => Promise.reject(new Error('auth down'))), 'ip:198.51.100.1');
  assertEquals(await clientKey(request({}), () => Promise.resolve(null)), 'ip:unknown');
});
