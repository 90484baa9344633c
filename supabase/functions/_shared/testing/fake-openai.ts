/**
 * A scripted stand-in for an OpenAI-compatible provider, for tests and
 * benchmarks: no network of its own, only a web-standard request handler,
 * so Deno tests serve it with `deno-fake-openai.ts` and Node wraps it in an
 * http server the same way.
 *
 *   const fake = createFakeOpenAI({ chat: [{ kind: 'text', content: 'Hello' }] });
 *   const response = await fake(new Request('http://fake/v1/chat/completions', …));
 *   fake.requests[0].body.messages;
 *
 * Each endpoint takes its replies in order; the last one repeats once the
 * list runs out (so a one-reply script serves a whole load test).
 */

export type FakeChatReply =
  /** A plain answer; streamed word by word (or in the given chunks) when the request asks for a stream. */
  | { kind: 'text'; content: string; chunks?: string[]; delayMs?: number }
  /** The model asks for tools; `arguments` objects are sent as JSON text, as real providers do. */
  | { kind: 'tool_calls'; calls: Array<{ id?: string; name: string; arguments: unknown }>; content?: string }
  /** An HTTP failure such as 429, 402 or 500. */
  | { kind: 'status'; status: number; body?: unknown }
  /** Never answers: the caller's timeout has to end it. */
  | { kind: 'hang' }
  /** Starts streaming, sends `afterChunks` pieces of `content`, then goes silent with the stream open. */
  | { kind: 'stall'; content: string; afterChunks: number }
  /** A 200 stream that reports an error object part-way (how OpenRouter reports late failures). */
  | { kind: 'stream_error'; content: string; error: { code: number | string; message: string } };

export type FakeTranscriptionReply =
  | { kind: 'transcription'; text: string; delayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' };

export interface RecordedRequest {
  method: string;
  /** The path, e.g. `/v1/chat/completions`. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body of a chat request; the form fields (with the file described) of a transcription. */
  body: unknown;
}

export interface TranscriptionBody {
  model: string | null;
  prompt: string | null;
  file: { name: string; type: string; size: number } | null;
}

type Script<R> = R[] | ((request: RecordedRequest, index: number) => R);

export interface FakeOpenAIScript {
  chat?: Script<FakeChatReply>;
  transcriptions?: Script<FakeTranscriptionReply>;
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401. */
  apiKey?: string;
  model?: string;
}

export interface FakeOpenAI {
  (request: Request): Promise<Response>;
  readonly requests: RecordedRequest[];
  /** Chat requests only, in order. */
  readonly chatRequests: RecordedRequest[];
  /** Ends every hanging or stalled answer, so servers can close. */
  close(): void;
}

const encoder = new TextEncoder();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function pick<R>(script: Script<R> | undefined, request: RecordedRequest, index: number): R | null {
  if (!script) return null;
  if (typeof script === 'function') return script(request, index);
  return script[Math.min(index, script.length - 1)] ?? null;
}

/** Words with their trailing spaces: "a b" → ["a ", "b"], as a model streams tokens. */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const argumentsText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function createFakeOpenAI(script: FakeOpenAIScript = {}): FakeOpenAI {
  const requests: RecordedRequest[] = [];
  const chatRequests: RecordedRequest[] = [];
  let transcriptionCount = 0;
  const pending = new Set<() => void>();
  const model = script.model ?? 'fake-model';
  let sequence = 0;

  /** Resolves when the caller goes away or the fake is closed. */
  function waitForEnd(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        pending.delete(done);
        resolve();
      };
      pending.add(done);
      if (signal.aborted) done();
      else signal.addEventListener('abort', done, { once: true });
    });
  }

  function sleep(ms: number, signal: AbortSignal): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        pending.delete(finish);
        signal.removeEventListener('abort', finish);
        resolve();
      }
      pending.add(finish);
      signal.addEventListener('abort', finish, { once: true });
    });
  }

  /**
   * A streamed answer. It stops when the reader cancels the body (how both
   * Deno and Node report a client that went away), so it needs no listener
   * on the request's signal.
   */
  function sse(events: (signal: AbortSignal) => AsyncIterable<unknown>): Response {
    const cancelled = new AbortController();
    const iterator = events(cancelled.signal)[Symbol.asyncIterator]();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await iterator.next();
        if (cancelled.signal.aborted) return;
        if (next.done) {
          controller.enqueue(encoder.encode('data: [DONE]\n\n'));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
      },
      cancel() {
        cancelled.abort();
        void iterator.return?.();
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
  }

  function chunk(id: string, delta: Record<string, unknown>, finishReason: string | null = null) {
    return { id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finishReason }] };
  }

  async function chat(request: Request, recorded: RecordedRequest): Promise<Response> {
    const body = recorded.body as { stream?: boolean } | null;
    const reply = pick(script.chat, recorded, chatRequests.length - 1) ?? { kind: 'text', content: 'OK' };
    const stream = body?.stream === true;
    const id = `chatcmpl-fake-${(sequence += 1)}`;

    switch (reply.kind) {
      case 'status':
        return json(reply.body ?? { error: { message: `Scripted failure ${reply.status}`, code: reply.status } }, reply.status);
      case 'hang':
        await waitForEnd(request.signal);
        return json({ error: { message: 'The fake provider was closed' } }, 503);
      case 'text': {
        if (!stream) {
          if (reply.delayMs) await sleep(reply.delayMs, request.signal);
          return json({
            id,
            object: 'chat.completion',
            created: 0,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
          });
        }
        const pieces = reply.chunks ?? wordChunks(reply.content);
        return sse(async function* (streamSignal) {
          yield chunk(id, { role: 'assistant', content: '' });
          for (const piece of pieces) {
            await sleep(reply.delayMs ?? 0, streamSignal);
            yield chunk(id, { content: piece });
          }
          yield chunk(id, {}, 'stop');
        });
      }
      case 'tool_calls': {
        const calls = reply.calls.map((call, index) => ({
          id: call.id ?? `call_fake_${sequence}_${index}`,
          type: 'function' as const,
          function: { name: call.name, arguments: argumentsText(call.arguments) },
        }));
        if (!stream) {
          return json({
            id,
            object: 'chat.completion',
            created: 0,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? null, tool_calls: calls }, finish_reason: 'tool_calls' }],
          });
        }
        return sse(async function* () {
          yield chunk(id, { role: 'assistant', content: reply.content ?? null });
          for (const [index, call] of calls.entries()) {
            // Arguments arrive in fragments, as real providers send them.
            const text = call.function.arguments;
            const cut = Math.floor(text.length / 2);
            yield chunk(id, { tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: text.slice(0, cut) } }] });
            yield chunk(id, { tool_calls: [{ index, function: { arguments: text.slice(cut) } }] });
          }
          yield chunk(id, {}, 'tool_calls');
        });
      }
      case 'stall': {
        const pieces = wordChunks(reply.content).slice(0, reply.afterChunks);
        return sse(async function* (streamSignal) {
          for (const piece of pieces) yield chunk(id, { content: piece });
          await waitForEnd(streamSignal);
        });
      }
      case 'stream_error':
        return sse(async function* () {
          for (const piece of wordChunks(reply.content)) yield chunk(id, { content: piece });
          yield { error: reply.error };
        });
    }
  }

  async function transcription(request: Request, recorded: RecordedRequest): Promise<Response> {
    const reply = pick(script.transcriptions, recorded, transcriptionCount) ?? { kind: 'transcription', text: '' };
    transcriptionCount += 1;
    switch (reply.kind) {
      case 'status':
        return json(reply.body ?? { error: { message: `Scripted failure ${reply.status}` } }, reply.status);
      case 'hang':
        await waitForEnd(request.signal);
        return json({ error: { message: 'The fake provider was closed' } }, 503);
      case 'transcription':
        if (reply.delayMs) await sleep(reply.delayMs, request.signal);
        return json({ text: reply.text });
    }
  }

  async function record(request: Request, path: string): Promise<RecordedRequest> {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    let body: unknown = null;
    if (path.endsWith('/audio/transcriptions')) {
      try {
        const form = await request.formData();
        const file = form.get('file');
        const text = (name: string) => {
          const value = form.get(name);
          return typeof value === 'string' ? value : null;
        };
        body = {
          model: text('model'),
          prompt: text('prompt'),
          file: file && typeof file !== 'string' ? { name: file.name, type: file.type, size: file.size } : null,
        } satisfies TranscriptionBody;
      } catch {
        body = null;
      }
    } else {
      const text = await request.text();
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        body = text;
      }
    }
    return { method: request.method, path, headers, body };
  }

  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const recorded = await record(request, path);
    requests.push(recorded);
    if (script.apiKey !== undefined && recorded.headers.authorization !== `Bearer ${script.apiKey}`) {
      return json({ error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }, 401);
    }
    if (request.method === 'POST' && path.endsWith('/chat/completions')) {
      chatRequests.push(recorded);
      return chat(request, recorded);
    }
    if (request.method === 'POST' && path.endsWith('/audio/transcriptions')) return transcription(request, recorded);
    return json({ error: { message: `No route for ${request.method} ${path}` } }, 404);
  };

  return Object.assign(handler, {
    requests,
    chatRequests,
    close() {
      for (const end of [...pending]) end();
    },
  });
}
