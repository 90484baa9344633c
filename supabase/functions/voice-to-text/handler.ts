/**
 * POST /functions/v1/voice-to-text (docs/assistant.md): `{ audio: <base64
 * of a recording> }` → `{ text }`. The recording is checked before anything
 * is paid for: size, that it is audio, and how long it plays.
 *
 * GET answers `{ available }`: whether a transcription provider is set up,
 * so a page can say so before the visitor speaks (the voice agent does). It
 * reaches no provider, so it is not rate limited.
 */
import { audioDuration, base64ByteLength, decodeBase64, detectFormat, normalizeBase64 } from '../_shared/ai/audio.ts';
import { readJson } from '../_shared/body.ts';
import { ApiError, jsonResponse } from '../_shared/errors.ts';
import { serve } from '../_shared/serve.ts';
import { enforceRateLimit, type RequestLimits } from '../_shared/ai/rate-limit.ts';
import { TRANSCRIPTION_SERVICE, type Transcriber } from '../_shared/ai/transcription.ts';
import { withUpstreamTimeout } from '../_shared/ai/upstream.ts';

export const VOICE_LIMITS = {
  /** Decoded audio: about 8 minutes of Opus at 128 kbit/s, far more at the rates browsers use for speech. */
  maxAudioBytes: 8 * 1024 * 1024,
  maxSeconds: 120,
} as const;

/** Base64 of the largest recording, plus room for a `data:` prefix and the JSON around it. */
const MAX_BODY_BYTES = Math.ceil(VOICE_LIMITS.maxAudioBytes / 3) * 4 + 1024;
const DEFAULT_TIMEOUT_MS = 60_000;

export const VOICE_MESSAGES = {
  unavailable: 'Voice transcription is not configured on this server.',
  tooLarge: `The recording is too large (max ${VOICE_LIMITS.maxAudioBytes / (1024 * 1024)} MB).`,
  tooLong: `The recording is too long (max ${VOICE_LIMITS.maxSeconds} seconds).`,
  missing: 'Send the recording as { "audio": "<base64 of a WebM recording>" }.',
  empty: 'The recording is empty.',
  notBase64: 'The audio is not valid base64.',
  notAudio: 'The recording is not in a supported format (WebM, Ogg, MP4, WAV or MP3).',
} as const;

export interface VoiceHandlerDeps extends RequestLimits {
  /** null: no transcription provider configured. */
  transcriber: Transcriber | null;
  timeoutMs?: number;
}

const tooLarge = () => new ApiError(413, 'payload_too_large', VOICE_MESSAGES.tooLarge);
const invalid = (message: string) => new ApiError(400, 'invalid_audio', message);

function readAudio(body: unknown) {
  const audio = (body as { audio?: unknown } | null)?.audio;
  if (typeof audio !== 'string') throw new ApiError(400, 'invalid_request', VOICE_MESSAGES.missing, [{ path: 'audio', message: 'Audio must be a base64 string' }]);
  const base64 = normalizeBase64(audio);
  if (base64 === null) throw invalid(VOICE_MESSAGES.notBase64);
  if (base64.length === 0) throw invalid(VOICE_MESSAGES.empty);
  if (base64ByteLength(base64) > VOICE_LIMITS.maxAudioBytes) throw tooLarge();
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(base64);
  } catch {
    throw invalid(VOICE_MESSAGES.notBase64);
  }
  const format = detectFormat(bytes);
  if (!format) throw invalid(VOICE_MESSAGES.notAudio);
  const duration = audioDuration(bytes, format);
  if (duration.seconds > VOICE_LIMITS.maxSeconds) throw new ApiError(413, 'audio_too_long', VOICE_MESSAGES.tooLong);
  return { bytes, format };
}

export function createVoiceHandler(deps: VoiceHandlerDeps): (request: Request) => Promise<Response> {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return serve(async (request) => {
    if (request.method === 'GET') return jsonResponse({ available: deps.transcriber !== null });
    const transcriber = deps.transcriber;
    if (!transcriber) {
      await request.body?.cancel().catch(() => {});
      throw new ApiError(503, 'not_configured', VOICE_MESSAGES.unavailable);
    }
    await enforceRateLimit(deps, request);
    const { bytes, format } = readAudio(await readJson(request, MAX_BODY_BYTES, '{ "audio": "<base64>" }', tooLarge));

    return jsonResponse({ text: await withUpstreamTimeout(TRANSCRIPTION_SERVICE, timeoutMs, (signal) => transcriber.transcribe(bytes, format, signal)) });
  }, { methods: ['GET', 'POST'] });
}
