/**
 * What the browser suite runs against, started and stopped by Playwright
 * (playwright.config.ts webServer):
 *   - the production build served like a static host;
 *   - a fresh in-memory local backend, assistant in its built-in offline mode;
 *   - a second backend whose functions use a fake OpenAI-compatible provider
 *     on loopback (tests re-route ai-chat/voice-to-text requests to it to
 *     exercise streaming, Stop and transcription).
 */
import { startBackend } from '../backend/server.ts';
import { serveDist } from './serve-dist.ts';
import { startFakeOpenAI } from '../tests/support/fake-openai-node.ts';
import { e2eFakeAiScript } from '../tests/e2e/support/fake-ai-script.ts';
import { E2E_BACKEND_PORT, E2E_FAKE_AI_PORT, E2E_PROVIDER_BACKEND_PORT, E2E_SITE_PORT, E2E_SITE_URL } from '../tests/e2e/support/ports.ts';

const fake = await startFakeOpenAI(e2eFakeAiScript, E2E_FAKE_AI_PORT);
// Every browser test calls from 127.0.0.1, so they share one caller's allowance: raise it for the suite.
const LIMITS = { AI_CHAT_RATE_LIMIT_PER_MINUTE: '1000', AI_CHAT_RATE_LIMIT_PER_DAY: '100000', INQUIRY_RATE_LIMIT_PER_MINUTE: '1000', INQUIRY_RATE_LIMIT_PER_DAY: '100000' };
const [offline, provider] = await Promise.all([
  startBackend({ port: E2E_BACKEND_PORT, siteUrl: E2E_SITE_URL, quiet: true, functionsEnvFile: null, functionsEnv: LIMITS }),
  startBackend({
    port: E2E_PROVIDER_BACKEND_PORT,
    siteUrl: E2E_SITE_URL,
    quiet: true,
    functionsEnvFile: null,
    functionsEnv: {
      ...LIMITS,
      AI_BASE_URL: `${fake.url}/v1`,
      AI_API_KEY: 'e2e-test-key',
      AI_MODEL: 'fake-model',
      TRANSCRIBE_BASE_URL: `${fake.url}/v1`,
      TRANSCRIBE_API_KEY: 'e2e-test-key',
    },
  }),
]);
const site = await serveDist({ port: E2E_SITE_PORT });
console.log(`e2e: site ${site.url}, backend ${offline.url} (offline), backend ${provider.url} (fake provider ${fake.url})`);

const stop = async () => {
  await site.close();
  await Promise.all([offline.stop(), provider.stop()]);
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
