import { createMemoryRateLimiter } from '../_shared/ai/rate-limit.ts';
import { createTranscriber, VOCABULARY_PROMPT } from '../_shared/ai/transcription.ts';
import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { makeWav, makeWebm, toBase64 } from '../_shared/testing/audio-fixtures.ts';
import { serveFakeOpenAI } from '../_shared/testing/deno-fake-openai.ts';
import { postJson, readError } from '../_shared/testing/deno-helpers.ts';
import type { FakeTranscriptionReply, TranscriptionBody } from '../_shared/testing/fake-openai.ts';
import { createVoiceHandler, VOICE_LIMITS, VOICE_MESSAGES, type VoiceHandlerDeps } from './handler.ts';

const roomy = () => createMemoryRateLimiter('voice-to-text', [{ name: 'minute', limit: 1000, seconds: 60 }]);
const identify = () => Promise.resolve('ip:test');
const speech = toBase64(makeWebm({ seconds: 6 }));

async function withTranscriber(
  replies: FakeTranscriptionReply[],
  run: (handler: ReturnType<typeof createVoiceHandler>, requests: () => Array<{ headers: Record<string, string>; body: TranscriptionBody }>) => Promise<void>,
  overrides: Partial<VoiceHandlerDeps> & { timeoutMs?: number } = {},
) {
  const server = serveFakeOpenAI({ transcriptions: replies, apiKey: 'sk-voice' });
  try {
    const transcriber = createTranscriber({ baseUrl: server.baseUrl, apiKey: 'sk-voice', model: 'whisper-1', timeoutMs: 5000 });
    const handler = createVoiceHandler({ transcriber, rateLimiter: roomy(), identify, ...overrides });
    await run(handler, () => server.fake.requests.filter((request) => request.path.endsWith('/audio/transcriptions')) as never);
  } finally {
    await server.close();
  }
}

const post = (handler: ReturnType<typeof createVoiceHandler>, body: unknown, headers: Record<string, string> = {}) =>
  postJson(handler, body, headers, '/voice-to-text');

Deno.test('no provider configured: 503 not_configured with a clear message, with CORS', async () => {
  const handler = createVoiceHandler({ transcriber: null, rateLimiter: roomy(), identify });
  const response = await post(handler, { audio: speech });
  assertEquals(response.status, 503);
  assertEquals(response.headers.get('access-control-allow-origin'), '*');
  assertEquals((await readError(response)).error, { code: 'not_configured', message: 'Voice transcription is not configured on this server.' });
  const preflight = await handler(new Request('http://functions.test/voice-to-text', { method: 'OPTIONS' }));
  assertEquals(preflight.status, 204);
});

Deno.test('GET says whether transcription is available, without reaching the provider or the rate limit', async () => {
  const closed = createMemoryRateLimiter('voice-to-text', [{ name: 'minute', limit: 0, seconds: 60 }]);
  const probe = (transcriber: VoiceHandlerDeps['transcriber']) =>
    createVoiceHandler({ transcriber, rateLimiter: closed, identify })(new Request('http://functions.test/voice-to-text', { method: 'GET' }));
  const none = await probe(null);
  assertEquals(none.status, 200);
  assertEquals(none.headers.get('access-control-allow-origin'), '*');
  assertEquals(await none.json(), { available: false });
  // A provider nobody listens on: the probe must not call it.
  const transcriber = createTranscriber({ baseUrl: 'http://127.0.0.1:9', apiKey: 'sk-voice', model: 'whisper-1', timeoutMs: 5000 });
  assertEquals(await (await probe(transcriber)).json(), { available: true });
});

Deno.test('a WebM recording is sent as multipart audio/webm with the model, and its text comes back', async () => {
  await withTranscriber([{ kind: 'transcription', text: ' I want a cellar for 800 bottles. ' }], async (handler, requests) => {
    const response = await post(handler, { audio: `data:audio/webm;codecs=opus;base64,${speech}` });
    assertEquals(response.status, 200);
    assertEquals(response.headers.get('access-control-allow-origin'), '*');
    assertEquals(await response.json(), { text: 'I want a cellar for 800 bottles.' });
    const [sent] = requests();
    assertEquals(sent?.headers.authorization, 'Bearer sk-voice');
    assertEquals(sent?.body, {
      model: 'whisper-1',
      prompt: VOCABULARY_PROMPT,
      file: { name: 'recording.webm', type: 'audio/webm', size: makeWebm({ seconds: 6 }).length },
    });
  });
});

Deno.test('other containers go with their own type', async () => {
  await withTranscriber([{ kind: 'transcription', text: 'hello' }], async (handler, requests) => {
    const response = await post(handler, { audio: toBase64(makeWav(2)) });
    assertEquals(response.status, 200);
    await response.body?.cancel();
    assertEquals(requests()[0]?.body.file?.type, 'audio/wav');
  });
});

Deno.test('invalid input: no audio, not base64, empty, not a recording, not JSON', async () => {
  await withTranscriber([{ kind: 'transcription', text: 'never' }], async (handler, requests) => {
    const cases: Array<[unknown, number, string, string?]> = [
      [{}, 400, 'invalid_request', VOICE_MESSAGES.missing],
      [{ audio: 42 }, 400, 'invalid_request'],
      [{ audio: '%%%not base64%%%' }, 400, 'invalid_audio', VOICE_MESSAGES.notBase64],
      [{ audio: '' }, 400, 'invalid_audio', VOICE_MESSAGES.empty],
      [{ audio: btoa('<html>this is not a recording</html>') }, 400, 'invalid_audio', VOICE_MESSAGES.notAudio],
      ['{"audio":', 400, 'invalid_request'],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await post(handler, body);
      assertEquals(response.status, status, JSON.stringify(body));
      const { error } = await readError(response);
      assertEquals(error.code, code);
      if (message) assertEquals(error.message, message);
    }
    assertEquals(requests().length, 0);
  });
});

Deno.test('limits: over 8 MB is 413 payload_too_large; over 120 s is 413 audio_too_long; both before any provider call', async () => {
  await withTranscriber([{ kind: 'transcription', text: 'fine' }], async (handler, requests) => {
    const huge = 'A'.repeat(Math.ceil(VOICE_LIMITS.maxAudioBytes / 3) * 4 + 8);
    const large = await post(handler, { audio: huge });
    assertEquals(large.status, 413);
    assertEquals((await readError(large)).error.code, 'payload_too_large');

    const declared = await handler(
      new Request('http://functions.test/voice-to-text', { method: 'POST', headers: { 'content-length': String(20 * 1024 * 1024) }, body: '{}' }),
    );
    assertEquals(declared.status, 413);
    await declared.body?.cancel();

    const long = await post(handler, { audio: toBase64(makeWebm({ seconds: 125, clusterMs: 30_000 })) });
    assertEquals(long.status, 413);
    const { error } = await readError(long);
    assertEquals(error.code, 'audio_too_long');
    assertIncludes(error.message, '120 seconds');

    const declaredLong = await post(handler, { audio: toBase64(makeWebm({ seconds: 2, duration: 200_000 })) });
    assertEquals(declaredLong.status, 413);
    await declaredLong.body?.cancel();

    const ok = await post(handler, { audio: toBase64(makeWebm({ seconds: 115, clusterMs: 30_000 })) });
    assertEquals(ok.status, 200);
    await ok.body?.cancel();
    assertEquals(requests().length, 1);
  });
});

Deno.test('upstream failures map like ai-chat: 429, 402, 500 → 502, and a hang → 504', async () => {
  const expectations: Array<[FakeTranscriptionReply, number, string, string?]> = [
    [{ kind: 'status', status: 429 }, 429, 'rate_limited', '429'],
    [{ kind: 'status', status: 402 }, 402, 'payment_required', '402'],
    [{ kind: 'status', status: 500 }, 502, 'upstream_error'],
    [{ kind: 'hang' }, 504, 'upstream_timeout'],
  ];
  for (const [reply, status, code, inMessage] of expectations) {
    await withTranscriber([reply], async (handler) => {
      const started = Date.now();
      const response = await post(handler, { audio: speech });
      assertEquals(response.status, status);
      const { error } = await readError(response);
      assertEquals(error.code, code);
      if (inMessage) assertIncludes(error.message, inMessage);
      assert(Date.now() - started < 3000);
    }, { timeoutMs: 300 });
  }
});

Deno.test('the server rate limit applies per client', async () => {
  const limiter = createMemoryRateLimiter('voice-to-text', [{ name: 'minute', limit: 2, seconds: 60 }]);
  await withTranscriber([{ kind: 'transcription', text: 'ok' }], async (handler) => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await post(handler, { audio: speech });
      statuses.push(response.status);
      if (response.status === 429) assertIncludes((await readError(response)).error.message, '429');
      else await response.body?.cancel();
    }
    assertEquals(statuses, [200, 200, 429]);
  }, { rateLimiter: limiter });
});
