import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { headersOf, listen, type ListeningServer } from './node-adapter.ts';

let server: ListeningServer;
let aborted = false;

beforeAll(async () => {
  server = await listen(
    async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/refuse') {
        // What a capped reader does with a body over its limit: stop reading part-way, answer 413.
        const reader = request.body!.getReader();
        await reader.read();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await reader.cancel();
        return Response.json({ message: 'too large' }, { status: 413 });
      }
      if (url.pathname === '/echo') {
        return Response.json({ method: request.method, body: await request.text(), auth: request.headers.get('authorization') });
      }
      request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      let n = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          n += 1;
          if (n > 3) return controller.close();
          controller.enqueue(new TextEncoder().encode(`data: ${n}\n\n`));
          await new Promise((resolve) => setTimeout(resolve, 250));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
    '127.0.0.1',
    0,
  );
});

afterAll(() => server.close());

describe('listen', () => {
  it('hands the handler method, headers and body', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/echo`, { method: 'POST', body: 'hello', headers: { authorization: 'Bearer x' } });
    expect(await response.json()).toEqual({ method: 'POST', body: 'hello', auth: 'Bearer x' });
  });

  it('writes a streaming body to the socket as each chunk arrives', async () => {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${server.port}/stream`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    expect(new TextDecoder().decode(first.value)).toBe('data: 1\n\n');
    while (!(await reader.read()).done);
    expect(Date.now() - started - firstAt).toBeGreaterThan(300);
  });

  it('answers a handler’s early 413 while the upload is still arriving, and keeps serving', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${server.port}/refuse`, { method: 'POST', body: new Uint8Array(50 * 1024 * 1024) });
      expect(response.status).toBe(413);
      await response.text();
    }
    // The process is still up (a chunk pushed into the cancelled stream used to throw outside any handler).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const echo = await fetch(`http://127.0.0.1:${server.port}/echo`, { method: 'POST', body: 'still here' });
    expect(await echo.json()).toMatchObject({ body: 'still here' });
  });

  it('aborts the request signal when the client goes away', async () => {
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${server.port}/stream`, { signal: controller.signal });
    await response.body!.getReader().read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(aborted).toBe(true);
  });
});

describe('headersOf', () => {
  it('keeps repeated headers in order and leaves out HTTP/2 pseudo-headers', () => {
    const headers = headersOf({ rawHeaders: [':path', '/x', 'Accept', 'text/html', 'X-Forwarded-For', '1.2.3.4', 'x-forwarded-for', '5.6.7.8'] } as unknown as IncomingMessage);
    expect([...headers]).toEqual([
      ['accept', 'text/html'],
      ['x-forwarded-for', '1.2.3.4, 5.6.7.8'],
    ]);
  });
});
