/**
 * CORS for edge functions the browser calls. The allowed request headers are
 * the ones supabase-js sends (its functions client adds x-region when a
 * region is chosen; postgrest-js adds x-retry-count on retries).
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count, x-region',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a CORS preflight, or null when the request is not one. */
export function handlePreflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}

/** Adds the CORS headers to a response the function built itself (a stream, say). */
export function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
