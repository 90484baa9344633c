/**
 * The assistant part of `npm run bench` (docs/assistant.md): load on the ai-chat
 * function through the local backend on loopback, bounded in count and time.
 *   - offline expert: 20 concurrent callers, target p99 ≤ 50 ms
 *   - function overhead over a fake provider: p50 through ai-chat minus p50
 *     straight to the provider, one caller at a time, target ≤ 10 ms
 * The server rate limit is switched off for these backends only (docs/assistant.md).
 */
import { Agent, request } from 'node:http';
import { startBackend } from '../../backend/server.ts';
import { startFakeOpenAI } from '../../tests/support/fake-openai-node.ts';
import { percentile, runChatLoad, type ChatLoadResult } from './chat-load.ts';

export const CHAT_TARGETS = { offlineP99Ms: 50, overheadP50Ms: 10 } as const;

export interface ChatBenchResult {
  offline: ChatLoadResult;
  provider: ChatLoadResult;
  directProviderP50: number;
  overheadP50: number;
}

const NO_LIMIT = { AI_CHAT_RATE_LIMIT_PER_MINUTE: '0', AI_CHAT_RATE_LIMIT_PER_DAY: '0' };
const FAKE_KEY = 'bench-key';

/** p50 of posting a chat completion straight to the fake provider, one request at a time. */
async function directP50(providerUrl: string, requests: number): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(`${providerUrl}/v1/chat/completions`);
  const body = JSON.stringify({ model: 'fake-model', messages: [{ role: 'user', content: 'What humidity should a cellar be?' }], stream: false });
  const times: number[] = [];
  for (let index = 0; index < requests + 20; index += 1) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const call = request(
        target,
        { method: 'POST', agent, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${FAKE_KEY}`, 'Content-Length': Buffer.byteLength(body) } },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve());
        },
      );
      call.on('error', reject);
      call.end(body);
    });
    if (index >= 20) times.push(performance.now() - started);
  }
  agent.destroy();
  return percentile([...times].sort((a, b) => a - b), 0.5);
}

const format = (result: ChatLoadResult) =>
  `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors of ${result.completed}`;

export async function measureChat(): Promise<ChatBenchResult> {
  console.log('\nai-chat load (local backend on loopback):');
  const fake = await startFakeOpenAI({ apiKey: FAKE_KEY, chat: [{ kind: 'text', content: 'Keep the cellar at about 55°F and 60-70% relative humidity.' }] });
  const offlineBackend = await startBackend({ port: 0, quiet: true, functionsEnvFile: null, functionsEnv: NO_LIMIT });
  const providerBackend = await startBackend({
    port: 0,
    quiet: true,
    functionsEnvFile: null,
    functionsEnv: { ...NO_LIMIT, AI_BASE_URL: `${fake.url}/v1`, AI_API_KEY: FAKE_KEY, AI_MODEL: 'fake-model' },
  });
  try {
    const offline = await runChatLoad({ url: offlineBackend.url, anonKey: offlineBackend.anonKey, concurrency: 20, requests: 400, timeoutMs: 60_000, warmup: 200 });
    console.log(`  offline expert, 20 concurrent: ${format(offline)} → p99 ≤ ${CHAT_TARGETS.offlineP99Ms} ms: ${offline.p99 <= CHAT_TARGETS.offlineP99Ms ? 'ok' : 'MISS'}`);
    const provider = await runChatLoad({ url: providerBackend.url, anonKey: providerBackend.anonKey, concurrency: 1, requests: 200, timeoutMs: 60_000, warmup: 50 });
    const directProviderP50 = await directP50(fake.url, 200);
    const overheadP50 = provider.p50 - directProviderP50;
    console.log(`  through ai-chat to the fake provider, 1 at a time: ${format(provider)}`);
    console.log(`  straight to the fake provider: p50 ${directProviderP50.toFixed(1)} ms`);
    console.log(`  function overhead p50 ${overheadP50.toFixed(1)} ms ≤ ${CHAT_TARGETS.overheadP50Ms} ms: ${overheadP50 <= CHAT_TARGETS.overheadP50Ms ? 'ok' : 'MISS'}`);
    return { offline, provider, directProviderP50, overheadP50 };
  } finally {
    await Promise.all([offlineBackend.stop(), providerBackend.stop()]);
    await fake.close();
  }
}
