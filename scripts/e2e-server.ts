/**
 * What the browser suite runs against, started once per run and stopped by
 * Playwright (playwright.config.ts webServer):
 *   - the production build served like a static host;
 *   - one fresh in-memory local backend (one database, migrated and seeded
 *     once), its functions in the built-in offline mode, as a site without an
 *     AI provider runs;
 *   - a second functions host for the same backend whose functions are
 *     configured with a fake OpenAI-compatible provider on loopback. A
 *     function reads its provider from its environment when its host starts,
 *     as a deployment's secrets, so "with a provider" is a second host with
 *     other secrets, not a second backend: it talks to the same database,
 *     auth and mail through SUPABASE_URL, exactly as a deployed function
 *     does. Tests re-route one function's requests to it
 *     (tests/e2e/support/fake-provider.ts) to exercise streaming, Stop,
 *     transcription and the model's prose, and what those requests store is
 *     in the one database the rest of the test reads.
 */
import { join } from 'node:path';
import { startBackend } from '../backend/server.ts';
import { readProjectConfig } from '../backend/core/config-toml.ts';
import { LOCAL_ANON_KEY, LOCAL_BACKEND_HOST, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../backend/core/keys.ts';
import { resolveLimits } from '../backend/core/limits.ts';
import { FunctionsRuntime } from '../backend/functions/runtime.ts';
import { listen } from '../backend/http/node-adapter.ts';
import { json } from '../backend/http/responses.ts';
import { serveDist } from './serve-dist.ts';
import { startFakeOpenAI } from '../tests/support/fake-openai-node.ts';
import { e2eFakeAiScript } from '../tests/e2e/support/fake-ai-script.ts';
import { E2E_BACKEND_PORT, E2E_FAKE_AI_PORT, E2E_PROVIDER_BACKEND_PORT, E2E_SITE_PORT, E2E_SITE_URL } from '../tests/e2e/support/ports.ts';

const root = process.cwd();
const fake = await startFakeOpenAI(e2eFakeAiScript, E2E_FAKE_AI_PORT);
// Every browser test calls from 127.0.0.1, so they share one caller's allowance: raise it for the suite.
const LIMITS = { AI_CHAT_RATE_LIMIT_PER_MINUTE: '1000', AI_CHAT_RATE_LIMIT_PER_DAY: '100000' };

const backend = await startBackend({ port: E2E_BACKEND_PORT, siteUrl: E2E_SITE_URL, quiet: true, functionsEnvFile: null, functionsEnv: LIMITS });

const config = readProjectConfig(join(root, 'supabase', 'config.toml'));
const limits = resolveLimits();
const withProvider = new FunctionsRuntime({
  projectRoot: root,
  env: {
    ...LIMITS,
    SITE_URL: E2E_SITE_URL,
    AI_BASE_URL: `${fake.url}/v1`,
    AI_API_KEY: 'e2e-test-key',
    AI_MODEL: 'fake-model',
    TRANSCRIBE_BASE_URL: `${fake.url}/v1`,
    TRANSCRIBE_API_KEY: 'e2e-test-key',
    SUPABASE_URL: backend.url,
    SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
  },
  jwtSecret: LOCAL_JWT_SECRET,
  publicFunctions: config.publicFunctions,
  bodyLimits: { default: limits.functionBodyBytes, byName: limits.functionBodyBytesByName },
  watch: false,
  log: () => {},
  output: () => {},
});
await withProvider.start();
const providerHost = await listen(async (request) => {
  const path = new URL(request.url).pathname;
  if (!path.startsWith('/functions/v1/')) return json({ message: 'This host serves /functions/v1 only; the backend is at ' + backend.url }, 404);
  return withProvider.handle(request, path.slice('/functions/v1'.length));
}, LOCAL_BACKEND_HOST, E2E_PROVIDER_BACKEND_PORT);

const site = await serveDist({ port: E2E_SITE_PORT });
console.log(`e2e: site ${site.url}, backend ${backend.url} (offline functions), functions with the fake provider ${fake.url} on port ${providerHost.port}`);

const stop = async () => {
  await site.close();
  await providerHost.close();
  await withProvider.stop();
  await backend.stop();
  await fake.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
