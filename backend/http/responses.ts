import { readJsonCapped, type JsonBodyLimits } from './body.ts';

/**
 * CORS for every route the backend answers itself (functions answer their
 * own, as on the hosted platform). The allowed headers are what supabase-js
 * sends from a browser.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': [
    'apikey',
    'authorization',
    'x-client-info',
    'content-type',
    'prefer',
    'range',
    'range-unit',
    'accept-profile',
    'content-profile',
    'x-upsert',
    'x-metadata',
    'cache-control',
    'x-supabase-api-version',
    'x-retry-count',
    'x-region',
  ].join(', '),
  'access-control-expose-headers': 'content-range, content-type, content-length, content-location, location, x-total-count, link, etag, x-supabase-api-version',
  'access-control-max-age': '86400',
};

export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function preflight(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Reads a JSON body within the limits; undefined when empty, a SyntaxError when it is not JSON (or too deep). */
export const readJson = (request: Request, limits: JsonBodyLimits): Promise<unknown> => readJsonCapped(request, limits);

/** Reads a JSON object body ({} when empty); anything else is refused with the caller's own error. */
export async function readJsonObject(request: Request, limits: JsonBodyLimits, invalid: () => Error): Promise<Record<string, unknown>> {
  const parsed = await readJson(request, limits);
  if (parsed === undefined) return {};
  if (!isRecord(parsed)) throw invalid();
  return parsed;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
