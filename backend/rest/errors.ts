import { BodyTooLargeError } from '../http/body.ts';
import { json } from '../http/responses.ts';

/** An error in PostgREST's shape: `{ code, details, hint, message }` with its HTTP status. */
export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toResponse(): Response {
    return json({ code: this.code, details: this.details, hint: this.hint, message: this.message }, this.status);
  }
}

export const parseError = (what: string, value: string, details: string) =>
  new PgrstError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`, details);

interface PostgresErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPostgresError = (error: unknown): error is PostgresErrorLike =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

/** PostgREST's mapping from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, anonymous: boolean): number {
  if (code === '42501') return anonymous ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    P0001: 400,
    '21000': 400,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '22': 400,
    '23': 400,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
    '42': 400,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function toPgrstError(error: unknown, anonymous: boolean): PgrstError {
  if (error instanceof PgrstError) return error;
  if (error instanceof BodyTooLargeError) {
    // PostgREST has no limit of its own (the hosted gateway enforces one); PGRST413 is this backend's code for it.
    return new PgrstError(413, 'PGRST413', 'Payload too large', `The request body is larger than ${error.limit} bytes`);
  }
  if (error instanceof SyntaxError) return new PgrstError(400, 'PGRST102', 'Empty or invalid json', error.message);
  if (isPostgresError(error) && error.code) {
    return new PgrstError(statusForSqlState(error.code, anonymous), error.code, error.message, error.detail ?? null, error.hint ?? null);
  }
  console.error('[rest]', error);
  return new PgrstError(500, 'PGRST000', 'Unexpected failure in the local backend', error instanceof Error ? error.message : null);
}
