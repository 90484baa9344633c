/**
 * An OpenAI-compatible transcription client: `POST {base}/audio/transcriptions`
 * as multipart form data (file, model), answering `{ text }`. Errors map
 * like the chat provider's (upstream.ts), naming the transcription service.
 */
import type { AudioFormat } from './audio.ts';
import type { TranscriptionConfig } from './config.ts';
import { ApiError } from '../errors.ts';
import { postUpstream, upstreamFailure, type FetchLike, type Upstream } from './upstream.ts';

export const TRANSCRIPTION_SERVICE = 'transcription service';
const UPSTREAM: Upstream = { service: TRANSCRIPTION_SERVICE, log: 'transcription provider' };

/**
 * Words a visitor is likely to say, passed as Whisper's `prompt` so they are
 * spelled the way the site spells them.
 */
export const VOCABULARY_PROMPT =
  'Wine cellar design, construction and climate control: racking, vapor barrier, R-19 insulation, BTU, ductless split system, humidity, Bordeaux, Burgundy, magnums, WineCellarGPT.';

export interface Transcriber {
  transcribe(audio: Uint8Array, format: AudioFormat, signal: AbortSignal): Promise<string>;
}

export function createTranscriber(config: TranscriptionConfig, fetchImpl: FetchLike = (input, init) => fetch(input, init)): Transcriber {
  const url = `${config.baseUrl}/audio/transcriptions`;
  return {
    async transcribe(audio, format, signal) {
      const form = new FormData();
      // Copied into a fresh ArrayBuffer: a Blob part must not be a view on a shared buffer.
      form.append('file', new Blob([audio.slice().buffer], { type: format.mime }), `recording.${format.extension}`);
      form.append('model', config.model);
      form.append('prompt', VOCABULARY_PROMPT);
      form.append('response_format', 'json');
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
      const response = await postUpstream(UPSTREAM, fetchImpl, url, { headers, body: form, signal });
      let body: { text?: unknown };
      try {
        body = (await response.json()) as { text?: unknown };
      } catch (cause) {
        if (signal.aborted) throw upstreamFailure(UPSTREAM, signal, cause);
        throw new ApiError(502, 'upstream_error', `The ${TRANSCRIPTION_SERVICE} sent an answer we could not read (${String(cause)}).`);
      }
      if (typeof body.text !== 'string') throw new ApiError(502, 'upstream_error', `The ${TRANSCRIPTION_SERVICE} sent no text.`);
      return body.text.trim();
    },
  };
}
