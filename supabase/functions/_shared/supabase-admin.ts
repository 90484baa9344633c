/**
 * A service-role Supabase client for edge functions, from the environment
 * the platform provides (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY; the local
 * backend sets the same). It bypasses Row Level Security: use it only after
 * the function has validated its input.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface Env {
  get(name: string): string | undefined;
}

/** Deno's environment, reached through globalThis so this file also type-checks outside Deno. */
export function denoEnv(): Env {
  const deno = (globalThis as { Deno?: { env: Env } }).Deno;
  if (!deno) throw new Error('denoEnv() needs the Deno runtime');
  return deno.env;
}

export function requireEnv(env: Env, name: string): string {
  const value = env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function createAdminClient(env: Env = denoEnv()): SupabaseClient {
  return createClient(requireEnv(env, 'SUPABASE_URL'), requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The bearer token of a request, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1]?.trim() ?? null;
}

/** The role claim of a JWT, read without verifying it (only to skip a needless lookup). */
function unverifiedRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const decoded = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof decoded.role === 'string' ? decoded.role : null;
  } catch {
    return null;
  }
}

/**
 * The id of the signed-in user who sent the request, verified by the auth
 * server; null for anonymous callers (the anon key) and for tokens that do
 * not verify.
 */
export async function verifiedUserId(admin: SupabaseClient, request: Request): Promise<string | null> {
  return (await verifiedUser(admin, request))?.id ?? null;
}

/** A verified signed-in account: its id, its email (null when it has none) and when the auth server confirmed that email. */
export interface VerifiedUser {
  id: string;
  email: string | null;
  emailConfirmedAt: string | null;
}

/** The verified signed-in caller, or null as above. */
export async function verifiedUser(admin: SupabaseClient, request: Request): Promise<VerifiedUser | null> {
  const token = bearerToken(request);
  if (!token || unverifiedRole(token) !== 'authenticated') return null;
  const { data, error } = await admin.auth.getUser(token);
  return error || !data.user ? null : { id: data.user.id, email: data.user.email ?? null, emailConfirmedAt: data.user.email_confirmed_at ?? null };
}

/** A verified signed-in caller and whether it holds the admin role. */
export interface VerifiedCaller {
  userId: string;
  email: string | null;
  isAdmin: boolean;
}

/** The verified signed-in caller, or null (proposals, contracts, agents, invite-contractor). */
export async function verifiedCallerWithAdmin(admin: SupabaseClient, request: Request): Promise<VerifiedCaller | null> {
  const user = await verifiedUser(admin, request);
  if (!user) return null;
  const { data } = await admin.rpc('has_role', { _user_id: user.id, _role: 'admin' });
  return { userId: user.id, email: user.email, isAdmin: data === true };
}
