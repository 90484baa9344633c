/**
 * Voice input: records a webm clip with MediaRecorder and transcribes it
 * with the `voice-to-text` edge function (SPEC §7: base64 audio in, text out).
 */
import { invokeFunction } from '@/lib/functions.ts';

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

/** SPEC §7: transcribed text is appended after a space. */
export const appendTranscript = (current: string, text: string): string => (current.trim() === '' ? text : `${current.replace(/\s+$/, '')} ${text}`);
