/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI,
 * OpenRouter, the Lovable gateway, Ollama, vLLM): one turn at a time,
 * streamed or not, with tool calls collected from either form. Failures come
 * out as ApiErrors with the statuses of docs/assistant.md; silence longer
 * than the idle timeout ends a stream instead of hanging it.
 */
import type { ProviderConfig } from './config.ts';
import { ApiError, upstreamStatusError, upstreamTimeout } from '../errors.ts';
import { SseParser } from './sse.ts';
import { postUpstream, upstreamFailure, type FetchLike, type Upstream } from './upstream.ts';

export const SERVICE_NAME = 'AI service';
const UPSTREAM: Upstream = { service: SERVICE_NAME, log: 'AI provider' };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A user turn may carry images for a vision-capable model (OpenAI-compatible content parts). */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export type ProviderMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface TurnRequest {
  messages: ProviderMessage[];
  tools?: ToolSpec[];
  /** 'none' on the last round, so the model answers instead of asking for more tools. */
  toolChoice?: 'auto' | 'none';
}

export interface TurnResult {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string | null;
}

export interface TurnOptions {
  /** Aborting it ends the turn; its `reason` is rethrown when it is an ApiError. */
  signal: AbortSignal;
  /** Given: the turn is streamed and each piece of text is passed on as it arrives. */
  onDelta?: (text: string) => void;
  /** Stop reading once the answer reaches this many characters. */
  maxChars?: number;
}

export interface ChatProvider {
  readonly model: string;
  turn(request: TurnRequest, options: TurnOptions): Promise<TurnResult>;
}

interface ChunkToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface Chunk {
  choices?: Array<{
    delta?: { content?: string | null; tool_calls?: ChunkToolCall[] };
    message?: { content?: string | null; tool_calls?: ToolCall[] };
    finish_reason?: string | null;
  }>;
  error?: { message?: string; code?: number | string };
}

const DEFAULT_MAX_CHARS = 12_000;

/** An error object inside a 200 answer (OpenRouter reports mid-stream failures this way). */
function embeddedError(chunk: Chunk): ApiError | null {
  if (!chunk.error) return null;
  const code = Number(chunk.error.code);
  console.error('AI provider reported an error:', chunk.error.message ?? chunk.error.code);
  return upstreamStatusError(Number.isInteger(code) && code >= 400 ? code : 502, SERVICE_NAME);
}

class ToolCallCollector {
  private readonly calls = new Map<number, ToolCall>();

  add(parts: ChunkToolCall[]) {
    parts.forEach((part, position) => {
      const index = part.index ?? position;
      const call = this.calls.get(index) ?? { id: '', type: 'function' as const, function: { name: '', arguments: '' } };
      if (part.id) call.id = part.id;
      if (part.function?.name) call.function.name += part.function.name;
      if (part.function?.arguments) call.function.arguments += part.function.arguments;
      this.calls.set(index, call);
    });
  }

  result(): ToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.function.name !== '');
  }
}

export function createProvider(config: ProviderConfig, fetchImpl: FetchLike = (input, init) => fetch(input, init)): ChatProvider {
  const url = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;

  const failure = (signal: AbortSignal, cause: unknown): ApiError => upstreamFailure(UPSTREAM, signal, cause);

  async function open(request: TurnRequest, stream: boolean, signal: AbortSignal): Promise<Response> {
    const body: Record<string, unknown> = { model: config.model, messages: request.messages, stream };
    if (request.tools && request.tools.length > 0) {
      body.tools = request.tools;
      body.tool_choice = request.toolChoice ?? 'auto';
    }
    return postUpstream(UPSTREAM, fetchImpl, url, { headers, body: JSON.stringify(body), signal });
  }

  function fromMessage(chunk: Chunk): TurnResult {
    const problem = embeddedError(chunk);
    if (problem) throw problem;
    const choice = chunk.choices?.[0];
    if (!choice?.message) throw new ApiError(502, 'upstream_error', `The ${SERVICE_NAME} sent an answer we could not read. Please try again.`);
    return {
      content: choice.message.content ?? '',
      toolCalls: (choice.message.tool_calls ?? []).map((call, index) => ({ ...call, id: call.id || `call_${index}` })),
      finishReason: choice.finish_reason ?? null,
    };
  }

  async function readStream(response: Response, options: TurnOptions): Promise<TurnResult> {
    const { signal, onDelta } = options;
    const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    if (!response.body) throw new ApiError(502, 'upstream_error', `The ${SERVICE_NAME} sent an empty answer. Please try again.`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    const tools = new ToolCallCollector();
    let content = '';
    let finishReason: string | null = null;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const idle = () =>
      new Promise<never>((_, reject) => {
        idleTimer = setTimeout(() => reject(upstreamTimeout(SERVICE_NAME)), config.idleTimeoutMs);
      });
    const aborted = new Promise<never>((_, reject) => {
      const onAbort = () => reject(failure(signal, null));
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    aborted.catch(() => {});

    const handle = (data: string): boolean => {
      if (data === '[DONE]') return true;
      let chunk: Chunk;
      try {
        chunk = JSON.parse(data) as Chunk;
      } catch {
        return false;
      }
      const problem = embeddedError(chunk);
      if (problem) throw problem;
      const choice = chunk.choices?.[0];
      if (!choice) return false;
      const text = choice.delta?.content ?? choice.message?.content ?? '';
      if (text) {
        const room = maxChars - content.length;
        const piece = text.length > room ? text.slice(0, Math.max(0, room)) : text;
        if (piece) {
          content += piece;
          onDelta?.(piece);
        }
        if (content.length >= maxChars) {
          finishReason = 'length';
          return true;
        }
      }
      if (choice.delta?.tool_calls) tools.add(choice.delta.tool_calls);
      if (choice.message?.tool_calls) tools.add(choice.message.tool_calls.map((call, index) => ({ index, ...call })));
      if (choice.finish_reason) finishReason = choice.finish_reason;
      return false;
    };

    try {
      let done = false;
      while (!done) {
        const next = await Promise.race([reader.read(), idle(), aborted]);
        clearTimeout(idleTimer);
        if (next.done) {
          for (const data of parser.flush()) if (handle(data)) break;
          break;
        }
        for (const data of parser.push(next.value)) {
          if (handle(data)) {
            done = true;
            break;
          }
        }
      }
    } catch (cause) {
      clearTimeout(idleTimer);
      reader.cancel().catch(() => {});
      throw cause instanceof ApiError ? cause : failure(signal, cause);
    }
    reader.cancel().catch(() => {});
    return { content, toolCalls: tools.result(), finishReason };
  }

  return {
    model: config.model,
    async turn(request, options) {
      const streaming = options.onDelta !== undefined;
      const response = await open(request, streaming, options.signal);
      const type = response.headers.get('content-type') ?? '';
      // Some servers ignore `stream: true` and answer in one piece; take it either way.
      if (!type.includes('text/event-stream')) {
        let parsed: Chunk;
        try {
          parsed = (await response.json()) as Chunk;
        } catch (cause) {
          throw cause instanceof ApiError ? cause : failure(options.signal, new ApiError(502, 'upstream_error', `The ${SERVICE_NAME} sent an answer we could not read.`));
        }
        const result = fromMessage(parsed);
        const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
        if (result.content.length > maxChars) result.content = result.content.slice(0, maxChars);
        if (streaming && result.content) options.onDelta?.(result.content);
        return result;
      }
      return readStream(response, options);
    },
  };
}
