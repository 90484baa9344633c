/**
 * A POST to an OpenAI-compatible provider (chat completions, transcriptions),
 * how long our caller waits for it, and what its failures become for the
 * caller: an aborted request is the reason it was aborted with (our
 * timeout), one that could not be sent is unreachable, and a status the
 * provider answered is mapped by `upstreamStatusError`. What the provider
 * said is logged, never passed on.
 */
import { ApiError, upstreamStatusError, upstreamTimeout, upstreamUnreachable } from '../errors.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The provider asked: `service` names it to the caller ("AI service"), `log` in the server's log ("AI provider"). */
export interface Upstream {
  service: string;
  log: string;
}

export function upstreamFailure(upstream: Upstream, signal: AbortSignal, cause: unknown): ApiError {
  if (signal.aborted) return signal.reason instanceof ApiError ? signal.reason : upstreamTimeout(upstream.service);
  if (cause instanceof ApiError) return cause;
  console.error(`${upstream.log} request failed:`, cause);
  return upstreamUnreachable(upstream.service);
}

/** The provider's answer when its status is a success; anything else thrown as the ApiError our caller gets. */
export async function postUpstream(
  upstream: Upstream,
  fetchImpl: FetchLike,
  url: string,
  init: { headers: Record<string, string>; body: BodyInit; signal: AbortSignal },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', ...init });
  } catch (cause) {
    throw upstreamFailure(upstream, init.signal, cause);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    console.error(`${upstream.log} answered ${response.status}: ${detail.slice(0, 500)}`);
    throw upstreamStatusError(response.status, upstream.service);
  }
  return response;
}

/** `run` given a signal that aborts with our 504 after `timeoutMs`; the timer is cleared however it ends. */
export async function withUpstreamTimeout<T>(service: string, timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(upstreamTimeout(service)), timeoutMs);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
