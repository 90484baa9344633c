/**
 * Serves the scripted fake OpenAI-compatible provider
 * (supabase/functions/_shared/testing/fake-openai.ts, web-standard
 * Request/Response) over node:http on loopback, for the browser suite and
 * the benchmark.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { createFakeOpenAI, type FakeOpenAI, type FakeOpenAIScript } from '../../supabase/functions/_shared/testing/fake-openai.ts';

export interface RunningFake {
  url: string;
  fake: FakeOpenAI;
  close: () => Promise<void>;
}

function toRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method ?? 'GET',
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export async function startFakeOpenAI(script: FakeOpenAIScript, port = 0): Promise<RunningFake> {
  const fake = createFakeOpenAI(script);
  const server = createServer((request, response) => {
    void (async () => {
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      const answer = await fake(toRequest(request, origin));
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      if (!answer.body) {
        response.end();
        return;
      }
      const reader = answer.body.getReader();
      request.on('close', () => void reader.cancel().catch(() => {}));
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        response.write(value);
      }
      response.end();
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    fake,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
