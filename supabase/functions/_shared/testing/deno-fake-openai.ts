/**
 * Serves the fake provider on a loopback port for Deno tests:
 *
 *   const server = serveFakeOpenAI({ chat: [{ kind: 'text', content: 'Hi' }] });
 *   … AI_BASE_URL = server.baseUrl …
 *   await server.close();
 */
import { createFakeOpenAI, type FakeOpenAI, type FakeOpenAIScript } from './fake-openai.ts';

export interface FakeOpenAIServer {
  /** The API root to configure as AI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  fake: FakeOpenAI;
  close(): Promise<void>;
}

export function serveFakeOpenAI(script: FakeOpenAIScript = {}): FakeOpenAIServer {
  const fake = createFakeOpenAI(script);
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, (request) => fake(request));
  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}/v1`,
    fake,
    async close() {
      fake.close();
      await server.shutdown();
    },
  };
}
