/**
 * voice-to-text's dependencies from the function's environment: the
 * transcriber (TRANSCRIBE_* or the chat provider's AI_*), the rate limiter and
 * the caller's identity for it. Secrets and limits: docs/assistant.md.
 */
import { readTranscriptionConfig } from '../_shared/ai/config.ts';
import { limitsFromEnv } from '../_shared/ai/rate-limit.ts';
import { createTranscriber } from '../_shared/ai/transcription.ts';
import { denoEnv } from '../_shared/supabase-admin.ts';
import type { VoiceHandlerDeps } from './handler.ts';

export function voiceDepsFromEnv(env = denoEnv()): VoiceHandlerDeps {
  const config = readTranscriptionConfig(env);
  return {
    transcriber: config ? createTranscriber(config) : null,
    ...limitsFromEnv(env, 'voice-to-text', 'VOICE_RATE_LIMIT', { perMinute: 10, perDay: 100 }),
    timeoutMs: config?.timeoutMs,
  };
}
