/**
 * Auth state for the whole app (docs/product-spec.md §3/§4): user, session and loading.
 * loading starts true and becomes false once the session is read or an auth
 * change arrives. The six auth events are handled by replacing the state
 * with the event's session.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { getSupabase, hasStoredSession, onSupabaseCreated, urlCarriesAuth } from '@/lib/supabase.ts';
import { whenIdle } from '@/lib/idle.ts';
import { onHydrated } from '@/lib/hydration.ts';
import { createStore } from '@/lib/store.ts';
import { notify } from '@/lib/notify.ts';
import { forgetConversations } from '@/lib/conversations.ts';

export const AUTH_EVENTS: readonly AuthChangeEvent[] = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
];

export const AUTH_MESSAGES = {
  signedOutTitle: 'Signed out',
  signedOutDescription: 'Come back soon!',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackDescription: 'Successfully signed in',
} as const;

interface AuthState {
  user: User | null;
  session: Session | null;
  loading: boolean;
}

interface AuthValue extends AuthState {
  /** Loads the client and reads the session now (pages that need auth call this). */
  connect: () => Promise<SupabaseClient>;
  signOut: () => Promise<void>;
}

/** What the server rendered and what hydration must see first. */
const INITIAL: AuthState = { user: null, session: null, loading: true };

// An external store, not context: see src/lib/store.ts for why.
const authStore = createStore<AuthState>(INITIAL);

/** Set when the page opened from a magic link, so its SIGNED_IN gets a welcome toast. */
const MAGIC_LINK_FLAG = 'winecellargpt:magic-link-return';

const connect = () => getSupabase();

async function signOut(): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) throw error;
  forgetConversations();
  authStore.set({ user: null, session: null, loading: false });
  void notify.success(AUTH_MESSAGES.signedOutTitle, AUTH_MESSAGES.signedOutDescription);
}

/**
 * Restores the session and follows auth events. It renders nothing of its
 * own: state lives in the store, so components read it with useAuth().
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const stopListening = onSupabaseCreated((client) => {
      if (unsubscribe || !active) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (!AUTH_EVENTS.includes(event)) return;
        authStore.set({ user: session?.user ?? null, session, loading: false });
        if (event === 'SIGNED_IN' && sessionStorage.getItem(MAGIC_LINK_FLAG)) {
          sessionStorage.removeItem(MAGIC_LINK_FLAG);
          void notify.success(AUTH_MESSAGES.welcomeBackTitle, AUTH_MESSAGES.welcomeBackDescription);
          // The link lands on the site root; a visitor who was on their way to a signed-in page continues there.
          const returnTo = takeReturnPath();
          if (returnTo) navigate(returnTo, { replace: true });
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });

    let cancelIdle: (() => void) | undefined;
    // Never during hydration: restoring the session is background work.
    onHydrated(() => {
      if (!active) return;
      if (urlCarriesAuth()) {
        sessionStorage.setItem(MAGIC_LINK_FLAG, '1');
        void getSupabase();
      } else if (hasStoredSession()) {
        cancelIdle = whenIdle(() => void getSupabase(), 1000);
      } else {
        // Nothing stored and nothing in the URL: the visitor is signed out, no client needed yet.
        authStore.set((current) => (current.loading ? { ...current, loading: false } : current));
      }
    });
    return () => {
      active = false;
      cancelIdle?.();
      stopListening();
      unsubscribe?.();
    };
  }, [navigate]);

  return children;
}

export function useAuth(): AuthValue {
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, () => INITIAL);
  return useMemo(() => ({ ...state, connect, signOut }), [state]);
}

/** docs/product-spec.md §2: the account menu is labelled with the part of the email before the @. */
export const emailLocalPart = (email: string | undefined): string => (email ?? '').split('@')[0] ?? '';

/**
 * The name given at sign-up (SPEC §3: `full_name` in the user's metadata),
 * spaces tidied, or null when none was given. The site greets people by it;
 * the account button keeps the spec's label (docs/decisions.md, Accounts).
 */
export function accountName(user: Pick<User, 'user_metadata'> | null | undefined): string | null {
  const name = user?.user_metadata?.full_name;
  if (typeof name !== 'string') return null;
  const tidy = name.replace(/\s+/g, ' ').trim();
  return tidy === '' ? null : tidy;
}

export interface AccountContact {
  firstName: string;
  lastName: string;
  email: string;
}

/** What a contact form can start with for a signed-in account: its sign-up name split in two, and its address. */
export function accountContact(user: Pick<User, 'email' | 'user_metadata'> | null | undefined): AccountContact | null {
  if (!user?.email) return null;
  const name = accountName(user);
  return { ...(name ? splitName(name) : { firstName: '', lastName: '' }), email: user.email };
}

/**
 * Calls `fill` once, with the signed-in account's name and address, as soon
 * as the session is known: a form a signed-in visitor opens starts with what
 * the site already knows. `fill` decides what to fill (empty fields only).
 */
export function useAccountPrefill(fill: (contact: AccountContact) => void): void {
  const { user } = useAuth();
  const done = useRef(false);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  useEffect(() => {
    const contact = accountContact(user);
    if (done.current || !contact) return;
    done.current = true;
    latestFill.current(contact);
  }, [user]);
}

/** A full name as a form's first and last name: the first word, then the rest ("Jean-Luc de la Tour" → "Jean-Luc", "de la Tour"). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Only same-site paths are valid return targets after sign-in. */
export function safeReturnPath(value: string | null | undefined): string {
  // Browsers drop tabs and new lines inside URLs ("/\t/evil" is "//evil", another site), and read "\" as "/":
  // refuse both outright, then keep only what stays on this origin once resolved.
  if (!value || !value.startsWith('/') || /[\u0000-\u001F\u007F\\]/.test(value)) return '/';
  const base = 'https://return-path.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

const RETURN_KEY = 'winecellargpt:return-to';
const RETURN_TTL_MS = 60 * 60 * 1000;

/** A magic link may be opened later or in another tab: remember where the visitor was going for an hour. */
export function rememberReturnPath(path: string): void {
  try {
    localStorage.setItem(RETURN_KEY, JSON.stringify({ path: safeReturnPath(path), at: Date.now() }));
  } catch {
    // Without storage the visitor simply lands on the home page.
  }
}

function takeReturnPath(): string | null {
  try {
    const raw = localStorage.getItem(RETURN_KEY);
    localStorage.removeItem(RETURN_KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: string; at?: number };
    return typeof at === 'number' && Date.now() - at < RETURN_TTL_MS ? safeReturnPath(path) : null;
  } catch {
    return null;
  }
}
