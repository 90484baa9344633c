/**
 * voice-to-text's dependencies from the function's environment: the
 * transcriber (TRANSCRIBE_* or the chat provider's AI_*), the rate limiter and
 * the caller's identity for it. Secrets and limits: docs/assistant.md.
 */
import { readTranscriptionConfig } from '../_shared/ai/config.ts';
import { clientKey } from '../_shared/ai/client-key.ts';
import { createMemoryRateLimiter, createPostgresRateLimiter, readWindows } from '../_shared/ai/rate-limit.ts';
import { createTranscriber } from '../_shared/ai/transcription.ts';
import { createAdminClient, denoEnv, verifiedUserId } from '../_shared/supabase-admin.ts';
import type { VoiceHandlerDeps } from './handler.ts';

export function voiceDepsFromEnv(env = denoEnv()): VoiceHandlerDeps {
  const config = readTranscriptionConfig(env);
  const admin = env.get('SUPABASE_URL') && env.get('SUPABASE_SERVICE_ROLE_KEY') ? createAdminClient(env) : null;
  const windows = readWindows(env, 'VOICE_RATE_LIMIT', { perMinute: 10, perDay: 100 });
  return {
    transcriber: config ? createTranscriber(config) : null,
    rateLimiter: admin
      ? createPostgresRateLimiter((fn, args) => admin.rpc(fn, args), 'voice-to-text', windows)
      : createMemoryRateLimiter('voice-to-text', windows),
    identify: (request) => clientKey(request, (r) => (admin ? verifiedUserId(admin, r) : Promise.resolve(null))),
    timeoutMs: config?.timeoutMs,
  };
}
