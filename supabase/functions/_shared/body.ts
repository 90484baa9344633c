/**
 * Reads a request body as text without ever holding more than `maxBytes`:
 * a declared Content-Length over the cap is refused before reading, and a
 * chunked body is cut off as soon as it passes the cap.
 */
import { ApiError } from './errors.ts';

/** The contract's 413 for a body over `maxBytes`. */
export const bodyTooLarge = (maxBytes: number) => () =>
  new ApiError(413, 'payload_too_large', `The request is too large (max ${Math.round(maxBytes / 1024)} KB).`);

/**
 * The body's bytes, never holding more than `maxBytes`; `tooLarge` is what is
 * thrown past the cap. Shared with the local backend (backend/http/body.ts),
 * which throws its own error and answers in each service's shape.
 */
export async function readBytesCapped(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

export async function readLimitedText(request: Request, maxBytes: number, tooLarge: () => ApiError = bodyTooLarge(maxBytes)): Promise<string> {
  return new TextDecoder().decode(await readBytesCapped(request, maxBytes, tooLarge));
}

/** Parses JSON or throws a 400 invalid_request with the shape the function expects. */
export function parseJson(text: string, expected: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_request', `The request body must be JSON: ${expected}.`);
  }
}

/** A JSON body of at most `maxBytes`: 413 payload_too_large over it, 400 invalid_request when it is not JSON. */
export async function readJson(request: Request, maxBytes: number, expected: string, tooLarge?: () => ApiError): Promise<unknown> {
  return parseJson(await readLimitedText(request, maxBytes, tooLarge), expected);
}
