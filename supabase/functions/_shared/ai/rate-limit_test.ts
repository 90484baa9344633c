import { ApiError } from '../errors.ts';
import { assert, assertEquals } from '../testing/assert.ts';
import { createMemoryRateLimiter, createPostgresRateLimiter, enforceRateLimit, readWindows, type RateLimitRpc } from './rate-limit.ts';

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
  // Two in the first minute; the third and fourth are refused by the minute window but still count towards
  // the day, whose three are then used up.
  assertEquals(results, [true, true, false, false, false, false, false]);
  assertEquals(await limiter.check('ip:2'), true);
});

Deno.test('Postgres limiter: one check_rate_limit call per window, all at once, keyed by scope and window', async () => {
  const calls: Array<Record<string, unknown>> = [];
  const answers = [true, true, true, false];
  let inFlight = 0;
  let mostInFlight = 0;
  const rpc: RateLimitRpc = async (fn, args) => {
    const answer = answers[calls.length] ?? true;
    calls.push({ fn, ...args });
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    return { data: answer, error: null };
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
  assertEquals(mostInFlight, 2);
  // Either window refusing refuses the request.
  assertEquals(await limiter.check('user:abc'), false);
});

Deno.test('Postgres limiter: a database error lets the request through', async () => {
  const limiter = createPostgresRateLimiter(() => Promise.resolve({ data: null, error: { message: 'connection refused' } }), 'ai-chat', [
    { name: 'minute', limit: 1, seconds: 60 },
  ]);
  assertEquals(await limiter.check('ip:1'), true);
});

Deno.test('enforceRateLimit: counts each request against its caller; over the limit the body is dropped and a 429 rate_limited thrown', async () => {
  const limits = { rateLimiter: createMemoryRateLimiter('test', [{ name: 'minute', limit: 1, seconds: 60 }], () => 0), identify: () => Promise.resolve('ip:198.51.100.2') };
  const post = () => new Request('http://functions.test/fn', { method: 'POST', body: '{"messages":[]}' });
  const first = post();
  await enforceRateLimit(limits, first);
  assertEquals(await first.text(), '{"messages":[]}', 'an allowed body is left to read');
  const second = post();
  const refused = await enforceRateLimit(limits, second).then(() => null, (error: unknown) => error);
  assert(refused instanceof ApiError, 'an ApiError');
  assertEquals([refused.status, refused.code], [429, 'rate_limited']);
  assert(second.bodyUsed, 'the refused body was dropped');
});
