import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { NoAccessPage } from '@/app/pages/no-access-page.tsx';
import { hasAccess, useRoles } from '@/lib/roles.ts';

/** The admin or contractor area's page, or "No access" (see RequireAuth). */
export default function RequireRole({ area, userId, children }: { area: 'admin' | 'contractor'; userId: string; children: ReactNode }) {
  const roles = useRoles(userId);
  if (roles.status === 'loading') return <PageSpinner />;
  if (roles.status === 'failed') return <NoAccessPage area={area} failed />;
  return hasAccess(roles.roles, area) ? children : <NoAccessPage area={area} />;
}
