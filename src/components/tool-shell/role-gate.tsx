/**
 * The business's tools have public pages: anyone can read what a
 * tool does, and the tool itself opens only for the role it serves. The gate
 * says which role, offers the sign-in, and loads the tool's code only for a
 * user who holds the role. RLS stays the real guard on the data the tool
 * reads; this decides only what the browser shows.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { useAuth } from '@/lib/auth.tsx';
import { hasAccess, useRoles, type Role } from '@/lib/roles.ts';

const ROLE_NAMES: Record<Role, { who: string; account: string }> = {
  admin: { who: 'the business’s team', account: 'an admin account' },
  contractor: { who: 'our partner contractors', account: 'a contractor account' },
};

function GatePanel({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <section aria-labelledby="gate-title" className="card mx-auto grid max-w-2xl justify-items-start gap-4 p-6 sm:p-8" data-testid="role-gate">
      <LockKeyhole className="size-8 text-gold-400" aria-hidden="true" />
      <h2 id="gate-title" className="font-sans text-xl font-semibold text-cream-50">
        For {ROLE_NAMES[role].who}
      </h2>
      {children}
    </section>
  );
}

/** `Body` (loaded on demand) for a user with `role`; for anyone else, what the tool needs and the way in. */
export function roleGated(role: Role, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Body = lazy(load);
  function Gate() {
    const { user, loading, connect } = useAuth();
    const { pathname, search } = useLocation();
    const roles = useRoles(user?.id ?? null);

    // Public pages read the session only when asked: this one asks, to know who is here.
    useEffect(() => {
      if (loading) void connect();
    }, [loading, connect]);

    const signIn = `/auth?next=${encodeURIComponent(pathname + search)}`;
    if (!user) {
      return (
        <GatePanel role={role}>
          <p className="text-mist-300">This tool works on the business’s own data. Sign in with {ROLE_NAMES[role].account} to use it.</p>
          <Link to={signIn} className="btn-gold">
            Sign in
          </Link>
        </GatePanel>
      );
    }
    if (roles.status === 'loading')
      return (
        <GatePanel role={role}>
          <p role="status" className="text-mist-300">
            Checking your account’s access…
          </p>
        </GatePanel>
      );
    if (roles.status === 'failed')
      return (
        <GatePanel role={role}>
          <p role="alert" className="text-mist-300">
            Your account’s access could not be read just now. Please try again in a moment.
          </p>
          <button type="button" className="btn-gold" onClick={() => window.location.reload()}>
            Try again
          </button>
        </GatePanel>
      );
    if (!hasAccess(roles.roles, role))
      return (
        <GatePanel role={role}>
          <p className="text-mist-300">
            You are signed in as {user.email}, and this account does not have the {role} role. If you work with us, ask the owner to grant it; the rest of
            the site is open to you as it is.
          </p>
        </GatePanel>
      );
    return (
      <Suspense
        fallback={
          <p role="status" className="text-mist-300">
            Opening the tool…
          </p>
        }
      >
        <Body />
      </Suspense>
    );
  }
  Gate.displayName = `RoleGated(${role})`;
  return Gate;
}
