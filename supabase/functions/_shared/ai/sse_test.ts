import { assertEquals } from '../testing/assert.ts';
import { SseParser, sseComment, sseData } from './sse.ts';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

Deno.test('SSE parser: events split across chunks, CRLF and CR line ends, comments and other fields', () => {
  const parser = new SseParser();
  const events = [
    ...parser.push('data: {"a":'),
    ...parser.push('1}\n'),
    ...parser.push('\n: ping\n\nevent: message\r\ndata: two\r\n\r'),
    ...parser.push('\ndata: three\r\rid: 7\n'),
  ];
  assertEquals(events, ['{"a":1}', 'two', 'three']);
});

Deno.test('SSE parser: multi-line data is joined, a missing final blank line is flushed', () => {
  const parser = new SseParser();
  assertEquals(parser.push('data: line one\ndata:line two\n\ndata: [DONE]'), ['line one\nline two']);
  assertEquals(parser.flush(), ['[DONE]']);
  assertEquals(parser.flush(), []);
});

Deno.test('SSE writer: data events and comments round-trip through the parser', () => {
  const parser = new SseParser();
  const text = decode(sseData({ choices: [{ delta: { content: 'a\nb' } }] })) + decode(sseComment('ping')) + decode(sseData('[DONE]'));
  assertEquals(parser.push(text), ['{"choices":[{"delta":{"content":"a\\nb"}}]}', '[DONE]']);
});
