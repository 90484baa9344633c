import type { FakeOpenAIScript } from '../../../supabase/functions/_shared/testing/fake-openai.ts';

/** What the fake provider answers in the browser suite: a slow stream (so Stop can interrupt it) and a fixed transcript. */
export const SLOW_REPLY_WORDS = Array.from({ length: 40 }, (_, index) => `word${index + 1}`);
export const FAKE_TRANSCRIPT = 'What humidity should my wine cellar be';

export const e2eFakeAiScript: FakeOpenAIScript = {
  apiKey: 'e2e-test-key',
  chat: [{ kind: 'text', content: SLOW_REPLY_WORDS.join(' '), chunks: SLOW_REPLY_WORDS.map((word) => `${word} `), delayMs: 150 }],
  transcriptions: [{ kind: 'transcription', text: FAKE_TRANSCRIPT }],
};
