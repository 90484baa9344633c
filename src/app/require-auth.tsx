import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/lib/auth.tsx';
import type { Access } from '@/app/route-table.ts';

/**
 * Signed-in pages: a signed-out visitor is sent to /auth?next=… and comes
 * back here after signing in. Role-restricted areas (admin, contractor)
 * arrive with their own issues and will check roles here too.
 */
export function RequireAuth({ access, children }: { access: Access; children: ReactNode }) {
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
  return user ? children : <PageSpinner />;
}
