/**
 * ai-tools' dependencies from the function's environment: the same AI_*
 * provider settings as ai-chat (none: every tool answers from its local
 * engine alone), and the shared rate limiter, counted under its own scope.
 */
import { readProviderConfig } from '../_shared/ai/config.ts';
import { createProvider } from '../_shared/ai/provider.ts';
import { limitsFromEnv } from '../_shared/ai/rate-limit.ts';
import { denoEnv } from '../_shared/supabase-admin.ts';
import type { AiToolsDeps } from './handler.ts';

export function aiToolsDepsFromEnv(env = denoEnv()): AiToolsDeps {
  const config = readProviderConfig(env);
  return {
    provider: config ? createProvider(config) : null,
    timeoutMs: config?.timeoutMs,
    ...limitsFromEnv(env, 'ai-tools', 'AI_TOOLS_RATE_LIMIT', { perMinute: 30, perDay: 600 }),
  };
}
