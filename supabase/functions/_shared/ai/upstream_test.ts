/** postUpstream / upstreamFailure: what a provider's failure becomes for our caller, the same for the chat and transcription clients. */
import { ApiError } from '../errors.ts';
import { assertEquals } from '../testing/assert.ts';
import { postUpstream, upstreamFailure, withUpstreamTimeout, type FetchLike } from './upstream.ts';

const UPSTREAM = { service: 'test service', log: 'test provider' };
const init = (signal = new AbortController().signal) => ({ headers: { Accept: 'application/json' }, body: '{}', signal });
const failureOf = async (fetchImpl: FetchLike, signal?: AbortSignal) => {
  try {
    await postUpstream(UPSTREAM, fetchImpl, 'http://fake/v1/x', init(signal));
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
};
const quietly = async <T>(run: () => Promise<T>): Promise<T> => {
  const log = console.error;
  console.error = () => {};
  try {
    return await run();
  } finally {
    console.error = log;
  }
};

Deno.test('postUpstream: a success is the response itself, sent as a POST with the given parts', async () => {
  let seen: RequestInit | undefined;
  const fetchImpl: FetchLike = async (_url, request) => {
    seen = request;
    return new Response('ok');
  };
  const response = await postUpstream(UPSTREAM, fetchImpl, 'http://fake/v1/x', init());
  assertEquals(await response.text(), 'ok');
  assertEquals([seen?.method, seen?.body], ['POST', '{}']);
});

Deno.test('postUpstream: a status is mapped, naming the service', async () => {
  await quietly(async () => {
    assertEquals(await failureOf(async () => new Response('busy', { status: 429 })), {
      status: 429,
      code: 'rate_limited',
      message: 'Rate limit exceeded (429): the test service is busy. Please try again later.',
    });
    assertEquals((await failureOf(async () => new Response('no', { status: 500 }))).code, 'upstream_error');
  });
});

Deno.test('postUpstream: a request that cannot be sent is unreachable; an aborted one is its reason, else a timeout', async () => {
  await quietly(async () => {
    assertEquals(await failureOf(() => Promise.reject(new TypeError('connection refused'))), {
      status: 502,
      code: 'upstream_error',
      message: 'The test service could not be reached. Please try again later.',
    });
    const timedOut = new AbortController();
    timedOut.abort();
    assertEquals((await failureOf(() => Promise.reject(new DOMException('aborted', 'AbortError')), timedOut.signal)).code, 'upstream_timeout');
    const stopped = new AbortController();
    stopped.abort(new ApiError(429, 'rate_limited', 'stopped'));
    assertEquals((await failureOf(() => Promise.reject(new DOMException('aborted', 'AbortError')), stopped.signal)).message, 'stopped');
  });
});

Deno.test('upstreamFailure: an ApiError already made passes through when nothing was aborted', () => {
  const made = new ApiError(502, 'upstream_error', 'unreadable');
  assertEquals(upstreamFailure(UPSTREAM, new AbortController().signal, made), made);
});

Deno.test('withUpstreamTimeout: the signal aborts with the service’s timeout once the time is up, and not before', async () => {
  const reasons = await withUpstreamTimeout('test service', 5, async (signal) => {
    const early = signal.aborted;
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    return { early, reason: signal.reason };
  });
  assertEquals(reasons.early, false);
  assertEquals(reasons.reason instanceof ApiError ? [reasons.reason.status, reasons.reason.code, reasons.reason.message] : null, [
    504,
    'upstream_timeout',
    'The test service took too long to answer. Please try again.',
  ]);
  assertEquals(await withUpstreamTimeout('test service', 60_000, async () => 'done'), 'done');
});
