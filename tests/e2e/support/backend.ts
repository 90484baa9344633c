/**
 * Direct access to the e2e backend for assertions ("the inquiry exists") and
 * set-up (a ready user), with the local service-role key. Never used by the
 * site itself.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../backend/core/keys.ts';
import { E2E_BACKEND_URL } from './ports.ts';

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js needs a WebSocket implementation in Node 20 even when realtime is unused.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export function serviceClient(): SupabaseClient {
  return createClient(E2E_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY, options);
}

export function anonClient(): SupabaseClient {
  return createClient(E2E_BACKEND_URL, LOCAL_ANON_KEY, options);
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A confirmed user with a known password, created through the admin API. */
export async function createUser(label: string, password = 'Cellar-2026-pass'): Promise<{ email: string; password: string; id: string }> {
  const email = uniqueEmail(label);
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: 'Test Collector' } });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  return { email, password, id: data.user.id };
}

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Mail the local backend captured for an address (newest first). */
export async function mailFor(email: string): Promise<CapturedMail[]> {
  const response = await fetch(`${E2E_BACKEND_URL}/inbox/api/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  const body = (await response.json()) as { messages?: CapturedMail[] } | CapturedMail[];
  return Array.isArray(body) ? body : (body.messages ?? []);
}

/**
 * Runs the backend's scheduled jobs once at `now`, as its timer or the hosted
 * pg_cron call would (the scheduled-jobs function, service role only), so a
 * test moves the clock instead of waiting for a date.
 */
/** Runs the scheduled jobs at `now`, for one account only: tests share the backend and must not send each other's reminders. */
export async function runScheduledJobs(now: Date, email: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${E2E_BACKEND_URL}/functions/v1/scheduled-jobs`, {
    method: 'POST',
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString(), email }),
  });
  if (!response.ok) throw new Error(`scheduled-jobs answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Marks an address as confirmed, as an admin's confirmation on a lead would
 * (the tests that are not about confirming start from a confirmed address;
 * docs/business.md, "Mail to an address a stranger typed").
 */
export async function confirmAddress(email: string): Promise<void> {
  const { error } = await serviceClient().rpc('confirm_email_address', { p_email: email, p_via: 'admin' });
  if (error) throw new Error(`could not confirm ${email}: ${error.message}`);
}
