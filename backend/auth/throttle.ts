import type { Limits } from '../core/limits.ts';

// Past this many keys, expired ones are swept; past the hard cap the oldest go,
// so a flood of made-up addresses cannot grow the maps without bound.
const SWEEP_AT = 10_000;
const HARD_CAP = 100_000;

/** Failures per key in a sliding window, in memory (the backend is one process). */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key has no failures left in the window. */
  exhausted(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  fail(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > SWEEP_AT) this.sweep();
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  private sweep() {
    for (const key of [...this.failures.keys()]) this.recent(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size <= HARD_CAP) break;
      this.failures.delete(key);
    }
  }
}

/**
 * Runs tasks one at a time per key. Attempts on one account wait for the one
 * before them, so each sees the failures counted before it: a burst of
 * parallel guesses gets no further than the same guesses made in a row.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

export interface AuthThrottles {
  /** Password sign-ins and code verifications, one at a time per normalised email. */
  perAddress: KeyedQueue;
  /** Failed password sign-ins, by normalised email (whether or not it has an account). */
  signInByAccount: FailureCounter;
  /** Failed password sign-ins, by client socket address. */
  signInByIp: FailureCounter;
  /** Wrong email codes, by normalised email. */
  otpByAddress: FailureCounter;
  /** Failed verifications of codes and links, by client socket address. */
  otpByIp: FailureCounter;
  /** Wrong guesses at the code currently issued to an address; reset when a new code is issued. */
  wrongCodeGuesses: Map<string, number>;
}

export function createThrottles(limits: Limits, now: () => number = Date.now): AuthThrottles {
  const windowMs = limits.authWindowSeconds * 1000;
  return {
    perAddress: new KeyedQueue(),
    signInByAccount: new FailureCounter(limits.signInFailuresPerAccount, windowMs, now),
    signInByIp: new FailureCounter(limits.signInFailuresPerIp, windowMs, now),
    otpByAddress: new FailureCounter(limits.otpFailuresPerAddress, windowMs, now),
    otpByIp: new FailureCounter(limits.otpFailuresPerIp, windowMs, now),
    wrongCodeGuesses: new Map(),
  };
}
