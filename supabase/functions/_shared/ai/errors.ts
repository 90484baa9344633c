/**
 * The error contract of the assistant's functions (docs/assistant.md):
 * every failure answers `{ error: { code, message, issues? } }` with a status
 * the browser maps to the spec's messages. The message of a rate limit
 * carries "429" and that of a payment problem "402", because SPEC §8 picks
 * the visitor's toast by looking for those numbers in the error text.
 */
import { corsHeaders } from '../cors.ts';

export type ApiErrorCode =
  | 'invalid_request'
  | 'method_not_allowed'
  | 'request_too_large'
  | 'rate_limited'
  | 'payment_required'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'internal_error'
  | 'invalid_audio'
  | 'audio_too_large'
  | 'audio_too_long'
  | 'transcription_unavailable';

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
