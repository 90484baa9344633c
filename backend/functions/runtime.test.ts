import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsRuntime, parseEnvFile } from './runtime.ts';
import { signJwt } from '../core/jwt.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

/** Functions written for this test only, in a temporary folder: one streams, one echoes, one is broken. */
const FUNCTIONS: Record<string, string> = {
  ticker: `
Deno.serve(() => {
  let n = 0;
  const body = new ReadableStream({
    async pull(controller) {
      n += 1;
      if (n > 3) return controller.close();
      controller.enqueue(new TextEncoder().encode('data: tick ' + n + '\\n\\n'));
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
});`,
  echo: `
Deno.serve(async (request) => {
  const url = new URL(request.url);
  return Response.json({
    method: request.method,
    path: url.pathname,
    query: url.search,
    body: await request.text(),
    header: request.headers.get('x-test'),
    secret: Deno.env.get('MY_SECRET') ?? null,
  }, { status: 202 });
});`,
  broken: `import '../does-not-exist.ts';\nDeno.serve(() => new Response('never'));`,
};

let dir: string;
let runtime: FunctionsRuntime;
let loaded: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'functions-runtime-'));
  for (const [name, source] of Object.entries(FUNCTIONS)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'index.ts'), source);
  }
  mkdirSync(join(dir, '_shared'));
  writeFileSync(join(dir, '_shared', 'index.ts'), 'throw new Error("shared code is not a function");');
  runtime = new FunctionsRuntime({
    projectRoot: new URL('..', import.meta.url).pathname,
    functionsDir: dir,
    env: { MY_SECRET: 'from-env' },
    jwtSecret: SECRET,
    publicFunctions: ['ticker', 'echo'],
    bodyLimits: { default: 1024, byName: { echo: 4096 } },
    watch: false,
    log: () => {},
    output: () => {},
  });
  loaded = await runtime.start();
}, 60_000);

afterAll(async () => {
  await runtime?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (path: string, init: RequestInit = {}) => runtime.handle(new Request(`http://127.0.0.1${path}`, init), path.split('?')[0] ?? path);

describe('FunctionsRuntime', () => {
  it('loads every function folder except _shared and reports what loaded', () => {
    expect(loaded.sort()).toEqual(['echo', 'ticker']);
  });

  it('passes method, path, query, headers, body and environment through', async () => {
    const response = await call('/echo/sub/path?x=1', { method: 'PUT', headers: { 'x-test': 'yes' }, body: 'payload' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ method: 'PUT', path: '/echo/sub/path', query: '?x=1', body: 'payload', header: 'yes', secret: 'from-env' });
  });

  it('streams server-sent events chunk by chunk instead of buffering them', async () => {
    const started = Date.now();
    const response = await call('/ticker', { method: 'POST' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toBe('data: tick 1\n\n');
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += new TextDecoder().decode(chunk.value);
    }
    const doneAt = Date.now() - started;
    expect(rest).toBe('data: tick 2\n\ndata: tick 3\n\n');
    // The whole stream takes ~900 ms; the first event must not wait for it.
    expect(doneAt - firstAt).toBeGreaterThan(400);
  });

  it('answers 404 for a missing function and 500 BOOT_ERROR for one that failed to load', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    const missing = await call('/nope', { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const broken = await call('/broken', { headers: { authorization: `Bearer ${token}` } });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ code: 'BOOT_ERROR' });
  });

  it('checks the JWT of functions that do not opt out of it, as the gateway does', async () => {
    expect((await call('/broken')).status).toBe(401);
    expect((await call('/broken', { headers: { authorization: 'Bearer forged.token.value' } })).status).toBe(401);
    expect((await call('/echo')).status).toBe(202);
  });
});

describe('body limits', () => {
  const stream = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 512) controller.enqueue(new Uint8Array(Math.min(512, bytes - sent)));
        controller.close();
      },
    });

  it('passes a body up to the function’s own limit and answers a larger one 413 without forwarding it', async () => {
    expect((await call('/echo', { method: 'POST', body: 'x'.repeat(4096) })).status).toBe(202);
    const refused = await call('/echo', { method: 'POST', body: 'x'.repeat(4097) });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('holds other functions to the default, also when the body streams without a length', async () => {
    expect((await call('/ticker', { method: 'POST', body: 'x'.repeat(1025) })).status).toBe(413);
    const chunked = await call('/echo', { method: 'POST', body: stream(8192), duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    const small = await call('/echo', { method: 'POST', body: stream(2048), duplex: 'half' } as RequestInit);
    expect(small.status).toBe(202);
  });
});

describe('parseEnvFile', () => {
  it('reads plain, quoted and exported values and skips comments', () => {
    expect(parseEnvFile('# secrets\nAI_MODEL=gpt-4o-mini # default\nexport AI_BASE_URL="http://x/v1"\nQUOTED=\'a # b\'\nBROKEN LINE\n')).toEqual({
      AI_MODEL: 'gpt-4o-mini',
      AI_BASE_URL: 'http://x/v1',
      QUOTED: 'a # b',
    });
  });
});
