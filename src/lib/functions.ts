/**
 * Calls Supabase edge functions with plain fetch: the anon key, or the
 * signed-in user's token when there is a session. This avoids loading
 * supabase-js (55 kB) just to reach a function from the landing page.
 */
import { ERROR_CODES, type ApiErrorCode } from '@shared/error-codes.ts';
import { env } from '@/lib/env.ts';
import { getSupabase, hasStoredSession } from '@/lib/supabase.ts';

export const functionUrl = (name: string) => `${env.supabaseUrl}/functions/v1/${name}`;

export async function functionHeaders(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  let token = env.supabaseAnonKey;
  if (hasStoredSession()) {
    const { data } = await (await getSupabase()).auth.getSession();
    if (data.session) token = data.session.access_token;
  }
  return { apikey: env.supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...extra };
}

/** Every code the functions answer with (supabase/functions/_shared/errors.ts), and the ones the browser adds. */
export type FunctionErrorCode = ApiErrorCode | 'http_error' | 'stream_error';

export interface FunctionIssue {
  path: string;
  message: string;
}

export class FunctionError extends Error {
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

/** What a function said was wrong with the input (its first issue), or `fallback` for any other failure. */
export const issueMessage = (error: unknown, fallback: string) => (error instanceof FunctionError && error.issues[0] ? error.issues[0].message : fallback);

/** A code from a function's answer, or `fallback` when the browser does not know it (it is never trusted as is). */
export const knownCode = (code: unknown, fallback: FunctionErrorCode): FunctionErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) ? (code as ApiErrorCode) : fallback;

/** Turns a non-2xx answer (the one contract: `{ error: { code, message, issues? } }`) into a typed FunctionError. */
export async function functionErrorFrom(response: Response): Promise<FunctionError> {
  let code: FunctionErrorCode = 'http_error';
  let message = `Request failed with status ${response.status}`;
  let issues: FunctionIssue[] = [];
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown; issues?: unknown } };
    code = knownCode(body.error?.code, code);
    if (typeof body.error?.message === 'string') message = body.error.message;
    if (Array.isArray(body.error?.issues)) issues = body.error.issues as FunctionIssue[];
  } catch {
    // Not JSON (a proxy's error page): keep the status-based message.
  }
  return new FunctionError(`${message} (${response.status})`, response.status, code, issues);
}

export async function invokeFunction<T>(name: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(functionUrl(name), { method: 'POST', headers: await functionHeaders(), body: JSON.stringify(body), signal: signal ?? null });
  if (!response.ok) throw await functionErrorFrom(response);
  return (await response.json()) as T;
}
