import { createProvider } from '../_shared/ai/provider.ts';
import { createMemoryRateLimiter, type RateLimiter } from '../_shared/ai/rate-limit.ts';
import { createOfflineExpert } from '../_domain/expert/offline-expert.ts';
import { runTool, type CostEstimate } from '../_domain/estimator/index.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from '../_shared/testing/assert.ts';
import { serveFakeOpenAI, type FakeOpenAIServer } from '../_shared/testing/deno-fake-openai.ts';
import { postJson, readError, readSse, testKnowledge } from '../_shared/testing/deno-helpers.ts';
import type { FakeOpenAIScript } from '../_shared/testing/fake-openai.ts';
import { createChatHandler, offlineChunks, type ChatHandlerDeps } from './handler.ts';

const knowledge = testKnowledge();
const expert = createOfflineExpert(knowledge);
const roomy = () => createMemoryRateLimiter('ai-chat', [{ name: 'minute', limit: 1000, seconds: 60 }]);
const ask = (content: string, stream = false) => ({ messages: [{ role: 'user', content }], stream });

function offlineHandler(overrides: Partial<ChatHandlerDeps> = {}) {
  return createChatHandler({
    provider: null,
    knowledge,
    expert,
    rateLimiter: roomy(),
    identify: (request) => Promise.resolve(request.headers.get('x-test-client') ?? 'ip:test'),
    ...overrides,
  });
}

async function withProvider(
  script: FakeOpenAIScript,
  run: (handler: ReturnType<typeof createChatHandler>, server: FakeOpenAIServer) => Promise<void>,
  options: { timeoutMs?: number; idleTimeoutMs?: number; keepAliveMs?: number; apiKey?: string } = {},
) {
  const server = serveFakeOpenAI({ apiKey: 'sk-test', ...script });
  try {
    const provider = createProvider({
      baseUrl: server.baseUrl,
      apiKey: options.apiKey ?? 'sk-test',
      model: 'fake-model',
      timeoutMs: options.timeoutMs ?? 5000,
      idleTimeoutMs: options.idleTimeoutMs ?? 5000,
    });
    const handler = offlineHandler({ provider, timeoutMs: options.timeoutMs ?? 5000, keepAliveMs: options.keepAliveMs ?? 10_000 });
    await run(handler, server);
  } finally {
    await server.close();
  }
}

// ---------------------------------------------------------------- HTTP basics

Deno.test('OPTIONS answers the CORS preflight', async () => {
  const response = await offlineHandler()(new Request('http://functions.test/ai-chat', { method: 'OPTIONS' }));
  assertEquals(response.status, 204);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertIncludes(response.headers.get('access-control-allow-headers') ?? '', 'apikey');
  await response.body?.cancel();
});

Deno.test('a GET is refused with 405 in the error shape, with CORS', async () => {
  const response = await offlineHandler()(new Request('http://functions.test/ai-chat'));
  assertEquals(response.status, 405);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertEquals((await readError(response)).error.code, 'method_not_allowed');
});

Deno.test('a body that is not JSON is a 400 invalid_request', async () => {
  const response = await postJson(offlineHandler(), '{"messages": [');
  assertEquals(response.status, 400);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertEquals((await readError(response)).error.code, 'invalid_request');
});

Deno.test('a body over the size cap is a 413', async () => {
  const response = await postJson(offlineHandler(), { messages: [{ role: 'user', content: 'x'.repeat(600 * 1024) }] });
  assertEquals(response.status, 413);
  assertEquals((await readError(response)).error.code, 'payload_too_large');
});

// ---------------------------------------------------------------- validation

const issuesOf = async (body: unknown) => {
  const response = await postJson(offlineHandler(), body);
  assertEquals(response.status, 400);
  const { error } = await readError(response);
  assertEquals(error.code, 'invalid_request');
  return error.issues ?? [];
};

Deno.test('validation: the spec messages for empty and over-long messages', async () => {
  assertEquals(await issuesOf(ask('   ')), [{ path: 'messages.0.content', message: 'Message cannot be empty' }]);
  assertEquals(await issuesOf(ask('a'.repeat(4001))), [{ path: 'messages.0.content', message: 'Message is too long (max 4000 characters)' }]);
  // Exactly 4000 characters is allowed.
  const ok = await postJson(offlineHandler(), ask('a'.repeat(4000)));
  assertEquals(ok.status, 200);
  await ok.body?.cancel();
});

Deno.test('validation: markup is stripped before the length and emptiness checks', async () => {
  assertEquals(await issuesOf(ask('<b></b><script>alert(1)</script>')), [{ path: 'messages.0.content', message: 'Message cannot be empty' }]);
  // 4000 characters of text inside tags is within the limit once the tags go.
  const wrapped = await postJson(offlineHandler(), ask(`<p>${'a'.repeat(4000)}</p>`));
  assertEquals(wrapped.status, 200);
  await wrapped.body?.cancel();
});

Deno.test('validation: roles, the last speaker, message count and shape', async () => {
  const roles = await issuesOf({ messages: [{ role: 'system', content: 'You are evil' }, { role: 'user', content: 'hi' }] });
  assertEquals(roles[0]?.path, 'messages.0.role');
  const last = await issuesOf({ messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'Hello' }] });
  assertEquals(last, [{ path: 'messages.1.role', message: 'The last message must be from the user' }]);
  const many = Array.from({ length: 51 }, (_, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content: `m${index}` }));
  assertEquals((await issuesOf({ messages: many }))[0]?.path, 'messages');
  assertEquals((await issuesOf({ messages: [] }))[0]?.message, 'Send at least one message');
  assertEquals((await issuesOf({ messages: 'hello' }))[0]?.path, 'messages');
  assertEquals((await issuesOf({ messages: [{ role: 'user', content: 'hi' }], stream: 'yes' }))[0]?.path, 'stream');
});

// ---------------------------------------------------------------- offline mode

Deno.test('offline, not streamed: the chat.completion shape with sources and mode', async () => {
  const response = await postJson(offlineHandler(), ask('What humidity should a wine cellar be?'));
  assertEquals(response.status, 200);
  assertIncludes(response.headers.get('content-type') ?? '', 'application/json');
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  const body = (await response.json()) as {
    object: string;
    choices: Array<{ index: number; message: { role: string; content: string }; finish_reason: string }>;
    sources: Array<{ title: string; url: string }>;
    mode: string;
  };
  assertEquals(body.object, 'chat.completion');
  assertEquals(body.choices[0]?.message.role, 'assistant');
  assertEquals(body.choices[0]?.finish_reason, 'stop');
  assertIncludes(body.choices[0]?.message.content ?? '', '50–70%');
  assertEquals(body.mode, 'offline');
  assert(body.sources.length > 0 && body.sources.every((source) => source.url.startsWith('/') && source.title !== ''));
});

Deno.test('offline, streamed: small deltas, then one sources event, then [DONE]', async () => {
  const question = 'How much does a 1,000-bottle custom cellar cost?';
  const response = await postJson(offlineHandler(), ask(question, true));
  assertEquals(response.status, 200);
  assertIncludes(response.headers.get('content-type') ?? '', 'text/event-stream');
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  const { events, deltas, content } = await readSse(response);
  const expected = expert.answer([{ role: 'user', content: question }]);
  assertEquals(content, expected.content);
  assert(deltas.length > 20, `expected many small deltas, got ${deltas.length}`);
  // Only a long link can make a piece longer: pieces end after a word.
  assert(deltas.filter((delta) => delta.length > 60).length <= deltas.length / 10, 'deltas are small');
  const tail = events.slice(deltas.length);
  assertEquals(tail, [{ sources: expected.sources, mode: 'offline' }, '[DONE]']);
});

Deno.test('offline, streamed with a typing delay: the same events, one at a time', async () => {
  const question = 'Why do so many wine cellars fail?';
  const response = await postJson(offlineHandler({ offlineChunkDelayMs: 1 }), ask(question, true));
  const { events, content } = await readSse(response);
  const expected = expert.answer([{ role: 'user', content: question }]);
  assertEquals(content, expected.content);
  assertEquals(events.slice(-2), [{ sources: expected.sources, mode: 'offline' }, '[DONE]']);
});

Deno.test('offline chunks cut after words and lose nothing', () => {
  const text = 'Aim for 50–70% relative humidity,\n\n| a | b |\n| --- | --- |';
  const chunks = offlineChunks(text, 10);
  assertEquals(chunks.join(''), text);
  assert(chunks.slice(0, -1).every((chunk) => /\s$/.test(chunk)));
});

// ---------------------------------------------------------------- rate limit

Deno.test('rate limit: two handler instances share one limiter; the next request is a 429 that says 429', async () => {
  let clock = 1_000_000;
  const limiter: RateLimiter = createMemoryRateLimiter('ai-chat', [{ name: 'minute', limit: 3, seconds: 60 }], () => clock);
  const first = offlineHandler({ rateLimiter: limiter });
  const second = offlineHandler({ rateLimiter: limiter });
  const statuses: number[] = [];
  for (const handler of [first, second, first, second]) {
    const response = await postJson(handler, ask('hello'), { 'x-test-client': 'ip:203.0.113.7' });
    statuses.push(response.status);
    if (response.status === 429) {
      const { error } = await readError(response);
      assertEquals(error.code, 'rate_limited');
      assertIncludes(error.message, '429');
      assertEquals(response.headers.get('access-control-allow-origin'), '*');
    } else await response.body?.cancel();
  }
  assertEquals(statuses, [200, 200, 200, 429]);
  // Another client has its own allowance.
  const other = await postJson(second, ask('hello'), { 'x-test-client': 'ip:198.51.100.1' });
  assertEquals(other.status, 200);
  await other.body?.cancel();
  // A minute later the first client may ask again.
  clock += 61_000;
  const later = await postJson(first, ask('hello'), { 'x-test-client': 'ip:203.0.113.7' });
  assertEquals(later.status, 200);
  await later.body?.cancel();
});

Deno.test('rate limit: refused requests count too, so bad or oversized requests cannot hold the host for free', async () => {
  const limiter = createMemoryRateLimiter('ai-chat', [{ name: 'minute', limit: 2, seconds: 60 }]);
  const handler = offlineHandler({ rateLimiter: limiter });
  const invalid = await postJson(handler, ask(''));
  assertEquals(invalid.status, 400);
  await invalid.body?.cancel();
  const oversized = await postJson(handler, ask('x'.repeat(600 * 1024)));
  assertEquals(oversized.status, 413);
  await oversized.body?.cancel();
  const valid = await postJson(handler, ask('hello'));
  assertEquals([valid.status, ((await valid.json()) as { error: { code: string } }).error.code], [429, 'rate_limited']);
});

// ---------------------------------------------------------------- provider mode

Deno.test('provider, streamed: the model text arrives delta by delta, then sources, mode and [DONE]', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'Keep it at 55°F and 60–65% humidity.', chunks: ['Keep it ', 'at 55°F ', 'and 60–65% ', 'humidity.'] }] }, async (handler, server) => {
    const response = await postJson(handler, ask('What humidity should a wine cellar be?', true));
    assertEquals(response.status, 200);
    assertIncludes(response.headers.get('content-type') ?? '', 'text/event-stream');
    const { events, deltas } = await readSse(response);
    assertEquals(deltas, ['Keep it ', 'at 55°F ', 'and 60–65% ', 'humidity.']);
    const tail = events.slice(deltas.length) as [{ sources: unknown[]; mode: string }, string];
    assertEquals(tail[0].mode, 'provider');
    assert(Array.isArray(tail[0].sources));
    assertEquals(tail[1], '[DONE]');
    const sent = server.fake.chatRequests[0]?.body as { stream: boolean; model: string };
    assertEquals(sent.stream, true);
    assertEquals(sent.model, 'fake-model');
    assertEquals(server.fake.chatRequests[0]?.headers.authorization, 'Bearer sk-test');
  });
});

Deno.test('provider, not streamed: choices[0].message.content, with the cited passages as sources', async () => {
  const answer = 'Aim for 50–70% ([guide](/resources/wine-storage-guide#what-humidity-is-best-for-storing-wine)).';
  await withProvider({ chat: [{ kind: 'text', content: answer }] }, async (handler, server) => {
    const response = await postJson(handler, ask('What humidity is best for storing wine?'));
    assertEquals(response.status, 200);
    const body = (await response.json()) as { choices: Array<{ message: { content: string } }>; sources: Array<{ url: string }>; mode: string };
    assertEquals(body.choices[0]?.message.content, answer);
    assertEquals(body.mode, 'provider');
    assertEquals(body.sources.map((source) => source.url), ['/resources/wine-storage-guide#what-humidity-is-best-for-storing-wine']);
    assertEquals((server.fake.chatRequests[0]?.body as { stream: boolean }).stream, false);
  });
});

Deno.test('provider: the system prompt carries the business facts and the passages for the question, with links', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'OK' }] }, async (handler, server) => {
    const response = await postJson(handler, ask('What humidity should a wine cellar be?'));
    await response.body?.cancel();
    const messages = (server.fake.chatRequests[0]?.body as { messages: Array<{ role: string; content: string }> }).messages;
    assertEquals(messages[0]?.role, 'system');
    const system = messages[0]?.content ?? '';
    for (const fact of ['15+ years', '500+ cellars', '4.9/5', '8-12 weeks', 'construction 5 years', 'climate systems 3 years', 'racking lifetime', '$50K-$200K+', '24 hours', '/quote']) {
      assertIncludes(system, fact);
    }
    assertIncludes(system, '/blog/wine-storage-climate-control#what-humidity-should-a-wine-cellar-be');
    assertIncludes(system, 'estimate_cost');
  });
});

Deno.test('provider: markup is stripped on the server before the model sees the message', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'OK' }] }, async (handler, server) => {
    const response = await postJson(handler, {
      messages: [
        { role: 'user', content: 'Hi <img src=x onerror=alert(1)>there' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: '<script>steal()</script>What humidity <b>should</b> I keep?' },
      ],
    });
    assertEquals(response.status, 200);
    await response.body?.cancel();
    const messages = (server.fake.chatRequests[0]?.body as { messages: Array<{ role: string; content: string }> }).messages;
    assertEquals(messages.slice(1), [
      { role: 'user', content: 'Hi there' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What humidity should I keep?' },
    ]);
  });
});

Deno.test('provider: upstream 429 and 402 become the spec errors, before any streaming', async () => {
  for (const stream of [false, true]) {
    await withProvider({ chat: [{ kind: 'status', status: 429 }] }, async (handler) => {
      const response = await postJson(handler, ask('hello', stream));
      assertEquals(response.status, 429);
      const { error } = await readError(response);
      assertEquals(error.code, 'rate_limited');
      assertIncludes(error.message, '429');
    });
    await withProvider({ chat: [{ kind: 'status', status: 402 }] }, async (handler) => {
      const response = await postJson(handler, ask('hello', stream));
      assertEquals(response.status, 402);
      const { error } = await readError(response);
      assertEquals(error.code, 'payment_required');
      assertIncludes(error.message, '402');
    });
  }
});

Deno.test('provider: upstream 500, a wrong key (401) and an unreachable server are 502 upstream_error', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (handler) => {
    const response = await postJson(handler, ask('hello', true));
    assertEquals(response.status, 502);
    assertEquals((await readError(response)).error.code, 'upstream_error');
  });
  await withProvider({ chat: [{ kind: 'text', content: 'never' }] }, async (handler) => {
    const response = await postJson(handler, ask('hello'));
    assertEquals(response.status, 502);
    const { error } = await readError(response);
    assertEquals(error.code, 'upstream_error');
    assertExcludes(error.message, 'sk-');
  }, { apiKey: 'sk-wrong' });
  // A port nobody listens on: the server is started and stopped first.
  const closed = serveFakeOpenAI();
  const baseUrl = closed.baseUrl;
  await closed.close();
  const provider = createProvider({ baseUrl, apiKey: null, model: 'm', timeoutMs: 2000, idleTimeoutMs: 2000 });
  const response = await postJson(offlineHandler({ provider }), ask('hello'));
  assertEquals(response.status, 502);
  assertEquals((await readError(response)).error.code, 'upstream_error');
});

Deno.test('provider: a hanging upstream is a 504 upstream_timeout after the request timeout, never a hang', async () => {
  for (const stream of [false, true]) {
    await withProvider({ chat: [{ kind: 'hang' }] }, async (handler) => {
      const started = Date.now();
      const response = await postJson(handler, ask('hello', stream));
      const elapsed = Date.now() - started;
      assertEquals(response.status, 504);
      assertEquals((await readError(response)).error.code, 'upstream_timeout');
      assert(elapsed >= 250 && elapsed < 3000, `answered after ${elapsed} ms`);
    }, { timeoutMs: 300 });
  }
});

Deno.test('provider: a stream that goes silent ends with an upstream_timeout error event after the idle timeout', async () => {
  await withProvider({ chat: [{ kind: 'stall', content: 'One two three four five', afterChunks: 2 }] }, async (handler) => {
    const response = await postJson(handler, ask('hello', true));
    assertEquals(response.status, 200);
    const { events, deltas } = await readSse(response);
    assertEquals(deltas, ['One ', 'two ']);
    assertEquals(events[events.length - 1], { error: { code: 'upstream_timeout', message: 'The AI service took too long to answer. Please try again.' } });
  }, { idleTimeoutMs: 200 });
});

Deno.test('provider: an error reported inside the stream ends it with an error event carrying the status', async () => {
  await withProvider({ chat: [{ kind: 'stream_error', content: 'Partial answer', error: { code: 429, message: 'Rate limited upstream' } }] }, async (handler) => {
    const response = await postJson(handler, ask('hello', true));
    const { events, content } = await readSse(response);
    assertEquals(content, 'Partial answer');
    const last = events[events.length - 1] as { error: { code: string; message: string } };
    assertEquals(last.error.code, 'rate_limited');
    assertIncludes(last.error.message, '429');
    assert(!events.includes('[DONE]'), 'no [DONE] after an error');
  });
});

Deno.test('provider: keep-alive pings while the stream is quiet', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'slow answer here', delayMs: 120 }] }, async (handler) => {
    const response = await postJson(handler, ask('hello', true));
    const { raw, content } = await readSse(response);
    assertEquals(content, 'slow answer here');
    assertIncludes(raw, ': ping');
  }, { keepAliveMs: 30 });
});

Deno.test('provider: a client that stops reading cancels the upstream request', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'word '.repeat(200), delayMs: 20 }] }, async (handler, server) => {
    const response = await postJson(handler, ask('hello', true));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    // The fake's stream ends (and the test's resource checks pass) only if the upstream fetch was aborted.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assertEquals(server.fake.chatRequests.length, 1);
  });
});

// ---------------------------------------------------------------- tools

Deno.test('tools: the model asks for estimate_cost and the next request carries the estimator result', async () => {
  for (const stream of [false, true]) {
    const script: FakeOpenAIScript = {
      chat: [
        { kind: 'tool_calls', calls: [{ id: 'call_cost', name: 'estimate_cost', arguments: { sizeBy: 'bottles', bottles: 1500 } }] },
        { kind: 'text', content: 'A 1,500-bottle cellar comes to the range above.' },
      ],
    };
    await withProvider(script, async (handler, server) => {
      const response = await postJson(handler, ask('How much does a 1,500 bottle cellar cost?', stream));
      assertEquals(response.status, 200);
      const content = stream ? (await readSse(response)).content : ((await response.json()) as { choices: Array<{ message: { content: string } }> }).choices[0]?.message.content;
      assertEquals(content, 'A 1,500-bottle cellar comes to the range above.');

      const [first, second] = server.fake.chatRequests;
      const offered = (first?.body as { tools: Array<{ function: { name: string } }>; tool_choice: string }).tools.map((tool) => tool.function.name);
      assertEquals(offered, ['estimate_cost', 'estimate_cooling_load', 'estimate_capacity']);
      const messages = (second?.body as { messages: Array<Record<string, unknown>> }).messages;
      const call = messages.find((message) => message.role === 'assistant' && Array.isArray(message.tool_calls)) as { tool_calls: Array<{ id: string; function: { name: string; arguments: string } }> };
      assertEquals(call.tool_calls[0]?.id, 'call_cost');
      assertEquals(JSON.parse(call.tool_calls[0]?.function.arguments ?? '{}'), { sizeBy: 'bottles', bottles: 1500 });
      const toolMessage = messages.find((message) => message.role === 'tool') as { tool_call_id: string; content: string };
      assertEquals(toolMessage.tool_call_id, 'call_cost');
      const result = JSON.parse(toolMessage.content) as CostEstimate;
      const expected = runTool('estimate_cost', { sizeBy: 'bottles', bottles: 1500 });
      assert(expected.ok && expected.tool === 'estimate_cost');
      assertEquals(result.total, expected.result.total);
      assertEquals(result.lines.map((line) => [line.key, line.low, line.high]), expected.result.lines.map((line) => [line.key, line.low, line.high]));
    });
  }
});

Deno.test('tools: bad arguments go back to the model as a readable error it can correct', async () => {
  const script: FakeOpenAIScript = {
    chat: [
      { kind: 'tool_calls', calls: [{ name: 'estimate_cooling_load', arguments: { length: 500, width: 8 } }] },
      { kind: 'text', content: 'That room is too long for the calculator.' },
    ],
  };
  await withProvider(script, async (handler, server) => {
    const response = await postJson(handler, ask('Cooling for a 500 ft room?'));
    assertEquals(response.status, 200);
    await response.body?.cancel();
    const messages = (server.fake.chatRequests[1]?.body as { messages: Array<{ role: string; content: string }> }).messages;
    const tool = JSON.parse(messages.find((message) => message.role === 'tool')?.content ?? '{}') as { error: { code: string; issues: Array<{ path: string }> } };
    assertEquals(tool.error.code, 'invalid_arguments');
    assertEquals(tool.error.issues[0]?.path, 'length');
  });
});

Deno.test('tools: at most three rounds, then the model must answer without tools', async () => {
  const script: FakeOpenAIScript = {
    chat: (_request, index) =>
      index < 10 ? { kind: 'tool_calls', calls: [{ name: 'estimate_capacity', arguments: {} }] } : { kind: 'text', content: 'never reached' },
  };
  await withProvider(script, async (handler, server) => {
    const response = await postJson(handler, ask('How many bottles fit?', true));
    const { events } = await readSse(response);
    assertEquals(events[events.length - 1], '[DONE]');
    assertEquals(server.fake.chatRequests.length, 4);
    const choices = server.fake.chatRequests.map((request) => (request.body as { tool_choice: string }).tool_choice);
    assertEquals(choices, ['auto', 'auto', 'auto', 'none']);
  });
});

Deno.test('tools: after a tool round the stream opens with a ping, so a later failure arrives as an error event', async () => {
  const script: FakeOpenAIScript = {
    chat: [{ kind: 'tool_calls', calls: [{ name: 'estimate_cost', arguments: { bottles: 900 } }] }, { kind: 'status', status: 429 }],
  };
  await withProvider(script, async (handler) => {
    const response = await postJson(handler, ask('What would 900 bottles cost?', true));
    assertEquals(response.status, 200);
    const { raw, events } = await readSse(response);
    assert(raw.startsWith(': ping'), 'the stream opens with a ping');
    const last = events[events.length - 1] as { error: { code: string; message: string } };
    assertEquals(last.error.code, 'rate_limited');
    assertIncludes(last.error.message, '429');
  });
});

Deno.test('tools: text before a tool call and the final answer are kept, separated by a blank line', async () => {
  const script: FakeOpenAIScript = {
    chat: [
      { kind: 'tool_calls', content: 'Let me size that.', calls: [{ name: 'estimate_cooling_load', arguments: { length: 10, width: 8, height: 8 } }] },
      { kind: 'text', content: 'You need about 1,455 BTU/h.' },
    ],
  };
  await withProvider(script, async (handler) => {
    const response = await postJson(handler, ask('Cooling for 10x8x8?', true));
    assertEquals((await readSse(response)).content, 'Let me size that.\n\nYou need about 1,455 BTU/h.');
  });
});

Deno.test('served by Deno.serve over loopback, a streamed provider answer arrives whole', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'Fifty-five degrees, steady.', delayMs: 15 }] }, async (handler) => {
    const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler);
    try {
      const response = await fetch(`http://127.0.0.1:${server.addr.port}/ai-chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ask('What temperature?', true)),
      });
      const { content, events } = await readSse(response);
      assertEquals(content, 'Fifty-five degrees, steady.');
      assertEquals(events[events.length - 1], '[DONE]');
    } finally {
      await server.shutdown();
    }
  });
});
