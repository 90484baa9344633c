/**
 * The few assertions the functions' Deno tests need, without Node built-ins
 * or a registry download (Deno's std library is not vendored here).
 */

export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (value: unknown) => {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
};

export function assert(condition: unknown, message = 'Expected a truthy value'): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(`${message ? `${message}\n` : ''}Expected:\n${show(expected)}\nActual:\n${show(actual)}`);
  }
}

export function assertIncludes(text: string, part: string, message?: string): void {
  if (!text.includes(part)) throw new AssertionError(`${message ? `${message}\n` : ''}Expected to find ${show(part)} in:\n${text}`);
}

export function assertExcludes(text: string, part: string, message?: string): void {
  if (text.includes(part)) throw new AssertionError(`${message ? `${message}\n` : ''}Expected not to find ${show(part)} in:\n${text}`);
}

export function assertMatch(text: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(text)) throw new AssertionError(`${message ? `${message}\n` : ''}Expected ${pattern} to match:\n${text}`);
}

/** Fails unless `run` throws an Error with exactly this message. */
export function assertThrows(run: () => unknown, message: string): void {
  try {
    run();
  } catch (error) {
    if (error instanceof Error && error.message === message) return;
    throw new AssertionError(`Expected a throw with ${show(message)}, got ${show(error instanceof Error ? error.message : error)}`);
  }
  throw new AssertionError(`Expected a throw with ${show(message)}, but nothing was thrown`);
}
