/**
 * POST /functions/v1/ai-chat (docs/assistant.md): the whole conversation in,
 * the assistant's answer out, streamed as OpenAI-style SSE or as one
 * chat.completion JSON. With a provider configured the model answers,
 * grounded in the site's passages and with the estimator as tools; without
 * one the built-in offline expert does.
 */
import { readJson } from '../_shared/body.ts';
import { ApiError, jsonResponse, parseRequest, upstreamTimeout } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import { SERVICE_NAME, type ChatProvider } from '../_shared/ai/provider.ts';
import { enforceRateLimit, type RequestLimits } from '../_shared/ai/rate-limit.ts';
import { openSseStream, type SseWriter } from '../_shared/ai/sse-response.ts';
import { sseDataAll } from '../_shared/ai/sse.ts';
import type { ExpertAnswer, Source } from '../_domain/expert/offline-expert.ts';
import { createOfflineExpert, type OfflineExpert } from '../_domain/expert/offline-expert.ts';
import { contentTerms, isRelevant, linkLabel, searchText } from '../_domain/expert/passages.ts';
import { runProviderChat } from './provider-chat.ts';
import { CHAT_LIMITS, chatRequestSchema, type ChatRequest } from '../_domain/expert/schema.ts';
import type { PromptPassage } from '../_domain/expert/system-prompt.ts';
import type { KnowledgeResult, KnowledgeSearch } from '../_domain/knowledge/search.ts';

export type ChatMode = 'offline' | 'provider';

export interface ChatHandlerDeps extends RequestLimits {
  /** null: no provider configured, the offline expert answers. */
  provider: ChatProvider | null;
  knowledge: KnowledgeSearch;
  /** Built from `knowledge` when not given. */
  expert?: OfflineExpert;
  /** Whole provider answer, every tool round included. Default 45 s. */
  timeoutMs?: number;
  /** Quiet time after which an open stream gets a `: ping`. Default 10 s. */
  keepAliveMs?: number;
  /** Pause between the offline expert's streamed chunks. Default 0 (as fast as the client reads). */
  offlineChunkDelayMs?: number;
}

const DEFAULT_TIMEOUT_MS = 45_000;
const DEFAULT_KEEP_ALIVE_MS = 10_000;
/** Passages given to the model for the latest question. */
const PROMPT_PASSAGES = 5;
/** Offline answers stream in pieces of about this many characters, cut after a word. */
const OFFLINE_CHUNK_CHARS = 24;
const OFFLINE_MODEL = 'winecellargpt-offline';

const clientClosed = () => new ApiError(499, 'upstream_error', 'The client closed the connection.');

/** The offline answer in small pieces, each ending after a word, so the browser renders it as it would a model's. */
export function offlineChunks(text: string, size = OFFLINE_CHUNK_CHARS): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  for (const word of words) {
    current += word;
    if (current.length >= size) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

async function readRequest(request: Request): Promise<ChatRequest> {
  return parseRequest(chatRequestSchema, await readJson(request, CHAT_LIMITS.maxBodyBytes, '{ "messages": [{ "role": "user", "content": "…" }], "stream": true }'));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function completion(content: string, sources: Source[], mode: ChatMode, model: string) {
  return {
    id: `chatcmpl-${crypto.randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    sources,
    mode,
  };
}

const delta = (content: string) => ({ choices: [{ index: 0, delta: { content } }] });

/** The passages cited in a provider's answer, or, when it cites none, the relevant ones it was given. */
function providerSources(content: string, given: readonly KnowledgeResult[], relevant: readonly KnowledgeResult[]): Source[] {
  const cited = given.filter((result) => content.includes(`](${result.url})`) || content.includes(`(${result.url}`));
  return (cited.length > 0 ? cited : relevant).map((result) => ({ title: linkLabel(result), url: result.url }));
}

export function createChatHandler(deps: ChatHandlerDeps): (request: Request) => Promise<Response> {
  const expert = deps.expert ?? createOfflineExpert(deps.knowledge);
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const keepAliveMs = deps.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  const chunkDelayMs = deps.offlineChunkDelayMs ?? 0;

  // The expert hands back the same object for a repeated question, so its stream is encoded once.
  const encodedAnswers = new WeakMap<ExpertAnswer, Uint8Array>();
  const encodedStream = (answer: ExpertAnswer) => {
    let bytes = encodedAnswers.get(answer);
    if (!bytes) {
      bytes = sseDataAll([...offlineChunks(answer.content).map(delta), { sources: answer.sources, mode: 'offline' }, '[DONE]']);
      encodedAnswers.set(answer, bytes);
    }
    return bytes;
  };

  function offline(request: ChatRequest): Promise<Response> {
    const answer = expert.answer(request.messages);
    if (!request.stream) return Promise.resolve(jsonResponse(completion(answer.content, answer.sources, 'offline', OFFLINE_MODEL)));
    let cancelled = false;
    return openSseStream({
      keepAliveMs,
      onCancel: () => {
        cancelled = true;
      },
      run: async (writer) => {
        // The whole answer is ready at once: without a typing delay it goes out as one write of many small events.
        if (chunkDelayMs === 0) return writer.sendEncoded(encodedStream(answer));
        const deltas = offlineChunks(answer.content).map(delta);
        const end = [{ sources: answer.sources, mode: 'offline' }, '[DONE]'];
        for (const event of deltas) {
          if (cancelled) return;
          writer.send(event);
          await sleep(chunkDelayMs);
        }
        writer.sendAll(end);
      },
    });
  }

  async function withProvider(provider: ChatProvider, chat: ChatRequest, request: Request): Promise<Response> {
    const latest = searchText(chat.messages[chat.messages.length - 1]?.content ?? '');
    // The model is grounded in what the offline expert would answer from: its reading of the question, its worked figures and its passages first.
    const { asks, figures, passages: given } = expert.ground(chat.messages, PROMPT_PASSAGES);
    const terms = contentTerms(latest);
    const relevant = given.filter((result) => isRelevant(result, terms));
    const passages: PromptPassage[] = given;
    const grounding = { asks, figures };

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(upstreamTimeout(SERVICE_NAME)), timeoutMs);
    const onClientGone = () => controller.abort(clientClosed());
    request.signal.addEventListener('abort', onClientGone, { once: true });
    const cleanUp = () => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onClientGone);
    };

    if (!chat.stream) {
      try {
        const result = await runProviderChat({ provider, messages: chat.messages, passages, grounding, signal: controller.signal });
        return jsonResponse(completion(result.content, providerSources(result.content, given, relevant), 'provider', provider.model));
      } finally {
        cleanUp();
      }
    }

    try {
      return await openSseStream({
        keepAliveMs,
        onCancel: () => controller.abort(clientClosed()),
        run: async (writer: SseWriter) => {
          try {
            const result = await runProviderChat({
              provider,
              messages: chat.messages,
              passages,
              grounding,
              signal: controller.signal,
              onDelta: (text) => writer.send(delta(text)),
              // The provider has answered once, so the stream can open: pings then cover the next rounds.
              onToolRound: () => writer.ping(),
            });
            writer.send({ sources: providerSources(result.content, given, relevant), mode: 'provider' });
            writer.send('[DONE]');
          } finally {
            cleanUp();
          }
        },
      });
    } catch (cause) {
      cleanUp();
      throw cause;
    }
  }

  return serve(async (request) => {
    await enforceRateLimit(deps, request);
    const chat = await readRequest(request);
    return deps.provider ? await withProvider(deps.provider, chat, request) : await offline(chat);
  });
}
