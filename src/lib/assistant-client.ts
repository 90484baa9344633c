/**
 * Talks to the `ai-chat` edge function (docs/assistant.md): the whole
 * conversation in, the reply streamed back as OpenAI-style SSE deltas, then
 * the pages it drew on. Used by the chat overlay and /voice-ai.
 */
import { FunctionError } from '@/lib/errors.ts';
import { functionErrorFrom, functionHeaders, functionUrl, knownCode } from '@/lib/functions.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatSource {
  title: string;
  url: string;
}

export interface ChatReply {
  content: string;
  sources: ChatSource[];
  mode: 'offline' | 'provider' | 'unknown';
}

interface StreamEvent {
  choices?: Array<{ delta?: { content?: string }; message?: { content?: string } }>;
  sources?: ChatSource[];
  mode?: ChatReply['mode'];
  error?: { code?: string; message?: string };
}

/** Streams a reply; `onDelta` gets each piece of text. Abort with `signal` to stop (the text so far is kept by the caller). */
export async function streamChat(messages: ChatTurn[], options: { signal?: AbortSignal; onDelta?: (text: string) => void } = {}): Promise<ChatReply> {
  const response = await fetch(functionUrl('ai-chat'), {
    method: 'POST',
    headers: await functionHeaders({ Accept: 'text/event-stream' }),
    body: JSON.stringify({ messages, stream: true }),
    signal: options.signal ?? null,
  });
  if (!response.ok) throw await functionErrorFrom(response);

  const reply: ChatReply = { content: '', sources: [], mode: 'unknown' };
  if (!response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const body = (await response.json()) as StreamEvent;
    reply.content = body.choices?.[0]?.message?.content ?? '';
    reply.sources = body.sources ?? [];
    reply.mode = body.mode ?? 'unknown';
    if (reply.content) options.onDelta?.(reply.content);
    return reply;
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (!data) continue;
      if (data === '[DONE]') return reply;
      const parsed = JSON.parse(data) as StreamEvent;
      if (parsed.error) throw new FunctionError(parsed.error.message ?? 'The assistant stopped unexpectedly', 502, knownCode(parsed.error.code, 'stream_error'));
      const delta = parsed.choices?.[0]?.delta?.content;
      if (delta) {
        reply.content += delta;
        options.onDelta?.(delta);
      }
      if (parsed.sources) reply.sources = parsed.sources;
      if (parsed.mode) reply.mode = parsed.mode;
    }
  }
  return reply;
}
