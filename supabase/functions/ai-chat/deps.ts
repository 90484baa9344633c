/**
 * ai-chat's dependencies from the function's environment (docs/assistant.md):
 * the provider when AI_* is set, the knowledge index parsed once per
 * instance, the rate limiter in Postgres (or memory without a database) and
 * the caller's identity for it.
 */
import { readMs, readProviderConfig } from '../_shared/ai/config.ts';
import { createProvider } from '../_shared/ai/provider.ts';
import { limitsFromEnv } from '../_shared/ai/rate-limit.ts';
import { knowledgeFromIndex } from '../_shared/knowledge/deno-load.ts';
import { denoEnv } from '../_shared/supabase-admin.ts';
import type { ChatHandlerDeps } from './handler.ts';

export function chatDepsFromEnv(env = denoEnv()): ChatHandlerDeps {
  const config = readProviderConfig(env);
  return {
    provider: config ? createProvider(config) : null,
    knowledge: knowledgeFromIndex(),
    ...limitsFromEnv(env, 'ai-chat', 'AI_CHAT_RATE_LIMIT', { perMinute: 20, perDay: 300 }),
    timeoutMs: config?.timeoutMs,
    offlineChunkDelayMs: readMs(env.get('AI_OFFLINE_CHUNK_DELAY_MS'), 0, 0, 200),
  };
}
