/**
 * An SSE answer that is only committed once there is something to send.
 * Until the first event, a failure (the provider's 429, a timeout) can still
 * become a proper JSON error with its status; after it, failures are sent as
 * a final `data: {"error": …}` event and the stream is closed. While the
 * stream is open and quiet, `: ping` comments keep proxies from dropping it.
 */
import { corsHeaders } from '../cors.ts';
import { toApiError } from '../errors.ts';
import { SSE_HEADERS, sseComment, sseData, sseDataAll } from './sse.ts';

export interface SseWriter {
  /** Sends one `data:` event (an object as JSON, or a string such as `[DONE]`). */
  send(payload: unknown): void;
  /** Sends several events in one write: the same events for the reader, far fewer chunks for every proxy on the way. */
  sendAll(payloads: readonly unknown[]): void;
  /** Sends events already encoded with `sseDataAll`. */
  sendEncoded(bytes: Uint8Array): void;
  /** Commits the stream with a `: ping` comment, so the client hears from us while work goes on. */
  ping(): void;
  /** True once the client has gone away; further sends are dropped. */
  readonly closed: boolean;
}

export interface SseStreamOptions {
  run: (writer: SseWriter) => Promise<void>;
  /** Called when the client disconnects, to stop upstream work. */
  onCancel: () => void;
  keepAliveMs: number;
}

/**
 * Resolves with the 200 event-stream response once the first event is sent
 * (or `run` finishes without sending any); rejects with run's error if it
 * fails before that.
 */
export function openSseStream(options: SseStreamOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let committed = false;
    let closed = false;
    let lastWrite = Date.now();
    let keepAlive: ReturnType<typeof setInterval> | undefined;

    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        closed = true;
        if (keepAlive !== undefined) clearInterval(keepAlive);
        options.onCancel();
      },
    });

    const commit = () => {
      if (committed) return;
      committed = true;
      keepAlive = setInterval(() => {
        if (!closed && Date.now() - lastWrite >= options.keepAliveMs) write(sseComment('ping'));
      }, options.keepAliveMs);
      resolve(new Response(stream, { status: 200, headers: { ...corsHeaders, ...SSE_HEADERS } }));
    };

    const write = (bytes: Uint8Array) => {
      if (closed) return;
      try {
        controller.enqueue(bytes);
        lastWrite = Date.now();
      } catch {
        closed = true;
      }
    };

    const close = () => {
      if (keepAlive !== undefined) clearInterval(keepAlive);
      if (closed) return;
      closed = true;
      try {
        controller.close();
      } catch {
        // Already closed by a cancel racing the end of the answer.
      }
    };

    const writer: SseWriter = {
      send(payload) {
        commit();
        write(sseData(payload));
      },
      sendAll(payloads) {
        commit();
        write(sseDataAll(payloads));
      },
      sendEncoded(bytes) {
        commit();
        write(bytes);
      },
      ping() {
        commit();
        write(sseComment('ping'));
      },
      get closed() {
        return closed;
      },
    };

    options.run(writer).then(
      () => {
        commit();
        close();
      },
      (cause: unknown) => {
        const error = toApiError(cause);
        if (!committed) {
          closed = true;
          reject(error);
          return;
        }
        write(sseData({ error: { code: error.code, message: error.message } }));
        close();
      },
    );
  });
}
