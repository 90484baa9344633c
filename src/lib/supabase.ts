/**
 * The one supabase-js client, created on first use. supabase-js is about
 * 55 kB gzipped, so it is never part of the first page load: auth restores
 * the session when the browser is idle, and forms load it when they submit.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/lib/env.ts';

let client: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(env.supabaseUrl, env.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
    }),
  );
  return client;
}
