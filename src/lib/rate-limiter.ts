/**
 * Sliding-window limiter. docs/product-spec.md §9: the chat allows 5 messages per 60 s (the
 * default helper allows 10 per 60 s). It is a courtesy for the visitor; the
 * ai-chat function enforces its own limit in Postgres.
 */
export interface RateLimiter {
  /** Records an attempt and answers whether it is allowed. */
  tryAcquire: (now?: number) => boolean;
  /** Milliseconds until the next attempt would be allowed (0 when allowed now). */
  retryAfter: (now?: number) => number;
}

export function createRateLimiter(limit = 10, windowMs = 60_000): RateLimiter {
  const hits: number[] = [];
  const prune = (now: number) => {
    while (hits.length > 0 && (hits[0] ?? 0) <= now - windowMs) hits.shift();
  };
  return {
    tryAcquire(now = Date.now()) {
      prune(now);
      if (hits.length >= limit) return false;
      hits.push(now);
      return true;
    },
    retryAfter(now = Date.now()) {
      prune(now);
      return hits.length < limit ? 0 : (hits[0] ?? now) + windowMs - now;
    },
  };
}
