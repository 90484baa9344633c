import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export type FetchHandler = (request: Request) => Promise<Response>;
/** Takes over a connection that asked to switch protocols (the realtime websocket). */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const socketAddresses = new WeakMap<Request, string>();
const ABANDONED_UPLOAD_GRACE_MS = 10_000;

/**
 * The address of the socket a request came in on. Unlike X-Forwarded-For
 * (passed on to functions, and settable by any client) it cannot be chosen by
 * the caller, so the auth throttles key on it.
 */
export const clientAddress = (request: Request): string => socketAddresses.get(request) ?? 'unknown';

export interface ListeningServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a fetch-style handler (Request in, Response out) over node:http.
 * Bodies stream in both directions, so a function's server-sent events reach
 * the browser chunk by chunk; a client that hangs up aborts the Request's
 * signal, which cancels whatever the handler was waiting on upstream.
 */
export async function listen(handler: FetchHandler, host: string, port: number, upgrade?: UpgradeHandler): Promise<ListeningServer> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    void respond(handler, req, res, host);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (upgrade) upgrade(req, socket, head);
    else void refuseUpgrade(socket, Response.json({ message: 'Not found' }, { status: 404 }));
  });
  server.on('connection', (socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => closeServer(server, sockets),
  };
}

/** Answers an upgrade request with a plain HTTP response (the handshake is refused) and closes the connection. */
export async function refuseUpgrade(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.text());
  const headers = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`, 'Connection: close', `Content-Length: ${body.length}`];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push(`${name}: ${value}`);
  });
  if (!socket.writable) return;
  socket.end(Buffer.concat([Buffer.from(`${headers.join('\r\n')}\r\n\r\n`), body]));
}

function closeServer(server: Server, sockets: Set<import('node:net').Socket>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive and streaming connections would otherwise hold close() open.
    for (const socket of sockets) socket.destroy();
  });
}

async function respond(handler: FetchHandler, req: IncomingMessage, res: ServerResponse, host: string) {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const body = new IncomingBody(req);
  let response: Response;
  try {
    response = await handler(toRequest(req, host, abort.signal, body));
  } catch (error) {
    console.error('[backend] unhandled error', error);
    response = Response.json({ message: 'Internal server error' }, { status: 500 });
  }
  await writeResponse(response, res);
  // A handler that stopped reading an upload part-way (a 413) has answered; the
  // rest of the upload is read and dropped so the client, still sending, gets
  // that answer instead of a broken pipe. One that keeps sending for long is cut off.
  if (body.abandoned && !req.complete) {
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, ABANDONED_UPLOAD_GRACE_MS).unref();
  }
}

/**
 * The request body as a web stream, with backpressure. Unlike
 * Readable.toWeb(req), cancelling it neither destroys the socket (the answer
 * still has to go out) nor leaves Node pushing chunks into a closed stream
 * (which throws "Controller is already closed" and takes the process down):
 * the rest of the upload is discarded until the connection closes.
 */
class IncomingBody {
  abandoned = false;
  readonly stream: ReadableStream<Uint8Array>;

  constructor(req: IncomingMessage) {
    let done = false;
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (done) return;
          // A copy: the chunk may be a view of a buffer Node reuses.
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (done) return;
          done = true;
          controller.close();
        });
        req.on('error', (error) => {
          if (done) return;
          done = true;
          controller.error(error);
        });
      },
      pull: () => {
        req.resume();
      },
      cancel: () => {
        done = true;
        this.abandoned = true;
        req.resume();
      },
    });
  }
}

/** A Node message's headers as fetch Headers, repeated ones kept in order; HTTP/2 pseudo-headers (`:path`) left out. */
export function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < message.rawHeaders.length; i += 2) {
    const name = message.rawHeaders[i];
    const value = message.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined && !name.startsWith(':')) headers.append(name, value);
  }
  return headers;
}

function toRequest(req: IncomingMessage, host: string, signal: AbortSignal, body: IncomingBody): Request {
  const headers = headersOf(req);
  // Like Supabase's gateway: the caller's address is appended as the last X-Forwarded-For hop, after
  // whatever the client wrote there, and functions trust only that last hop (the rate limits key on it).
  const socketAddress = req.socket.remoteAddress;
  if (socketAddress) {
    const sent = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', sent ? `${sent}, ${socketAddress}` : socketAddress);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
  const request = new Request(url, {
    method,
    headers,
    signal,
    ...(hasBody ? { body: body.stream, duplex: 'half' } : {}),
  } as RequestInit);
  socketAddresses.set(request, req.socket.remoteAddress ?? 'unknown');
  return request;
}

async function writeResponse(response: Response, res: ServerResponse) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    res.end();
    return;
  }
  res.flushHeaders();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        break;
      }
      res.write(value);
    }
    res.end();
  } catch {
    // The upstream stream failed mid-way (or the client left): end the socket
    // so the browser sees a broken response rather than waiting forever.
    res.destroy();
  }
}
