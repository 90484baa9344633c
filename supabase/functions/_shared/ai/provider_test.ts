import { assertEquals } from '../testing/assert.ts';
import { createFakeOpenAI } from '../testing/fake-openai.ts';
import { createProvider } from './provider.ts';
import type { FetchLike } from './upstream.ts';

const config = { baseUrl: 'http://fake/v1', apiKey: null, model: 'm', timeoutMs: 1000, idleTimeoutMs: 1000 };
const through = (handler: (request: Request) => Promise<Response>): FetchLike => (input, init) => handler(new Request(input, init));
const signal = () => new AbortController().signal;

Deno.test('non-streamed tool calls are collected with their ids and JSON arguments', async () => {
  const fake = createFakeOpenAI({ chat: [{ kind: 'tool_calls', calls: [{ id: 'c1', name: 'estimate_capacity', arguments: { walls: [{ length: 10 }] } }] }] });
  const result = await createProvider(config, through(fake)).turn({ messages: [{ role: 'user', content: 'hi' }] }, { signal: signal() });
  assertEquals(result.toolCalls, [{ id: 'c1', type: 'function', function: { name: 'estimate_capacity', arguments: '{"walls":[{"length":10}]}' } }]);
  assertEquals(result.finishReason, 'tool_calls');
});

Deno.test('streamed tool call fragments are joined per index', async () => {
  const fake = createFakeOpenAI({
    chat: [{ kind: 'tool_calls', calls: [{ name: 'estimate_cost', arguments: { bottles: 800 } }, { name: 'estimate_capacity', arguments: {} }] }],
  });
  const deltas: string[] = [];
  const result = await createProvider(config, through(fake)).turn({ messages: [{ role: 'user', content: 'hi' }] }, { signal: signal(), onDelta: (text) => deltas.push(text) });
  assertEquals(result.toolCalls.map((call) => [call.function.name, call.function.arguments]), [
    ['estimate_cost', '{"bottles":800}'],
    ['estimate_capacity', '{}'],
  ]);
  assertEquals(deltas, []);
});

Deno.test('a server that ignores stream:true still delivers its answer as one delta', async () => {
  const plain: FetchLike = () =>
    Promise.resolve(
      new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Whole answer' }, finish_reason: 'stop' }] }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  const deltas: string[] = [];
  const result = await createProvider(config, plain).turn({ messages: [{ role: 'user', content: 'hi' }] }, { signal: signal(), onDelta: (text) => deltas.push(text) });
  assertEquals([result.content, deltas], ['Whole answer', ['Whole answer']]);
});

Deno.test('a streamed answer stops at the character cap', async () => {
  const fake = createFakeOpenAI({ chat: [{ kind: 'text', content: 'one two three four five six' }] });
  const deltas: string[] = [];
  const result = await createProvider(config, through(fake)).turn(
    { messages: [{ role: 'user', content: 'hi' }] },
    { signal: signal(), onDelta: (text) => deltas.push(text), maxChars: 10 },
  );
  assertEquals([result.content, result.finishReason, deltas.join('')], ['one two th', 'length', 'one two th']);
});

Deno.test('the request carries the model, the tools and the tool choice; the key only when set', async () => {
  const fake = createFakeOpenAI({ chat: [{ kind: 'text', content: 'ok' }] });
  const tools = [{ type: 'function' as const, function: { name: 'estimate_cost', description: 'd', parameters: { type: 'object' } } }];
  await createProvider({ ...config, apiKey: 'sk-1' }, through(fake)).turn({ messages: [{ role: 'user', content: 'hi' }], tools, toolChoice: 'none' }, { signal: signal() });
  await createProvider(config, through(fake)).turn({ messages: [{ role: 'user', content: 'hi' }] }, { signal: signal() });
  const [first, second] = fake.chatRequests;
  assertEquals(first?.headers.authorization, 'Bearer sk-1');
  assertEquals(first?.body, { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: false, tools, tool_choice: 'none' });
  assertEquals(second?.headers.authorization, undefined);
  assertEquals(second?.body, { model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: false });
});
