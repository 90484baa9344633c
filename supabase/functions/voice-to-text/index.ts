/**
 * The voice-to-text edge function; the handler is in handler.ts. Secrets
 * (TRANSCRIBE_* or the chat provider's AI_*) and limits: docs/assistant.md.
 */
import { readTranscriptionConfig } from '../_shared/ai/config.ts';
import { clientKey } from '../_shared/ai/client-key.ts';
import { createMemoryRateLimiter, createPostgresRateLimiter, readWindows } from '../_shared/ai/rate-limit.ts';
import { createTranscriber } from '../_shared/ai/transcription.ts';
import { createAdminClient, denoEnv, verifiedUserId } from '../_shared/supabase-admin.ts';
import { createVoiceHandler } from './handler.ts';

const env = denoEnv();
const config = readTranscriptionConfig(env);
const admin = env.get('SUPABASE_URL') && env.get('SUPABASE_SERVICE_ROLE_KEY') ? createAdminClient(env) : null;
const windows = readWindows(env, 'VOICE_RATE_LIMIT', { perMinute: 10, perDay: 100 });

Deno.serve(
  createVoiceHandler({
    transcriber: config ? createTranscriber(config) : null,
    rateLimiter: admin
      ? createPostgresRateLimiter((fn, args) => admin.rpc(fn, args), 'voice-to-text', windows)
      : createMemoryRateLimiter('voice-to-text', windows),
    identify: (request) => clientKey(request, (r) => (admin ? verifiedUserId(admin, r) : Promise.resolve(null))),
    timeoutMs: config?.timeoutMs,
  }),
);
