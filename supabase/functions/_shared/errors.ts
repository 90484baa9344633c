/**
 * The one error contract of every edge function (docs/functions.md): a
 * failure answers `{ error: { code, message, issues? } }` with a matching
 * status, and the browser picks its message from the code
 * (src/lib/functions.ts), never from the text. One name per error:
 *
 * | code                | status | when |
 * |---------------------|--------|------|
 * | invalid_request     | 400    | the body is not JSON, or does not fit the function's schema (`issues` says where) |
 * | method_not_allowed  | 405    | anything but POST (and the OPTIONS preflight) |
 * | unauthorized        | 401    | the function needs a signed-in caller and got none (or an invalid token) |
 * | forbidden           | 403    | the caller is signed in but lacks the role (invite-contractor, and ai-tools' business tools: admin) |
 * | conflict            | 409    | someone else changed the thing first (a contract signed or changed by another request) |
 * | payload_too_large   | 413    | the body, a file or a saved calculation is over its limit |
 * | rate_limited        | 429    | too many requests from this caller, or the provider is busy |
 * | payment_required    | 402    | the provider's account cannot pay for the request |
 * | not_configured      | 503    | the function needs a provider that is not set up |
 * | invalid_audio       | 400    | voice-to-text: not audio, or not base64 |
 * | audio_too_long      | 413    | voice-to-text: over the spoken-length limit |
 * | upstream_error      | 502    | the provider answered with an error or could not be reached |
 * | upstream_timeout    | 504    | the provider took too long |
 * | internal_error      | 500    | anything unexpected (logged; no internals in the answer) |
 *
 * Messages still carry "429" and "402" where SPEC §8's texts did, for
 * callers that only read text; the site reads the code.
 */
import { corsHeaders } from './cors.ts';
import { MailNotConfigured } from './mail/mail.ts';

import { ERROR_CODES, type ApiErrorCode } from './error-codes.ts';

export { ERROR_CODES, type ApiErrorCode };

export interface ApiIssue {
  /** Dotted path into the request body, e.g. `messages.3.content`. */
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; issues?: ApiIssue[] };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { error: this.issues ? { code: this.code, message: this.message, issues: this.issues } : { code: this.code, message: this.message } };
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Issues from a schema library (zod's `error.issues`) as the contract's `issues`. */
export function toIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ApiIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** A 400 invalid_request whose message is the first issue's (or `fallback`). */
export function invalidRequest(issues: ApiIssue[], fallback = 'Invalid request'): ApiError {
  return new ApiError(400, 'invalid_request', issues[0]?.message ?? fallback, issues);
}

/** What a schema's `safeParse` answers; zod's classic and mini schemas both fit. */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * `value` as `schema` reads it, or a 400 invalid_request naming every issue.
 * `under` is where `value` sits in the body, so the issues' paths start there.
 */
export function parseRequest<T>(schema: SafeParser<T>, value: unknown, under?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = under === undefined ? result.error.issues : result.error.issues.map((issue) => ({ ...issue, path: [under, ...issue.path] }));
  throw invalidRequest(toIssues(issues));
}

/** The caller when signed in with the admin role; else the 401 or 403, in the function's own words. */
export function requireAdmin<C extends { isAdmin: boolean }>(caller: C | null, messages: { unauthorized: string; forbidden: string }): C {
  if (!caller) throw new ApiError(401, 'unauthorized', messages.unauthorized);
  if (!caller.isAdmin) throw new ApiError(403, 'forbidden', messages.forbidden);
  return caller;
}

/** The error for a mail the sender did not take: 503 when no mail is set up, else 502, in the function's own words. */
export function mailNotSent(cause: unknown, messages: { mailOff: string; mailFailed: string }): ApiError {
  if (cause instanceof MailNotConfigured) return new ApiError(503, 'not_configured', messages.mailOff);
  return new ApiError(502, 'upstream_error', messages.mailFailed);
}

export function errorResponse(error: ApiError): Response {
  const headers: Record<string, string> = error.status === 429 ? { 'Retry-After': '60' } : {};
  return jsonResponse(error.toBody(), error.status, headers);
}

/** Anything thrown → an ApiError; unexpected causes are logged and become a 500 without internals. */
export function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  console.error(cause);
  return new ApiError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

export const serverRateLimited = () =>
  new ApiError(429, 'rate_limited', 'Rate limit exceeded (429): too many requests from you in a short time. Please wait a minute and try again.');

/**
 * What an upstream (AI or transcription provider) status means for our
 * caller. `service` names the provider in the message ("AI service").
 */
export function upstreamStatusError(status: number, service: string): ApiError {
  if (status === 429) {
    return new ApiError(429, 'rate_limited', `Rate limit exceeded (429): the ${service} is busy. Please try again later.`);
  }
  if (status === 402) {
    return new ApiError(402, 'payment_required', `The ${service} is temporarily unavailable (402: payment required). Please try again later.`);
  }
  return new ApiError(502, 'upstream_error', `The ${service} answered with an error (${status}). Please try again later.`);
}

export const upstreamTimeout = (service: string) =>
  new ApiError(504, 'upstream_timeout', `The ${service} took too long to answer. Please try again.`);

export const upstreamUnreachable = (service: string) =>
  new ApiError(502, 'upstream_error', `The ${service} could not be reached. Please try again later.`);
