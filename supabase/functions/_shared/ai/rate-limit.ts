/**
 * The server-side rate limit of the assistant's functions. The browser's
 * limit (docs/product-spec.md §9) is a courtesy; this one protects the provider bill and
 * holds across every instance of a function, because the Postgres version
 * keeps its hits in `public.rate_limit_hits` through `check_rate_limit`.
 */
import { serverRateLimited } from '../errors.ts';
import { createAdminClient, verifiedUserId, type Env } from '../supabase-admin.ts';
import { clientKey } from './client-key.ts';

export interface RateWindow {
  /** Part of the key, so each window counts separately: `minute`, `day`. */
  name: string;
  limit: number;
  seconds: number;
}

export interface RateLimiter {
  /** Records a hit for the key and answers whether it is within every window. */
  check(key: string): Promise<boolean>;
}

/** `check_rate_limit` through a service-role client (supabase-js `rpc`). */
export type RateLimitRpc = (
  fn: 'check_rate_limit',
  args: { p_key: string; p_limit: number; p_window_seconds: number },
) => PromiseLike<{ data: unknown; error: unknown }>;

const MAX_KEY_LENGTH = 200;

export function windowKey(scope: string, window: RateWindow, key: string): string {
  return `${scope}:${window.name}:${key}`.slice(0, MAX_KEY_LENGTH);
}

/**
 * The windows for a function from `<PREFIX>_PER_MINUTE` and `<PREFIX>_PER_DAY`
 * (e.g. AI_CHAT_RATE_LIMIT_PER_MINUTE); `0` turns that window off.
 */
export function readWindows(env: Env, prefix: string, defaults: { perMinute: number; perDay: number }): RateWindow[] {
  const read = (name: string, fallback: number) => {
    const text = env.get(`${prefix}_${name}`)?.trim();
    return text && /^\d+$/.test(text) ? Number(text) : fallback;
  };
  const windows: RateWindow[] = [
    { name: 'minute', limit: read('PER_MINUTE', defaults.perMinute), seconds: 60 },
    { name: 'day', limit: read('PER_DAY', defaults.perDay), seconds: 86_400 },
  ];
  return windows.filter((window) => window.limit > 0);
}

/**
 * Every window is checked at once, one round trip for all of them (each
 * call records its hit, so a request the minute window refuses still counts
 * towards the day). A database failure lets the request through (and is
 * logged): the assistant staying up matters more than a limit that only
 * exists to stop abuse.
 */
export function createPostgresRateLimiter(rpc: RateLimitRpc, scope: string, windows: RateWindow[]): RateLimiter {
  const checkWindow = async (window: RateWindow, key: string): Promise<boolean> => {
    try {
      const { data, error } = await rpc('check_rate_limit', {
        p_key: windowKey(scope, window, key),
        p_limit: window.limit,
        p_window_seconds: window.seconds,
      });
      if (error) throw error;
      return data !== false;
    } catch (cause) {
      console.error(`rate limit check failed for ${scope}; letting the request through:`, cause);
      return true;
    }
  };
  return {
    async check(key) {
      const answers = await Promise.all(windows.map((window) => checkWindow(window, key)));
      return answers.every(Boolean);
    },
  };
}

/**
 * The same sliding windows in memory, counted the same way (every window
 * records its own hit): for tests, and for one instance when no database is
 * configured.
 */
export function createMemoryRateLimiter(scope: string, windows: RateWindow[], now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    check(key) {
      let allowed = true;
      for (const window of windows) {
        const id = windowKey(scope, window, key);
        const since = now() - window.seconds * 1000;
        const recent = (hits.get(id) ?? []).filter((at) => at > since);
        if (recent.length >= window.limit) allowed = false;
        else recent.push(now());
        hits.set(id, recent);
      }
      return Promise.resolve(allowed);
    },
  };
}

export const unlimited: RateLimiter = { check: () => Promise.resolve(true) };

/** A function's limiter and how it names the caller a request counts against. */
export interface RequestLimits {
  rateLimiter: RateLimiter;
  /** The rate-limit key of a request (`user:<id>` or `ip:<address>`). */
  identify: (request: Request) => Promise<string>;
}

/**
 * Counts the request against its caller's limit before any of its body is
 * read, so refused, bad and oversized requests slow a client down like any
 * other; over the limit, the body is dropped and the 429 thrown.
 */
export async function enforceRateLimit(limits: RequestLimits, request: Request): Promise<void> {
  if (await limits.rateLimiter.check(await limits.identify(request))) return;
  await request.body?.cancel().catch(() => {});
  throw serverRateLimited();
}

/**
 * A function's rate limiter and caller identity from its environment: hits in
 * Postgres when the function has the service role (shared by every instance),
 * in memory otherwise; callers counted by verified user, else by address.
 */
export function limitsFromEnv(
  env: Env,
  scope: string,
  prefix: string,
  defaults: { perMinute: number; perDay: number },
): RequestLimits {
  const admin = env.get('SUPABASE_URL') && env.get('SUPABASE_SERVICE_ROLE_KEY') ? createAdminClient(env) : null;
  const windows = readWindows(env, prefix, defaults);
  return {
    rateLimiter: admin ? createPostgresRateLimiter((fn, args) => admin.rpc(fn, args), scope, windows) : createMemoryRateLimiter(scope, windows),
    identify: (request) => clientKey(request, (r) => (admin ? verifiedUserId(admin, r) : Promise.resolve(null))),
  };
}
