/**
 * Whether a signed-in account's own address is proven: the auth server
 * confirmed it by mail. That holds only when the project requires email
 * confirmation at sign-up (GoTrue's `mailer_autoconfirm` is false): with it
 * off (the local default), anyone can open an account under a stranger's
 * address and it is "confirmed" at once, so such an account proves nothing
 * and its address is confirmed like any other, through our acknowledgement's
 * link (docs/business.md, "Mail to an address a stranger typed").
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { verifiedUser, type Env, type VerifiedUser } from './supabase-admin.ts';

export interface AccountCaller {
  id: string;
  email: string | null;
  /** The account's email is confirmed by the auth server, and the project requires that confirmation. */
  emailProven: boolean;
}

export const sameAddress = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Asks the auth server once per instance whether sign-ups must confirm their address; false when it cannot tell. */
export function confirmationsRequired(env: Env, doFetch: typeof fetch = fetch): () => Promise<boolean> {
  let answer: Promise<boolean> | null = null;
  return () =>
    (answer ??= (async () => {
      try {
        const response = await doFetch(`${env.get('SUPABASE_URL')?.replace(/\/$/, '')}/auth/v1/settings`, { headers: { apikey: env.get('SUPABASE_ANON_KEY') ?? '' } });
        if (!response.ok) throw new Error(`settings answered ${response.status}`);
        return ((await response.json()) as { mailer_autoconfirm?: unknown }).mailer_autoconfirm === false;
      } catch (error) {
        console.error('could not read the auth settings; treating account addresses as unproven:', error);
        answer = null;
        return false;
      }
    })());
}

export const accountCaller = (user: VerifiedUser | null, required: boolean): AccountCaller | null =>
  user ? { id: user.id, email: user.email, emailProven: required && user.emailConfirmedAt !== null } : null;

/** The request's verified account with whether its address is proven, or null for a visitor. */
export function accountCallerFrom(admin: SupabaseClient, env: Env): (request: Request) => Promise<AccountCaller | null> {
  const required = confirmationsRequired(env);
  return async (request) => {
    const user = await verifiedUser(admin, request);
    return accountCaller(user, user ? await required() : false);
  };
}
