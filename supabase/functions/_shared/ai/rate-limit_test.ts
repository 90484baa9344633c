import { assertEquals } from '../testing/assert.ts';
import { createMemoryRateLimiter, createPostgresRateLimiter, readWindows, type RateLimitRpc } from './rate-limit.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test('windows come from the environment; 0 turns one off; defaults otherwise', () => {
  assertEquals(readWindows(env({}), 'AI_CHAT_RATE_LIMIT', { perMinute: 20, perDay: 300 }), [
    { name: 'minute', limit: 20, seconds: 60 },
    { name: 'day', limit: 300, seconds: 86_400 },
  ]);
  assertEquals(readWindows(env({ AI_CHAT_RATE_LIMIT_PER_MINUTE: '5', AI_CHAT_RATE_LIMIT_PER_DAY: '0' }), 'AI_CHAT_RATE_LIMIT', { perMinute: 20, perDay: 300 }), [
    { name: 'minute', limit: 5, seconds: 60 },
  ]);
  assertEquals(readWindows(env({ AI_CHAT_RATE_LIMIT_PER_MINUTE: 'lots' }), 'AI_CHAT_RATE_LIMIT', { perMinute: 20, perDay: 0 }), [
    { name: 'minute', limit: 20, seconds: 60 },
  ]);
});

Deno.test('memory limiter: a sliding window per key, refused hits are not counted, the daily window holds too', async () => {
  let now = 0;
  const limiter = createMemoryRateLimiter('t', [
    { name: 'minute', limit: 2, seconds: 60 },
    { name: 'day', limit: 3, seconds: 86_400 },
  ], () => now);
  const results: boolean[] = [];
  for (const at of [0, 1_000, 2_000, 59_999, 60_500, 61_500, 200_000]) {
    now = at;
    results.push(await limiter.check('ip:1'));
  }
  // Two in the first minute; the third and fourth are refused; at 60.5 s the first hit has left the window;
  // then the day's three are used up.
  assertEquals(results, [true, true, false, false, true, false, false]);
  assertEquals(await limiter.check('ip:2'), true);
});

Deno.test('Postgres limiter: one check_rate_limit call per window, shortest first, keyed by scope and window', async () => {
  const calls: Array<Record<string, unknown>> = [];
  const answers = [true, true, false];
  const rpc: RateLimitRpc = (fn, args) => {
    calls.push({ fn, ...args });
    return Promise.resolve({ data: answers[calls.length - 1] ?? true, error: null });
  };
  const limiter = createPostgresRateLimiter(rpc, 'ai-chat', [
    { name: 'minute', limit: 20, seconds: 60 },
    { name: 'day', limit: 300, seconds: 86_400 },
  ]);
  assertEquals(await limiter.check('user:abc'), true);
  assertEquals(calls, [
    { fn: 'check_rate_limit', p_key: 'ai-chat:minute:user:abc', p_limit: 20, p_window_seconds: 60 },
    { fn: 'check_rate_limit', p_key: 'ai-chat:day:user:abc', p_limit: 300, p_window_seconds: 86_400 },
  ]);
  // A refusal by the minute window stops there: the day window is not charged.
  assertEquals(await limiter.check('user:abc'), false);
  assertEquals(calls.length, 3);
});

Deno.test('Postgres limiter: a database error lets the request through', async () => {
  const limiter = createPostgresRateLimiter(() => Promise.resolve({ data: null, error: { message: 'connection refused' } }), 'ai-chat', [
    { name: 'minute', limit: 1, seconds: 60 },
  ]);
  assertEquals(await limiter.check('ip:1'), true);
});
