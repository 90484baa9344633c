import { assert, assertEquals } from '../testing/assert.ts';
import { makeWav, makeWebm, toBase64 } from '../testing/audio-fixtures.ts';
import { ASSUMED_BITS_PER_SECOND, audioDuration, base64ByteLength, decodeBase64, detectFormat, normalizeBase64, webmDurationSeconds } from './audio.ts';

const near = (actual: number | null, expected: number, tolerance = 0.05) =>
  assert(actual !== null && Math.abs(actual - expected) <= tolerance, `expected about ${expected}, got ${actual}`);

Deno.test('base64: data URL prefixes, whitespace and URL-safe alphabets are accepted; anything else is not', () => {
  assertEquals(normalizeBase64('data:audio/webm;codecs=opus;base64,GkXf\now=='), 'GkXfow==');
  assertEquals(normalizeBase64('GkX-_w'), 'GkX+/w');
  assertEquals(normalizeBase64('not base64!'), null);
  assertEquals(normalizeBase64('A'), null);
  const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253]);
  const encoded = toBase64(bytes);
  assertEquals(base64ByteLength(encoded), bytes.length);
  assertEquals([...decodeBase64(encoded)], [...bytes]);
  assertEquals([...decodeBase64(encoded.replace(/=+$/, ''))], [...bytes]);
});

Deno.test('containers are recognised by their magic bytes', () => {
  assertEquals(detectFormat(makeWebm({ seconds: 1 }))?.mime, 'audio/webm');
  assertEquals(detectFormat(makeWav(1))?.mime, 'audio/wav');
  assertEquals(detectFormat(new Uint8Array([0, 0, 0, 0x20, ...new TextEncoder().encode('ftypM4A '), 0, 0, 0, 0]))?.mime, 'audio/mp4');
  assertEquals(detectFormat(new Uint8Array([...new TextEncoder().encode('OggS'), ...new Array<number>(20).fill(0)]))?.mime, 'audio/ogg');
  assertEquals(detectFormat(new Uint8Array([...new TextEncoder().encode('ID3'), ...new Array<number>(20).fill(0)]))?.mime, 'audio/mpeg');
  assertEquals(detectFormat(new TextEncoder().encode('<html><body>not audio</body></html>')), null);
  assertEquals(detectFormat(new Uint8Array([0x1a, 0x45])), null);
});

Deno.test('WebM as MediaRecorder writes it (unknown sizes, no Duration): the last block timecode', () => {
  near(webmDurationSeconds(makeWebm({ seconds: 7.5 })), 7.48);
  near(webmDurationSeconds(makeWebm({ seconds: 130, clusterMs: 30_000 })), 129.98);
});

Deno.test('WebM with known cluster sizes, and with a Duration element (which wins)', () => {
  near(webmDurationSeconds(makeWebm({ seconds: 3, knownSizes: true })), 2.98);
  near(webmDurationSeconds(makeWebm({ seconds: 2, duration: 95_000 })), 95);
});

Deno.test('a truncated WebM still reports what it holds, and never throws', () => {
  const whole = makeWebm({ seconds: 20 });
  near(webmDurationSeconds(whole.subarray(0, Math.floor(whole.length / 2))), 9.98, 0.3);
  for (let cut = 0; cut < 200; cut += 7) webmDurationSeconds(whole.subarray(0, cut));
});

Deno.test('duration: from the container when it can, otherwise estimated from the size', () => {
  const webm = makeWebm({ seconds: 12 });
  assertEquals(audioDuration(webm, detectFormat(webm)!).from, 'container');
  const wav = makeWav(4);
  near(audioDuration(wav, detectFormat(wav)!).seconds, 4);
  const mp3 = new Uint8Array(160_000);
  mp3.set([0xff, 0xfb, 0x90, 0x64]);
  const estimate = audioDuration(mp3, detectFormat(mp3)!);
  assertEquals(estimate, { seconds: (160_000 * 8) / ASSUMED_BITS_PER_SECOND, from: 'estimate' });
});
