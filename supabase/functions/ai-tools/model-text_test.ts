/** writeWithModel: the model's text stripped of markup and marked as its own; an empty reply or a failure is a note, never an error. */
import type { ChatProvider } from '../_shared/ai/provider.ts';
import { ApiError } from '../_shared/errors.ts';
import { assertEquals } from '../_shared/testing/assert.ts';
import { writeWithModel, type ModelTextRequest } from './model-text.ts';

const provider = (reply: () => Promise<string>): ChatProvider => ({
  model: 'fake-model',
  turn: async () => ({ content: await reply(), toolCalls: [], finishReason: 'stop' }),
});

const request: ModelTextRequest = {
  system: 'system',
  user: 'user',
  maxChars: 100,
  label: 'test text',
  emptyNote: 'Nothing came back.',
  failedNote: (message) => `No text this time: ${message}`,
};
const signal = new AbortController().signal;

Deno.test('writeWithModel: the reply without markup, by the model', async () => {
  assertEquals(await writeWithModel(provider(async () => '  <b>A sound</b> layout. '), request, signal), { text: 'A sound layout.', note: null, by: 'fake-model' });
});

Deno.test('writeWithModel: an empty reply is the empty note', async () => {
  assertEquals(await writeWithModel(provider(async () => ' <i></i> '), request, signal), { text: null, note: 'Nothing came back.', by: null });
});

Deno.test('writeWithModel: a failure is the failed note, with the contract error’s message or a plain one', async () => {
  const busy = provider(() => Promise.reject(new ApiError(429, 'rate_limited', 'The AI service is busy.')));
  assertEquals(await writeWithModel(busy, request, signal), { text: null, note: 'No text this time: The AI service is busy.', by: null });
  const down = provider(() => Promise.reject(new Error('socket hang up')));
  assertEquals(await writeWithModel(down, request, signal), { text: null, note: 'No text this time: The AI model could not be reached.', by: null });
});
