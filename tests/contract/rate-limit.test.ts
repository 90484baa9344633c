import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env, newClient, serviceClient, signedInUser } from './helpers.ts';

/**
 * The assistant's server-side rate limit lives in Postgres
 * (`public.check_rate_limit`), so it holds across function instances. Two
 * service-role clients stand in for two instances of ai-chat.
 */
const runId = randomUUID().slice(0, 8);
const key = (label: string) => `contract:${runId}:${label}`;

async function check(client: ReturnType<typeof serviceClient>, name: string, limit: number, windowSeconds = 60): Promise<boolean> {
  const { data, error } = await client.rpc('check_rate_limit', { p_key: name, p_limit: limit, p_window_seconds: windowSeconds });
  if (error) throw error;
  return data as boolean;
}

describe('check_rate_limit', () => {
  it('counts hits from two instances against one limit', async () => {
    const first = serviceClient();
    const second = serviceClient();
    const name = key('alternate');
    const results = [];
    for (const client of [first, second, first, second, first]) results.push(await check(client, name, 3));
    expect(results).toEqual([true, true, true, false, false]);
    // Another key has its own allowance.
    expect(await check(second, key('other'), 3)).toBe(true);
  });

  it('lets exactly the limit through when instances race', async () => {
    const clients = [serviceClient(), serviceClient()];
    const name = key('race');
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => check(clients[index % 2]!, name, 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('is a sliding window: a hit leaves it once its time has passed', async () => {
    const client = serviceClient();
    const name = key('window');
    expect(await check(client, name, 1, 1)).toBe(true);
    expect(await check(client, name, 1, 1)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await check(client, name, 1, 1)).toBe(true);
  });

  it('is for the service role only: visitors and signed-in users cannot call it', async () => {
    const anon = await newClient().rpc('check_rate_limit', { p_key: key('anon'), p_limit: 5, p_window_seconds: 60 });
    expect(anon.error).not.toBeNull();
    const { client } = await signedInUser('rate-limit');
    const user = await client.rpc('check_rate_limit', { p_key: key('user'), p_limit: 5, p_window_seconds: 60 });
    expect(user.error).not.toBeNull();
  });
});

describe.runIf(env.local)('ai-chat rate limit', () => {
  it('refuses the 21st message in a minute from one address with a 429, however the client forges its address headers', async () => {
    // Each call claims a different address in every header a client can write; the backend appends the
    // socket address as the last X-Forwarded-For hop, as Supabase's gateway does, and only that hop counts.
    const ask = (index: number) =>
      fetch(`${env.url}/functions/v1/ai-chat`, {
        method: 'POST',
        headers: {
          apikey: env.anonKey,
          Authorization: `Bearer ${env.anonKey}`,
          'Content-Type': 'application/json',
          'x-forwarded-for': `203.0.113.${index}`,
          'cf-connecting-ip': `198.51.100.${index}`,
          'x-real-ip': `192.0.2.${index}`,
        },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'hello' }] }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      const response = await ask(index);
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await ask(99);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toContain('429');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Another instance (here: a direct call with the function's key) sees the same hits for the socket's address.
    const seen = await Promise.all(['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((address) => check(serviceClient(), `ai-chat:minute:ip:${address}`, 20)));
    expect(seen).toContain(false);
  });
});
