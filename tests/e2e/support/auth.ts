/**
 * Signed-in browser tests without the sign-in form: a test gets its session
 * as stored state (what supabase-js keeps in the site's localStorage), so
 * its page opens already signed in. Only the auth tests sign in through the
 * form. See docs/testing.md ("Signed-in tests").
 *
 * - `test.use({ signedIn: 'admin' })`: the role's shared account, created
 *   and signed in once per run by the setup project (auth.setup.ts).
 * - `test.use({ signedIn: 'user', freshAccount: true })`: an account of the
 *   test's own, for a test that counts or lists what the account holds, or
 *   signs out (signing out ends every session of the account).
 * - `contextFor(browser, account)`: a second browser signed in as someone
 *   else (another admin, a contractor firm).
 *
 * The session is made by supabase-js itself, the same version the site runs,
 * writing into a storage of ours under the site's storage key, so the state
 * is byte for byte what the site would have written after a sign-in.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../../backend/core/keys.ts';
import { createUser, serviceClient } from './backend.ts';
import { E2E_BACKEND_URL, E2E_SITE_URL } from './ports.ts';

export type Role = 'user' | 'admin' | 'contractor';
export const ROLES: readonly Role[] = ['user', 'admin', 'contractor'];

export interface Account {
  email: string;
  password: string;
  id: string;
  role: Role;
  /** The contractor's firm (contractor accounts only). */
  firm?: { id: string; slug: string; company: string };
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** supabase-js's key in the site's localStorage (src/lib/supabase.ts names it the same way). */
export const AUTH_STORAGE_KEY = `sb-${new URL(E2E_BACKEND_URL).hostname.split('.')[0]}-auth-token`;

/** Where the setup project leaves each role's account and signed-in state. */
const AUTH_DIR = join(process.cwd(), '.local', 'e2e-auth');
export const roleStatePath = (role: Role) => join(AUTH_DIR, `${role}.state.json`);
const roleAccountPath = (role: Role) => join(AUTH_DIR, `${role}.account.json`);

/** A new confirmed account holding the role (a contractor gets an approved firm of its own). */
export async function newAccount(role: Role, label: string = role): Promise<Account> {
  const user = await createUser(label);
  const service = serviceClient();
  if (role === 'user') return { ...user, role };
  const granted = await service.from('user_roles').insert({ user_id: user.id, role });
  if (granted.error) throw new Error(`could not grant ${role}: ${granted.error.message}`);
  if (role === 'admin') return { ...user, role };
  const tag = randomUUID().slice(0, 8);
  const company = `Test Cellar Firm ${tag}`;
  const firm = await service
    .from('contractors')
    .insert({ slug: `test-firm-${tag}`, company, services: ['custom-construction'], service_areas: ['Napa'], is_approved: true, owner_id: user.id })
    .select('id, slug')
    .single();
  if (firm.error || !firm.data) throw new Error(`could not create the firm: ${firm.error?.message}`);
  const { id, slug } = firm.data as { id: string; slug: string };
  return { ...user, role, firm: { id, slug, company } };
}

/** Signs the account in through the auth API, as the site's client does, and answers the site's stored state. */
export async function sessionState(account: Pick<Account, 'email' | 'password'>): Promise<StorageState> {
  const stored = new Map<string, string>();
  const client = createClient(E2E_BACKEND_URL, LOCAL_ANON_KEY, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
    },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  const value = stored.get(AUTH_STORAGE_KEY);
  if (error || !value) throw new Error(`could not sign ${account.email} in: ${error?.message ?? 'no session stored'}`);
  return { cookies: [], origins: [{ origin: E2E_SITE_URL, localStorage: [{ name: AUTH_STORAGE_KEY, value }] }] };
}

/** Seconds until the stored session's access token expires. */
export function secondsLeft(state: StorageState): number {
  const value = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === AUTH_STORAGE_KEY)?.value;
  const expiresAt = value ? (JSON.parse(value) as { expires_at?: number }).expires_at : undefined;
  return expiresAt === undefined ? 0 : expiresAt - Date.now() / 1000;
}

/** Kept by the setup project. */
export function saveRole(account: Account, state: StorageState): void {
  mkdirSync(AUTH_DIR, { recursive: true });
  writeFileSync(roleAccountPath(account.role), JSON.stringify(account));
  writeFileSync(roleStatePath(account.role), JSON.stringify(state));
}

export function roleAccount(role: Role): Account {
  const path = roleAccountPath(role);
  if (!existsSync(path)) throw new Error(`No ${role} account: the setup project (tests/e2e/auth.setup.ts) makes it; run the desktop or phone project, which depend on it.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Account;
}

/**
 * The role's stored state. Sessions last an hour (supabase/config.toml); in a run long enough to
 * near that, a test gets a session of its own instead of one the browser would refresh, because
 * tests refreshing one shared refresh token at once would end that session for all of them.
 */
export async function roleState(role: Role): Promise<StorageState> {
  const state = JSON.parse(readFileSync(roleStatePath(role), 'utf8')) as StorageState;
  return secondsLeft(state) > 600 ? state : sessionState(roleAccount(role));
}

/** A new browser context signed in as the account, with the given options (a width, say). */
export async function contextFor(browser: Browser, account: Pick<Account, 'email' | 'password'>, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...options, storageState: await sessionState(account) });
}
