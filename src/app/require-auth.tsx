import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import type { Access } from '@/app/route-table.ts';
import { NoAccessPage } from '@/app/no-access.tsx';
import { hasAccess, useRoles } from '@/lib/roles.ts';

/**
 * Signed-in pages: a signed-out visitor is sent to /auth?next=… and comes
 * back here after signing in. Admin and contractor areas also need the role:
 * a signed-in user without it gets the plain "No access" page, and the
 * area's page (its code and its data) is never rendered. RLS stays the real
 * guard; this decides only what the browser shows. Loaded only by pages that
 * are not public (app.tsx), so the public site's entry carries none of it.
 */
export default function RequireAuth({ access, children }: { access: Access; children: ReactNode }) {
  const { user, loading, connect } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (access === 'public' || loading || user) return;
    navigate(`/auth?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [access, loading, user, pathname, search, navigate]);

  useEffect(() => {
    if (access !== 'public' && loading) void connect();
  }, [access, loading, connect]);

  if (access === 'public') return children;
  if (!user) return <PageSpinner />;
  if (access === 'signed-in') return children;
  return (
    <RequireRole area={access} userId={user.id}>
      {children}
    </RequireRole>
  );
}

/** The admin or contractor area's page, or "No access". */
function RequireRole({ area, userId, children }: { area: 'admin' | 'contractor'; userId: string; children: ReactNode }) {
  const roles = useRoles(userId);
  if (roles.status === 'loading') return <PageSpinner />;
  if (roles.status === 'failed') return <NoAccessPage area={area} failed />;
  return hasAccess(roles.roles, area) ? children : <NoAccessPage area={area} />;
}
