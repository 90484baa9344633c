/**
 * The voice-to-text edge function: the handler (handler.ts) with its
 * dependencies from the environment (deps.ts).
 */
import { voiceDepsFromEnv } from './deps.ts';
import { createVoiceHandler } from './handler.ts';

Deno.serve(createVoiceHandler(voiceDepsFromEnv()));
