import { assert, assertEquals } from './testing/assert.ts';
import { ApiError, ERROR_CODES } from './errors.ts';
import { serve } from './serve.ts';

const call = (handler: (request: Request) => Promise<Response>, init: RequestInit = { method: 'POST', body: '{}' }) =>
  handler(new Request('http://functions.test/fn', init));

async function errorOf(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  // The one shape: a single `error` object with a known code and a message, nothing else at the top level.
  assertEquals(Object.keys(body), ['error'], 'top-level keys');
  const error = body.error as { code: string; message: string; issues?: unknown };
  assert((ERROR_CODES as readonly string[]).includes(error.code), `known code ${error.code}`);
  assert(typeof error.message === 'string' && error.message.length > 0, 'a message');
  return error;
}

Deno.test('serve: the preflight answers 204 with CORS and never reaches the handler', async () => {
  let reached = false;
  const response = await call(serve(async () => ((reached = true), new Response('x'))), { method: 'OPTIONS' });
  assertEquals(response.status, 204);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertEquals(reached, false, 'handler not called');
});

Deno.test('serve: other methods are 405 method_not_allowed in the one shape, with CORS', async () => {
  const response = await call(serve(async () => new Response('x')), { method: 'GET' });
  assertEquals(response.status, 405);
  assertEquals((await errorOf(response)).code, 'method_not_allowed');
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
});

Deno.test('serve: a thrown ApiError keeps its status, code, message and issues', async () => {
  const issues = [{ path: 'form.email', message: 'Invalid email address' }];
  const response = await call(serve(() => Promise.reject(new ApiError(400, 'invalid_request', 'Invalid email address', issues))));
  assertEquals(response.status, 400);
  assertEquals(await errorOf(response), { code: 'invalid_request', message: 'Invalid email address', issues });
  const limited = await call(serve(() => Promise.reject(new ApiError(429, 'rate_limited', 'Rate limit exceeded (429)'))));
  assertEquals([limited.status, limited.headers.get('retry-after')], [429, '60']);
});

Deno.test('serve: anything else thrown is a 500 internal_error that leaks nothing', async () => {
  const original = console.error;
  console.error = () => {};
  try {
    const response = await call(serve(() => Promise.reject(new Error('password=hunter2 at db.ts:12'))));
    assertEquals(response.status, 500);
    const error = await errorOf(response);
    assertEquals(error.code, 'internal_error');
    assert(!error.message.includes('hunter2'), 'no internals');
    assertEquals(response.headers.get('access-control-allow-origin'), '*');
  } finally {
    console.error = original;
  }
});

Deno.test('serve: a handler’s own response gets CORS added', async () => {
  const response = await call(serve(async () => new Response('{}', { status: 201 })));
  assertEquals([response.status, response.headers.get('access-control-allow-origin')], [201, '*']);
});
