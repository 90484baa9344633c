/** What the ai-tools tests share: the dispatcher with a roomy rate limit and no provider, a tool's request, and a scripted model for one test. */
import { createProvider } from '../_shared/ai/provider.ts';
import { createMemoryRateLimiter } from '../_shared/ai/rate-limit.ts';
import { serveFakeOpenAI, type FakeOpenAIServer } from '../_shared/testing/deno-fake-openai.ts';
import { postJson } from '../_shared/testing/deno-helpers.ts';
import type { FakeOpenAIScript } from '../_shared/testing/fake-openai.ts';
import { createAiToolsHandler, type AiToolsDeps } from './handler.ts';

export function aiToolsHandler(overrides: Partial<AiToolsDeps> = {}) {
  const rateLimiter = createMemoryRateLimiter('ai-tools', [{ name: 'minute', limit: 1000, seconds: 60 }]);
  return createAiToolsHandler({ provider: null, rateLimiter, identify: () => Promise.resolve('ip:test'), ...overrides });
}

/** POSTs `{ tool, input }` to a fresh dispatcher. */
export const postTool = (tool: string, input: unknown, deps: Partial<AiToolsDeps> = {}) => postJson(aiToolsHandler(deps), { tool, input }, {}, '/ai-tools');

/** Runs `run` with a provider backed by a fake OpenAI server that follows `script` (model "fake-model"). */
export async function withProvider(script: FakeOpenAIScript, run: (deps: Partial<AiToolsDeps>, server: FakeOpenAIServer) => Promise<void>) {
  const server = serveFakeOpenAI({ apiKey: 'sk-test', ...script });
  try {
    const provider = createProvider({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 5000, idleTimeoutMs: 5000 });
    await run({ provider, timeoutMs: 5000 }, server);
  } finally {
    await server.close();
  }
}
