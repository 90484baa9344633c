/**
 * Provider settings from the function's secrets (docs/assistant.md). No
 * base URL or no model means no provider: ai-chat then answers with the
 * built-in offline expert, and voice-to-text says transcription is off.
 */
import type { Capabilities } from '../../_domain/ai/capabilities.ts';
import type { Env } from '../supabase-admin.ts';

export interface ProviderConfig {
  /** OpenAI-compatible API root, without a trailing slash: `https://api.openai.com/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; null for servers that need none (a local Ollama). */
  apiKey: string | null;
  model: string;
  /** Whole request, every tool round included. */
  timeoutMs: number;
  /** Longest silence allowed between two pieces of a streamed answer. */
  idleTimeoutMs: number;
}

export interface TranscriptionConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_TIMEOUT_MS = 45_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 20_000;
export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';
export const DEFAULT_TRANSCRIBE_TIMEOUT_MS = 60_000;

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A whole number of milliseconds within sane bounds, or the default. */
export function readMs(value: string | undefined, fallback: number, min = 100, max = 600_000): number {
  const text = clean(value);
  if (text === null || !/^\d+$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

function validUrl(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimSlash(value) : null;
  } catch {
    return null;
  }
}

export function readProviderConfig(env: Env): ProviderConfig | null {
  const baseUrl = validUrl(clean(env.get('AI_BASE_URL')));
  const model = clean(env.get('AI_MODEL'));
  if (baseUrl === null || model === null) return null;
  return {
    baseUrl,
    apiKey: clean(env.get('AI_API_KEY')),
    model,
    timeoutMs: readMs(env.get('AI_TIMEOUT_MS'), DEFAULT_TIMEOUT_MS),
    idleTimeoutMs: readMs(env.get('AI_IDLE_TIMEOUT_MS'), DEFAULT_IDLE_TIMEOUT_MS),
  };
}

/**
 * Transcription may use its own provider, or share the chat provider's URL
 * and key. The chat key is only reused for the chat provider's own origin,
 * so it is never sent to a different host.
 */
export function readTranscriptionConfig(env: Env): TranscriptionConfig | null {
  const own = validUrl(clean(env.get('TRANSCRIBE_BASE_URL')));
  const chat = validUrl(clean(env.get('AI_BASE_URL')));
  const baseUrl = own ?? chat;
  if (baseUrl === null) return null;
  const sameOrigin = chat !== null && new URL(baseUrl).origin === new URL(chat).origin;
  return {
    baseUrl,
    apiKey: clean(env.get('TRANSCRIBE_API_KEY')) ?? (sameOrigin ? clean(env.get('AI_API_KEY')) : null),
    model: clean(env.get('TRANSCRIBE_MODEL')) ?? DEFAULT_TRANSCRIBE_MODEL,
    timeoutMs: readMs(env.get('TRANSCRIBE_TIMEOUT_MS'), DEFAULT_TRANSCRIBE_TIMEOUT_MS),
  };
}

/**
 * What a page may offer (`GET /functions/v1/ai-tools`): yes or no per
 * capability, nothing of the settings themselves. There is no separate
 * vision model: the text model is sent photos, and `AI_VISION=off` tells the
 * site that this model cannot read them, so photo readings are not offered.
 */
export function capabilitiesFromEnv(env: Env): Capabilities {
  const text = readProviderConfig(env) !== null;
  return {
    text,
    vision: text && clean(env.get('AI_VISION'))?.toLowerCase() !== 'off',
    transcription: readTranscriptionConfig(env) !== null,
  };
}
