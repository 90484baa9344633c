/**
 * Calls Supabase edge functions with plain fetch: the anon key, or the
 * signed-in user's token when there is a session. This avoids loading
 * supabase-js (55 kB) just to reach a function from the landing page.
 */
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

export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** Turns a non-2xx answer (`{ error: { code, message } }`) into a FunctionError carrying the status. */
export async function functionErrorFrom(response: Response): Promise<FunctionError> {
  let code = 'http_error';
  let message = `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string } | string; message?: string };
    if (typeof body.error === 'object' && body.error) {
      code = body.error.code ?? code;
      message = body.error.message ?? message;
    } else if (typeof body.error === 'string') message = body.error;
    else if (body.message) message = body.message;
  } catch {
    // Not JSON: keep the status-based message.
  }
  return new FunctionError(`${message} (${response.status})`, response.status, code);
}

export async function invokeFunction<T>(name: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(functionUrl(name), { method: 'POST', headers: await functionHeaders(), body: JSON.stringify(body), signal: signal ?? null });
  if (!response.ok) throw await functionErrorFrom(response);
  return (await response.json()) as T;
}
