/**
 * Calls Supabase edge functions with plain fetch: the anon key, or the
 * signed-in user's token when there is a session. This avoids loading
 * supabase-js (55 kB) just to reach a function from the landing page.
 */
import { ERROR_CODES, type ApiErrorCode } from '@shared/error-codes.ts';
import { env } from '@/lib/env.ts';
import { FunctionError, type FunctionErrorCode, type FunctionIssue } from './errors.ts';
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

/** A code from a function's answer, or `fallback` when the browser does not know it (it is never trusted as is). */
export const knownCode = (code: unknown, fallback: FunctionErrorCode): FunctionErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) ? (code as ApiErrorCode) : fallback;

/**
 * Turns a non-2xx answer (the one contract: `{ error: { code, message, issues? } }`) into a typed
 * FunctionError whose message is the function's words (fit to show) and whose status stays apart.
 */
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
  return new FunctionError(message, response.status, code, issues);
}

export async function invokeFunction<T>(name: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(functionUrl(name), { method: 'POST', headers: await functionHeaders(), body: JSON.stringify(body), signal: signal ?? null });
  if (!response.ok) throw await functionErrorFrom(response);
  return (await response.json()) as T;
}
