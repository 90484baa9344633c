/**
 * The browser's one error vocabulary (docs/architecture.md, "Errors"):
 * every failure a page can meet is one of two typed errors that keep their
 * code on the way up, and a page picks its words from the code through
 * `messageFor`, never by searching the text.
 *
 * - `FunctionError`: an edge function's answer in the one error contract
 *   (supabase/functions/_shared/errors.ts), or a failure reaching it.
 * - `DbError`: a refusal from the database through supabase-js (a Postgres
 *   SQLSTATE such as `23505`, or PostgREST's own `PGRST…` codes).
 *
 * This module imports nothing at run time, so a page can tell errors apart
 * without loading the function client or supabase-js.
 */
import type { ApiErrorCode } from '@shared/error-codes.ts';

/** Every code the functions answer with, and the two the browser adds (an answer that is not the contract, a broken stream). */
export type FunctionErrorCode = ApiErrorCode | 'http_error' | 'stream_error';

export interface FunctionIssue {
  path: string;
  message: string;
}

export class FunctionError extends Error {
  /** `message` is the function's own words, fit to show; the status stays apart. */
  constructor(
    message: string,
    readonly status: number,
    readonly code: FunctionErrorCode,
    readonly issues: readonly FunctionIssue[] = [],
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** What supabase-js answers for a refused query or write. */
export interface PostgrestErrorLike {
  message: string;
  code?: string | undefined;
  details?: string | null | undefined;
  hint?: string | null | undefined;
}

/** The Postgres and PostgREST codes a page acts on, by name. */
export const DB_CODES = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  insufficientPrivilege: '42501',
  /** PostgREST: `.single()` found no row, or more than one. */
  notOneRow: 'PGRST116',
} as const;

export class DbError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(error: PostgrestErrorLike) {
    super(error.message);
    this.name = 'DbError';
    this.code = error.code ?? '';
    this.details = error.details ?? null;
    this.hint = error.hint ?? null;
  }
}

/** Throws a supabase-js error as a DbError that keeps its code, so a query or a mutation fails with it. */
export function throwIfError(error: PostgrestErrorLike | null): void {
  if (error) throw new DbError(error);
}

/** True when the database refused a second row with the same key. */
export const isUniqueViolation = (error: unknown): boolean => error instanceof DbError && error.code === DB_CODES.uniqueViolation;

/** The function's code of a failure, or null for anything that is not a FunctionError. */
export const functionCode = (error: unknown): FunctionErrorCode | null => (error instanceof FunctionError ? error.code : null);

/**
 * What a code means to a visitor wherever it happens, in the site's words:
 * the one map. Only codes that read the same on every surface are here; a
 * code whose meaning depends on the page (a provider that is not set up, an
 * answer that was too large, a refused input) keeps the page's fallback,
 * which quotes the function's own words. A surface whose words are fixed by
 * the product (the chat's toasts, the voice recorder's details; see
 * docs/architecture.md, "Errors") passes its own words for the codes it
 * knows; `messageFor` falls back to these, then to the surface's fallback.
 */
export const ERROR_MESSAGES: Readonly<Partial<Record<FunctionErrorCode, string>>> = {
  rate_limited: 'Too many requests in a short time. Please wait a minute and try again.',
};

export type MessageWords = Partial<Record<FunctionErrorCode, string>>;

/** The words for a failure: the surface's own for its code, else the site's (ERROR_MESSAGES), else `fallback`. */
export function messageFor(error: unknown, fallback: string, words: MessageWords = {}): string {
  const code = functionCode(error);
  if (code === null) return fallback;
  return words[code] ?? ERROR_MESSAGES[code] ?? fallback;
}

/** What a function said was wrong with the input (its first issue), or `fallback` for any other failure. */
export const issueMessage = (error: unknown, fallback: string) => (error instanceof FunctionError && error.issues[0] ? error.issues[0].message : fallback);

/** The words of any failure that has some (a FunctionError's are the function's own), else `fallback`. */
export const errorText = (error: unknown, fallback: string): string => (error instanceof Error && error.message !== '' ? error.message : fallback);
