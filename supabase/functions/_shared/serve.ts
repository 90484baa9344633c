/**
 * What every edge function does before and after its own work, in one place:
 * the CORS preflight, the method check, CORS headers on every answer, and
 * the catch-all that turns anything thrown into the error contract
 * (errors.ts) without leaking internals. A function's index.ts is then its
 * dependencies and one `Deno.serve(serve(handler))`.
 */
import { handlePreflight, withCors } from './cors.ts';
import { ApiError, errorResponse, toApiError } from './errors.ts';

export type Handler = (request: Request) => Promise<Response>;

export interface ServeOptions {
  /** Allowed methods besides the OPTIONS preflight. Default POST. */
  methods?: readonly string[];
}

export function serve(handler: Handler, options: ServeOptions = {}): Handler {
  const methods = options.methods ?? ['POST'];
  return async (request) => {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    try {
      if (!methods.includes(request.method)) {
        await request.body?.cancel().catch(() => {});
        throw new ApiError(405, 'method_not_allowed', `Use ${methods.join(' or ')} with a JSON body.`);
      }
      const response = await handler(request);
      return response.headers.has('Access-Control-Allow-Origin') ? response : withCors(response);
    } catch (cause) {
      return errorResponse(toApiError(cause));
    }
  };
}
