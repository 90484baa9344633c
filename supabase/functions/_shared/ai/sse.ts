/**
 * Server-sent events, both ways: reading an OpenAI-style stream from a
 * provider and writing one to the browser. Web-standard APIs only, so the
 * same code runs in Deno, Node and the browser.
 */

const encoder = new TextEncoder();

/**
 * Incremental SSE parser: feed it decoded text as it arrives, get back the
 * `data` of every event completed so far. Follows the EventSource rules that
 * matter for chat streams: `\n`, `\r\n` or `\r` line ends, multi-line data
 * joined with `\n`, comments (`: ping`) and other fields ignored.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private sawData = false;

  push(text: string): string[] {
    this.buffer += text;
    const events: string[] = [];
    for (;;) {
      const end = this.lineEnd();
      if (end === null) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end.length);
      this.line(line, events);
    }
    return events;
  }

  /** The last event when the stream ends without a blank line after it. */
  flush(): string[] {
    const events: string[] = [];
    if (this.buffer !== '') {
      const rest = this.buffer;
      this.buffer = '';
      this.line(rest, events);
    }
    this.line('', events);
    return events;
  }

  private lineEnd(): { index: number; length: number } | null {
    const lf = this.buffer.indexOf('\n');
    const cr = this.buffer.indexOf('\r');
    if (cr === -1 && lf === -1) return null;
    if (cr === -1) return { index: lf, length: 1 };
    // A lone \r at the very end may be the first half of \r\n: wait for more.
    if (cr === this.buffer.length - 1) return lf === -1 ? null : { index: lf, length: 1 };
    if (lf === -1 || cr < lf) return { index: cr, length: this.buffer[cr + 1] === '\n' ? 2 : 1 };
    return { index: lf, length: 1 };
  }

  private line(line: string, events: string[]) {
    if (line === '') {
      if (this.sawData) events.push(this.data.join('\n'));
      this.data = [];
      this.sawData = false;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      this.data.push(value);
      this.sawData = true;
    }
  }
}

/** One `data:` event as text; objects are sent as JSON, `[DONE]` as is. */
export function sseEvent(payload: unknown): string {
  return `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

/** One `data:` event, encoded. */
export function sseData(payload: unknown): Uint8Array {
  return encoder.encode(sseEvent(payload));
}

/** Several events encoded at once. */
export function sseDataAll(payloads: readonly unknown[]): Uint8Array {
  return encoder.encode(payloads.map(sseEvent).join(''));
}

/** A comment line: ignored by readers, it keeps proxies from closing an idle stream. */
export function sseComment(text: string): Uint8Array {
  return encoder.encode(`: ${text}\n\n`);
}

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  // Stops nginx-style proxies from buffering the stream into one late answer.
  'X-Accel-Buffering': 'no',
};
