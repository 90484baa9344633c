/**
 * Request bodies read with a ceiling, as they stream in: a declared
 * Content-Length over the limit is refused before a byte is read, and a
 * chunked or lying body is cut off at the first chunk past it. Each service
 * turns BodyTooLargeError into a 413 in its own error shape.
 */
import { readBytesCapped as readCapped } from '../../supabase/functions/_shared/body.ts';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/**
 * JSON nested deeper than the limit. A SyntaxError on purpose: every service
 * already answers an unreadable JSON body with its own 400.
 */
export class JsonTooDeepError extends SyntaxError {
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`);
  }
}

/** The body's bytes within `maxBytes`; past it, BodyTooLargeError (the capped reader is the functions' own). */
export function readBytesCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return readCapped(request, maxBytes, () => new BodyTooLargeError(maxBytes));
}

export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBytesCapped(request, maxBytes));
}

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without
 * recursion (and so without the stack overflow a 5,000-deep document causes
 * further down). Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return deepest;
}

/** JSON.parse, refusing documents nested deeper than maxDepth; undefined for an empty body. */
export function parseJsonText(text: string, maxDepth: number): unknown {
  if (text.trim() === '') return undefined;
  if (jsonNestingDepth(text) > maxDepth) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text) as unknown;
}

export interface JsonBodyLimits {
  maxBytes: number;
  maxDepth: number;
}

/** Reads a JSON body within the limits; undefined when empty, a SyntaxError when it is not JSON or too deep. */
export async function readJsonCapped(request: Request, limits: JsonBodyLimits): Promise<unknown> {
  return parseJsonText(await readTextCapped(request, limits.maxBytes), limits.maxDepth);
}

/**
 * `decodeURIComponent` for path segments: a malformed escape (`%zz`, a lone
 * `%`) is the client's mistake, so it becomes the given 400, not a URIError.
 */
export function decodePathSegment(segment: string, invalid: () => Error): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalid();
  }
}
