import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { afterAll, inject } from 'vitest';
import ws from 'ws';
import './env.ts';

export const env = inject('contract');

/** Storage for the auth client that lives only as long as the client (no files, no globals). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A supabase-js client as the site creates one, but for Node: a ws transport and no background refresh. */
export function newClient(key = env.anonKey): SupabaseClient {
  return createClient(env.url, key, {
    // Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() },
  });
}

export const serviceClient = () => newClient(env.serviceRoleKey);

const runId = randomUUID().slice(0, 8);
let sequence = 0;

/** An address unique to this run, so the suite can also run against a shared hosted project. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `contract-${label}-${runId}-${sequence}@winecellargpt.test`;
}

export const PASSWORD = 'correct-horse-battery';

/** A lead as the service role (the submit-inquiry function) would store it. */
export const leadRow = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  source: 'quote',
  first_name: 'Nadia',
  last_name: 'Okafor',
  name: 'Nadia Okafor',
  email: 'nadia@example.com',
  phone: '+1 555 0199',
  project_type: 'commercial',
  budget: '100k-200k',
  details: 'A restaurant wall of 900 bottles.',
  message: 'Project Details:\nA restaurant wall of 900 bottles.',
  ...overrides,
});

const created = new Set<string>();

/** Remembers a user created by a test so it is deleted when the file finishes. */
export function trackUser(id: string | undefined) {
  if (id) created.add(id);
}

afterAll(async () => {
  const admin = serviceClient();
  for (const id of created) await admin.auth.admin.deleteUser(id);
  created.clear();
});

export interface TestUser {
  user: User;
  email: string;
  client: SupabaseClient;
}

/** A confirmed user, signed in on its own client; optionally granted business roles. */
export async function signedInUser(label: string, roles: Array<'admin' | 'contractor'> = []): Promise<TestUser> {
  const admin = serviceClient();
  const email = uniqueEmail(label);
  const made = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: label } });
  if (made.error || !made.data.user) throw made.error ?? new Error('no user');
  trackUser(made.data.user.id);
  for (const role of roles) {
    const granted = await admin.from('user_roles').insert({ user_id: made.data.user.id, role });
    if (granted.error) throw granted.error;
  }
  const client = newClient();
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error || !signIn.data.user) throw signIn.error ?? new Error('no session');
  return { user: signIn.data.user, email, client };
}

/** The local backend's captured mail for an address (local runs only). */
export async function inbox(email: string): Promise<Array<{ subject: string; text: string; links: string[] }>> {
  const response = await fetch(`${env.url}/inbox/api/messages?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`inbox answered ${response.status}`);
  return ((await response.json()) as { messages: Array<{ subject: string; text: string; links: string[] }> }).messages;
}

/** Follows a GoTrue verify link without following its redirect, and reads the tokens from the fragment. */
export async function followVerifyLink(link: string): Promise<{ location: URL; params: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303 && response.status !== 302) throw new Error(`verify answered ${response.status}`);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, params: new URLSearchParams(location.hash.slice(1)) };
}
