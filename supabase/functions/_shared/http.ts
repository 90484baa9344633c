/**
 * The JSON conventions every edge function answers with, so the browser can
 * turn a typed error code into a specific message:
 *   success → the function's own JSON body;
 *   failure → { error: <ErrorCode>, message, issues? } with a matching status.
 */
import { corsHeaders } from './cors.ts';

export type ErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'method_not_allowed'
  | 'unauthorized'
  | 'not_found'
  | 'payload_too_large'
  | 'rate_limited'
  | 'payment_required'
  | 'not_configured'
  | 'upstream_error'
  | 'internal_error';

/** One problem with the input: a dotted path into the body ("form.email", "attachments.0") and the message to show. */
export interface ValidationIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  issues?: ValidationIssue[];
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function error(status: number, code: ErrorCode, message: string, issues?: ValidationIssue[]): Response {
  const body: ErrorBody = issues ? { error: code, message, issues } : { error: code, message };
  return json(body, status);
}

/** A failure a handler can throw from anywhere; `toErrorResponse` turns it into the JSON above. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
  }
}

export function toErrorResponse(cause: unknown): Response {
  if (cause instanceof HttpError) return error(cause.status, cause.code, cause.message, cause.issues);
  console.error(cause);
  return error(500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

/** Reads a JSON body, or throws a 400 invalid_json. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body must be JSON.');
  }
}

/** Issues from a schema library (zod's `error.issues`) in the shape above. */
export function toIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): ValidationIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
