import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, JsonTooDeepError, decodePathSegment, jsonNestingDepth, parseJsonText, readBytesCapped } from './body.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readBytesCapped', () => {
  it('reads a body up to the limit', async () => {
    expect((await readBytesCapped(post('x'.repeat(10)), 10)).byteLength).toBe(10);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    await expect(readBytesCapped(post(body, { 'content-length': String(50 * 1024 * 1024) }), 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading a body without a length at the first chunk past the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1000));
      },
    });
    await expect(readBytesCapped(post(endless), 4500)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThan(10);
  });
});

describe('JSON depth', () => {
  it('counts nesting without recursion and ignores brackets in strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"{"')).toBe(0);
    expect(jsonNestingDepth('{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000))).toBe(100_000);
  });

  it('refuses a document deeper than the limit as a SyntaxError', () => {
    expect(parseJsonText('[[1]]', 2)).toEqual([[1]]);
    expect(() => parseJsonText('[[[1]]]', 2)).toThrow(JsonTooDeepError);
    expect(() => parseJsonText('[[[1]]]', 2)).toThrow(SyntaxError);
    expect(parseJsonText('  ', 2)).toBeUndefined();
  });
});

describe('decodePathSegment', () => {
  it('decodes escapes and turns a malformed one into the caller’s error', () => {
    expect(decodePathSegment('a%20b', () => new Error('bad'))).toBe('a b');
    expect(() => decodePathSegment('%zz', () => new RangeError('bad'))).toThrow(RangeError);
    expect(() => decodePathSegment('100%', () => new RangeError('bad'))).toThrow(RangeError);
  });
});
