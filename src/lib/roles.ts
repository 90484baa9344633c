/**
 * The signed-in user's business roles (admin, contractor), read from
 * `user_roles`, whose RLS lets a user read only their own rows. This only
 * decides what the browser shows: Row Level Security stays the real guard
 * on every table an admin or contractor page reads.
 */
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase.ts';

export type Role = 'admin' | 'contractor';

/** What each restricted area lets in: an admin may open contractor pages too (to support them). */
export const ROLES_FOR: Record<Role, readonly Role[]> = { admin: ['admin'], contractor: ['contractor', 'admin'] };

export const hasAccess = (roles: readonly Role[], area: Role) => ROLES_FOR[area].some((role) => roles.includes(role));

const cache = new Map<string, Promise<Role[]>>();

export function fetchRoles(userId: string): Promise<Role[]> {
  let roles = cache.get(userId);
  if (!roles) {
    roles = (async () => {
      const { data, error } = await (await getSupabase()).from('user_roles').select('role').eq('user_id', userId);
      if (error) throw error;
      return (data ?? []).map((row: { role: Role }) => row.role);
    })();
    // A failed read is not remembered: the next visit asks again.
    roles.catch(() => cache.delete(userId));
    cache.set(userId, roles);
  }
  return roles;
}

export type RolesState = { status: 'loading' } | { status: 'ready'; roles: Role[] } | { status: 'failed' };

/** The roles of `userId` (null: nobody signed in, nothing to read). */
export function useRoles(userId: string | null): RolesState {
  const [state, setState] = useState<RolesState>({ status: 'loading' });
  useEffect(() => {
    if (!userId) return;
    let current = true;
    setState({ status: 'loading' });
    fetchRoles(userId).then(
      (roles) => current && setState({ status: 'ready', roles }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  return state;
}
