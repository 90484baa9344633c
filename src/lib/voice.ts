/**
 * Voice input: records a webm clip with MediaRecorder and transcribes it
 * with the `voice-to-text` edge function (docs/product-spec.md §7: base64 audio in, text out).
 */
import { FunctionError, type FunctionErrorCode } from '@/lib/errors.ts';
import { functionErrorFrom, functionHeaders, functionUrl, invokeFunction } from '@/lib/functions.ts';

export const VOICE_TEXT = {
  start: 'Voice input',
  stop: 'Stop Recording',
  transcribing: 'Transcribing...',
  started: 'Recording started',
  transcribed: 'Voice transcribed successfully!',
  noMicrophone: 'Could not access microphone',
  failed: 'Transcription failed',
} as const;

/** Longest clip we record; the function rejects longer audio too. */
export const MAX_RECORDING_MS = 120_000;

/** What went wrong, under the spec's 'Transcription failed', chosen by the function's error code. */
export const VOICE_FAILURE_DETAILS: Partial<Record<FunctionErrorCode, string>> = {
  not_configured: 'Voice input is not set up on this site yet. Please type your question instead.',
  rate_limited: 'Too many recordings in a short time. Please wait a minute and try again.',
  audio_too_long: 'That recording is longer than 2 minutes. Please record a shorter one.',
  payload_too_large: 'That recording is too large. Please record a shorter one.',
  invalid_audio: 'The recording could not be read. Please try again.',
};

export function voiceFailureDetail(error: unknown): string | undefined {
  return error instanceof FunctionError ? VOICE_FAILURE_DETAILS[error.code] : undefined;
}

export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsDataURL(blob);
  });
}

export async function transcribe(audio: Blob): Promise<string> {
  const { text } = await invokeFunction<{ text: string }>('voice-to-text', { audio: await blobToBase64(audio) });
  return text.trim();
}

/** Whether the site has a transcription provider (voice-to-text answers GET without calling it). */
export async function transcriptionAvailable(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch(functionUrl('voice-to-text'), { method: 'GET', headers: await functionHeaders(), signal: signal ?? null });
  if (!response.ok) throw await functionErrorFrom(response);
  return ((await response.json()) as { available?: unknown }).available === true;
}

/** docs/product-spec.md §7: transcribed text is appended after a space. */
export const appendTranscript = (current: string, text: string): string => (current.trim() === '' ? text : `${current.replace(/\s+$/, '')} ${text}`);
