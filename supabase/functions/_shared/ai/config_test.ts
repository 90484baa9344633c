import { assertEquals } from '../testing/assert.ts';
import { capabilitiesFromEnv, readProviderConfig, readTranscriptionConfig } from './config.ts';

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test('no base URL or no model: no provider (the offline expert answers)', () => {
  assertEquals(readProviderConfig(env({})), null);
  assertEquals(readProviderConfig(env({ AI_BASE_URL: 'https://api.openai.com/v1' })), null);
  assertEquals(readProviderConfig(env({ AI_MODEL: 'gpt-4o-mini' })), null);
  assertEquals(readProviderConfig(env({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })), null);
});

Deno.test('a provider: trailing slash trimmed, optional key, timeouts with defaults and bounds', () => {
  assertEquals(readProviderConfig(env({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.1' })), {
    baseUrl: 'http://localhost:11434/v1',
    apiKey: null,
    model: 'llama3.1',
    timeoutMs: 45_000,
    idleTimeoutMs: 20_000,
  });
  const config = readProviderConfig(env({ AI_BASE_URL: 'https://openrouter.ai/api/v1', AI_MODEL: ' openai/gpt-4o-mini ', AI_API_KEY: 'sk-or', AI_TIMEOUT_MS: '9000', AI_IDLE_TIMEOUT_MS: '5' }));
  assertEquals([config?.model, config?.apiKey, config?.timeoutMs, config?.idleTimeoutMs], ['openai/gpt-4o-mini', 'sk-or', 9000, 100]);
});

Deno.test('transcription: its own provider, or the chat provider with its key; never the chat key on another host', () => {
  assertEquals(readTranscriptionConfig(env({})), null);
  assertEquals(readTranscriptionConfig(env({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-chat' })), {
    baseUrl: 'https://api.openai.com/v1',
    apiKey: 'sk-chat',
    model: 'whisper-1',
    timeoutMs: 60_000,
  });
  const other = readTranscriptionConfig(env({ AI_BASE_URL: 'https://openrouter.ai/api/v1', AI_API_KEY: 'sk-chat', TRANSCRIBE_BASE_URL: 'https://api.groq.com/openai/v1' }));
  assertEquals([other?.baseUrl, other?.apiKey], ['https://api.groq.com/openai/v1', null]);
  const own = readTranscriptionConfig(env({ TRANSCRIBE_BASE_URL: 'https://api.groq.com/openai/v1', TRANSCRIBE_API_KEY: 'gsk', TRANSCRIBE_MODEL: 'whisper-large-v3' }));
  assertEquals([own?.apiKey, own?.model], ['gsk', 'whisper-large-v3']);
});

Deno.test('capabilities: a text model, a vision model unless AI_VISION=off, transcription; nothing of the settings themselves', () => {
  assertEquals(capabilitiesFromEnv(env({})), { text: false, vision: false, transcription: false });
  const model = { AI_BASE_URL: 'https://api.openai.com/v1', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-secret' };
  assertEquals(capabilitiesFromEnv(env(model)), { text: true, vision: true, transcription: true });
  assertEquals(capabilitiesFromEnv(env({ ...model, AI_VISION: 'off' })), { text: true, vision: false, transcription: true });
  assertEquals(capabilitiesFromEnv(env({ ...model, AI_VISION: ' OFF ' })).vision, false);
  // A transcription endpoint alone: voice input, but no model to write or read photos.
  assertEquals(capabilitiesFromEnv(env({ TRANSCRIBE_BASE_URL: 'https://api.openai.com/v1', TRANSCRIBE_API_KEY: 'sk-t' })), { text: false, vision: false, transcription: true });
  assertEquals(JSON.stringify(capabilitiesFromEnv(env(model))).includes('sk-secret'), false);
});
