/**
 * Helpers for the assistant's Deno tests: the generated knowledge index
 * (loaded once per test process), requests to a handler, and an SSE reader
 * that keeps every event in order.
 */
import knowledgeIndex from '../knowledge/generated/knowledge-index.json' with { type: 'json' };
import { SseParser } from '../ai/sse.ts';
import { createKnowledgeSearch, type KnowledgeIndexJson, type KnowledgeSearch } from '../../_domain/knowledge/search.ts';

let knowledge: KnowledgeSearch | null = null;

export function testKnowledge(): KnowledgeSearch {
  knowledge ??= createKnowledgeSearch(knowledgeIndex as unknown as KnowledgeIndexJson);
  return knowledge;
}

export type Handler = (request: Request) => Promise<Response>;

export function postJson(handler: Handler, body: unknown, headers: Record<string, string> = {}, path = '/ai-chat'): Promise<Response> {
  return handler(
    new Request(`http://functions.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export interface SseRead {
  /** Every `data:` payload in order, JSON parsed except `[DONE]`. */
  events: unknown[];
  deltas: string[];
  content: string;
  /** The raw text, comments included. */
  raw: string;
}

export async function readSse(response: Response): Promise<SseRead> {
  const raw = await response.text();
  const parser = new SseParser();
  const data = [...parser.push(raw), ...parser.flush()];
  const events = data.map((item) => (item === '[DONE]' ? item : (JSON.parse(item) as unknown)));
  const deltas = events.flatMap((event) => {
    const content = (event as { choices?: Array<{ delta?: { content?: string } }> }).choices?.[0]?.delta?.content;
    return typeof content === 'string' ? [content] : [];
  });
  return { events, deltas, content: deltas.join(''), raw };
}

export interface ErrorShape {
  error: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

export async function readError(response: Response): Promise<ErrorShape> {
  return (await response.json()) as ErrorShape;
}
