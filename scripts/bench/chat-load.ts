/**
 * A load driver for the ai-chat function: `concurrency` callers send
 * `requests` chat requests in total (or stop when `timeoutMs` runs out) and
 * each latency is measured from sending to the last byte of the answer.
 * `npm run bench` runs it against the local backend in offline mode and with
 * a fake provider (docs/assistant.md, "Load").
 *
 *   const result = await runChatLoad({ url: backend.url, anonKey: backend.anonKey, concurrency: 20, requests: 400, timeoutMs: 60_000 });
 *   // { rps, p50, p99, errors, … }
 *
 * Standalone: `tsx scripts/bench/chat-load.ts <url> <anon key> [concurrency] [requests]`.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface ChatLoadOptions {
  /** The backend's base URL (`http://127.0.0.1:54321`) or the function's own URL. */
  url: string;
  anonKey: string;
  concurrency: number;
  /** Measured requests in total (warm-up requests come on top). */
  requests: number;
  /** Time budget for the whole run; callers stop starting requests once it is spent. */
  timeoutMs: number;
  /** Per request; default the smaller of timeoutMs and 30 s. */
  requestTimeoutMs?: number;
  /** Ask for SSE (default false: one JSON answer). */
  stream?: boolean;
  /** Questions sent in turn; default a mix of the offline expert's kinds of answer. */
  questions?: readonly string[];
  /** Requests sent before measuring, to warm up JIT compilers and caches (default: concurrency). */
  warmup?: number;
  headers?: Record<string, string>;
}

export interface ChatLoadResult {
  /** Completed requests (successful or not) per second over the measured run. */
  rps: number;
  /** Latency percentiles of successful requests, in ms. */
  p50: number;
  p99: number;
  mean: number;
  max: number;
  /** Failed requests: network errors, timeouts, non-200 answers, streams without [DONE]. */
  errors: number;
  completed: number;
  durationMs: number;
  /** How many answers had each status ("network" for those that never got one). */
  statuses: Record<string, number>;
}

/** Representative questions: passages, business facts, each estimator, a greeting. */
export const DEFAULT_QUESTIONS = [
  'What temperature and humidity should a wine cellar be?',
  'How much does a 1,000-bottle custom cellar cost?',
  'What size cooling unit does a 10 × 8 × 8 ft cellar need?',
  'Do I need a vapor barrier, and which side does it go on?',
  'How many bottles fit on 30 feet of wall at 8 ft?',
  'What warranties do you offer?',
  'Why do so many wine cellars fail?',
  'How long does construction take?',
  'Cooling for a 12x10x8 room with a glass door',
  'Hello!',
] as const;

export function functionUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/functions\/v1\/ai-chat$/.test(trimmed) ? trimmed : `${trimmed}/functions/v1/ai-chat`;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One POST over a keep-alive connection, resolved with the status and body.
 * node:http rather than fetch: on a 2-core machine undici's fetch costs the
 * load generator about three times the CPU per request, which it then takes
 * from the server being measured.
 */
function post(agent: HttpAgent | HttpsAgent, target: URL, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      {
        agent,
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    request.on('error', reject);
    request.end(body);
  });
}

export async function runChatLoad(options: ChatLoadOptions): Promise<ChatLoadResult> {
  const target = new URL(functionUrl(options.url));
  const questions = options.questions ?? DEFAULT_QUESTIONS;
  const requestTimeoutMs = options.requestTimeoutMs ?? Math.min(options.timeoutMs, 30_000);
  const headers = {
    apikey: options.anonKey,
    Authorization: `Bearer ${options.anonKey}`,
    'Content-Type': 'application/json',
    ...options.headers,
  };
  const agentOptions = { keepAlive: true, maxSockets: options.concurrency };
  const agent = target.protocol === 'https:' ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  let sequence = 0;

  async function once(): Promise<{ ok: boolean; status: string; ms: number }> {
    const question = questions[sequence % questions.length] ?? 'Hello!';
    sequence += 1;
    const body = JSON.stringify({ messages: [{ role: 'user', content: question }], stream: options.stream === true });
    const started = performance.now();
    try {
      const response = await post(agent, target, headers, body, requestTimeoutMs);
      const ms = performance.now() - started;
      const complete = options.stream ? response.text.includes('data: [DONE]') : response.text.includes('"choices"');
      return { ok: response.status === 200 && complete, status: String(response.status), ms };
    } catch (error) {
      return { ok: false, status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network', ms: performance.now() - started };
    }
  }

  try {
    const warmup = options.warmup ?? options.concurrency;
    await Promise.all(
      Array.from({ length: Math.min(warmup, options.concurrency) }, async (_, worker) => {
        for (let index = worker; index < warmup; index += options.concurrency) await once();
      }),
    );

    const deadline = performance.now() + options.timeoutMs;
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let started = 0;
    let errors = 0;
    const begin = performance.now();
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (started < options.requests && performance.now() < deadline) {
          started += 1;
          const result = await once();
          statuses[result.status] = (statuses[result.status] ?? 0) + 1;
          if (result.ok) latencies.push(result.ms);
          else errors += 1;
        }
      }),
    );
    const durationMs = performance.now() - begin;
    const sorted = latencies.sort((a, b) => a - b);
    const completed = latencies.length + errors;
    return {
      rps: round((completed / durationMs) * 1000),
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
      errors,
      completed,
      durationMs: Math.round(durationMs),
      statuses,
    };
  } finally {
    agent.destroy();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  const [url, anonKey, concurrency = '20', requests = '400'] = process.argv.slice(2);
  if (!url || !anonKey) {
    console.error('usage: tsx scripts/bench/chat-load.ts <url> <anon key> [concurrency] [requests]');
    process.exit(2);
  }
  runChatLoad({ url, anonKey, concurrency: Number(concurrency), requests: Number(requests), timeoutMs: 120_000 }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
