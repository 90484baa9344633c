/**
 * The one supabase-js client, created on first use. supabase-js is about
 * 55 kB gzipped, so it is never part of the first page load: auth restores
 * a stored session when the browser is idle, and forms load it on submit.
 * Session refresh is supabase-js's own (a check every 30 s, refreshing when
 * 3 or fewer ticks remain, docs/product-spec.md §9): configured here, not rewritten.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/lib/env.ts';

/** Where supabase-js keeps the session (its default name, set explicitly so auth can peek without loading it). */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

let client: Promise<SupabaseClient> | undefined;
const listeners = new Set<(client: SupabaseClient) => void>();

export function getSupabase(): Promise<SupabaseClient> {
  if (!client) {
    client = import('@supabase/supabase-js').then(({ createClient }) => {
      const created = createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
      });
      for (const listener of listeners) listener(created);
      return created;
    });
  }
  return client;
}

/** Called once the client exists, whoever created it (so auth state follows a sign-in on any page). */
export function onSupabaseCreated(listener: (client: SupabaseClient) => void): () => void {
  listeners.add(listener);
  void client?.then(listener);
  return () => listeners.delete(listener);
}

export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** A magic-link (or error) return carries the session in the URL hash. */
export function urlCarriesAuth(): boolean {
  return /(^|[#&])(access_token|error_description)=/.test(window.location.hash);
}
