import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BodyTooLargeError, readBytesCapped } from '../http/body.ts';
import { bearerOf } from '../http/identity.ts';
import { headersOf } from '../http/node-adapter.ts';
import { CORS_HEADERS, json } from '../http/responses.ts';
import { verifyJwt } from '../core/jwt.ts';

export interface FunctionsRuntimeOptions {
  projectRoot: string;
  /** Default <projectRoot>/supabase/functions. */
  functionsDir?: string;
  /** Environment the functions see (SUPABASE_URL, keys, secrets). */
  env: Record<string, string>;
  jwtSecret: string;
  /** Functions with `verify_jwt = false` in config.toml; the others need a valid JWT, as on the gateway. */
  publicFunctions: string[];
  /** Largest request body passed on, by function name, else the default (backend/core/limits.ts). */
  bodyLimits: { default: number; byName: Readonly<Record<string, number>> };
  watch: boolean;
  log: (line: string) => void;
  /** Where function output (console.log in a function) goes. */
  output: (line: string) => void;
}

interface Host {
  process: ChildProcess;
  port: number;
  functions: string[];
  inFlight: number;
}

const READY_TIMEOUT_MS = 60_000;
const RETIRE_GRACE_MS = 60_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade', 'host'];

/** Minimal dotenv reading for supabase/functions/.env (the file `supabase secrets set --env-file` takes). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    let value = match[2] ?? '';
    if (/^"(.*)"$/.test(value)) value = value.slice(1, -1).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    else if (/^'(.*)'$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    env[match[1]] = value;
  }
  return env;
}

export function readEnvFile(path: string | null): Record<string, string> {
  return path && existsSync(path) ? parseEnvFile(readFileSync(path, 'utf8')) : {};
}

/**
 * The Node side of /functions/v1: starts the Deno host (backend/functions/host.ts),
 * waits until it has loaded every function, proxies requests to it with
 * bodies streaming back unbuffered, and in development restarts it when a
 * file under supabase/functions changes.
 */
export class FunctionsRuntime {
  private current: Promise<Host> | null = null;
  private watcher: FSWatcher | null = null;
  private restartTimer: NodeJS.Timeout | null = null;
  private stopping = false;
  /** Hosts replaced after a reload; their exit is expected. */
  private readonly retired = new WeakSet<ChildProcess>();
  private readonly functionsDir: string;

  constructor(private readonly options: FunctionsRuntimeOptions) {
    this.functionsDir = options.functionsDir ?? join(options.projectRoot, 'supabase', 'functions');
  }

  async start(): Promise<string[]> {
    this.current = this.spawnHost();
    const host = await this.current;
    if (this.options.watch) this.watchSources();
    return host.functions;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.watcher?.close();
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const host = await this.current?.catch(() => null);
    if (host) await kill(host.process);
  }

  private denoBinary(): string {
    const local = join(this.options.projectRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');
    return existsSync(local) ? local : 'deno';
  }

  private spawnHost(): Promise<Host> {
    const hostScript = fileURLToPath(new URL('./host.ts', import.meta.url));
    const child = spawn(
      this.denoBinary(),
      ['run', '--allow-net', '--allow-env', '--allow-read', '--no-lock', '--no-prompt', hostScript, this.functionsDir],
      {
        cwd: this.functionsDir,
        env: { ...process.env, ...this.options.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return new Promise<Host>((resolve, reject) => {
      let settled = false;
      const errors: string[] = [];
      const timer = setTimeout(() => fail(new Error('Deno did not report ready within 60 s')), READY_TIMEOUT_MS);
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`${error.message}${errors.length ? `\n${errors.join('\n')}` : ''}`));
      };
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!settled && line.startsWith('READY ')) {
          settled = true;
          clearTimeout(timer);
          const ready = JSON.parse(line.slice(6)) as { port: number; functions: string[]; failed: Record<string, string> };
          const failedNames = Object.keys(ready.failed);
          this.options.log(
            `functions: ${ready.functions.join(', ') || 'none'}${failedNames.length ? ` (failed to load: ${failedNames.join(', ')})` : ''}`,
          );
          resolve({ process: child, port: ready.port, functions: ready.functions, inFlight: 0 });
        } else {
          this.options.output(line);
        }
      });
      createInterface({ input: child.stderr! }).on('line', (line) => {
        if (!settled) errors.push(line);
        this.options.output(line);
      });
      child.on('error', (error) => fail(error));
      child.on('exit', (code, signal) => {
        fail(new Error(`Deno exited before it was ready (code ${code ?? signal})`));
        if (settled && !this.stopping && !this.retired.has(child)) this.options.log(`functions: Deno host exited (code ${code ?? signal}); it restarts on the next request`);
      });
    });
  }

  private watchSources() {
    if (!existsSync(this.functionsDir)) return;
    this.watcher = watch(this.functionsDir, { recursive: true }, (_event, file) => {
      if (!file || /(^|[\\/])(deno\.lock|node_modules|\.git)([\\/]|$)/.test(file) || file.endsWith('~')) return;
      if (this.restartTimer) clearTimeout(this.restartTimer);
      this.restartTimer = setTimeout(() => void this.restart(), 250);
    });
  }

  private async restart() {
    if (this.stopping) return;
    const previous = this.current;
    const next = this.spawnHost();
    try {
      await next;
    } catch (error) {
      this.options.log(`functions: reload failed, keeping the previous version: ${(error as Error).message}`);
      return;
    }
    this.current = next;
    this.options.log('functions: reloaded after a change in supabase/functions');
    const old = await previous?.catch(() => null);
    if (old) this.retire(old);
  }

  /** Stops an old host once its open requests (an SSE stream, say) finish, or after a grace period. */
  private retire(host: Host) {
    this.retired.add(host.process);
    const timer = setTimeout(() => void kill(host.process), RETIRE_GRACE_MS);
    const check = setInterval(() => {
      if (host.inFlight === 0) {
        clearInterval(check);
        clearTimeout(timer);
        void kill(host.process);
      }
    }, 200);
    timer.unref();
    check.unref();
  }

  private async host(): Promise<Host> {
    let host = await (this.current ?? Promise.reject(new Error('functions are not started')));
    if (host.process.exitCode !== null || host.process.signalCode !== null) {
      this.current = this.spawnHost();
      host = await this.current;
    }
    return host;
  }

  /** The cap is read as the body streams in, so an oversized body is refused without being held in memory. */
  bodyLimit(name: string): number {
    return Object.hasOwn(this.options.bodyLimits.byName, name) ? (this.options.bodyLimits.byName[name] ?? 0) : this.options.bodyLimits.default;
  }

  async handle(request: Request, path: string): Promise<Response> {
    const name = path.split('/')[1] ?? '';
    if (request.method !== 'OPTIONS' && !this.options.publicFunctions.includes(name)) {
      const token = bearerOf(request);
      if (!token) return json({ code: 401, message: 'Missing authorization header' }, 401);
      if (!(await verifyJwt(token, this.options.jwtSecret)).ok) return json({ code: 401, message: 'Invalid JWT' }, 401);
    }
    let host: Host;
    try {
      host = await this.host();
    } catch (error) {
      return json({ code: 'BOOT_ERROR', message: `The functions runtime is not running: ${(error as Error).message}` }, 503);
    }
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    // Compressed bodies would be decoded by fetch and re-sent with a stale header; ask for plain bytes.
    headers.set('accept-encoding', 'identity');
    const search = new URL(request.url).search;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let body: Uint8Array | undefined;
    try {
      body = hasBody ? await readBytesCapped(request, this.bodyLimit(name)) : undefined;
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // The runtime's own error shape, with CORS so a browser can read it.
      return json({ code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${error.limit} bytes` }, 413, {
        'access-control-allow-origin': CORS_HEADERS['access-control-allow-origin'] ?? '*',
      });
    }
    host.inFlight += 1;
    let upstream: Response;
    try {
      upstream = await forward(host.port, request.method, `${path}${search}`, headers, body, request.signal);
    } catch (error) {
      host.inFlight -= 1;
      if (request.signal.aborted) return new Response(null, { status: 499 });
      return json({ code: 'WORKER_ERROR', message: `Could not reach the function: ${(error as Error).message}` }, 502);
    }
    const responseHeaders = new Headers(upstream.headers);
    for (const header of HOP_BY_HOP) responseHeaders.delete(header);
    if (!upstream.body) {
      host.inFlight -= 1;
      return new Response(null, { status: upstream.status, headers: responseHeaders });
    }
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        host.inFlight -= 1;
      }
    };
    // Pass chunks straight through (no buffering), counting the request open until the stream ends.
    const tracked = upstream.body.pipeThrough(new TransformStream({ flush: finish }));
    request.signal.addEventListener('abort', finish, { once: true });
    return new Response(tracked, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
  }
}

// node:http with keep-alive costs the proxy a fraction of the CPU fetch (undici) takes per request,
// which under load is most of the gap between the functions host and the gateway.
const upstreamAgent = new HttpAgent({ keepAlive: true, maxSockets: 256 });

function forward(port: number, method: string, path: string, headers: Headers, body: Uint8Array | undefined, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = {};
    headers.forEach((value, name) => {
      outgoing[name] = value;
    });
    if (body) outgoing['content-length'] = String(body.byteLength);
    const call = httpRequest({ host: '127.0.0.1', port, method, path, headers: outgoing, agent: upstreamAgent, signal }, (incoming) => {
      const status = incoming.statusCode ?? 502;
      const bodyless = method === 'HEAD' || status === 204 || status === 304;
      if (bodyless) incoming.resume();
      resolve(
        new Response(bodyless ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
          status,
          statusText: incoming.statusMessage ?? '',
          headers: headersOf(incoming),
        }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
