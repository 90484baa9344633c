import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RequireAuth from './require-auth.tsx';

const auth = vi.hoisted(() => ({ current: { user: { id: 'user-1' } as { id: string } | null, loading: false } }));
const rows = vi.hoisted(() => ({ current: [] as Array<{ role: string }>, error: null as Error | null, asked: [] as string[] }));

vi.mock('@/lib/auth.tsx', () => ({ useAuth: () => ({ ...auth.current, connect: vi.fn() }) }));
vi.mock('@/lib/supabase.ts', () => ({
  getSupabase: async () => ({
    from: (table: string) => ({
      select: () => ({
        eq: async (_column: string, userId: string) => {
          rows.asked.push(`${table}:${userId}`);
          return { data: rows.error ? null : rows.current, error: rows.error };
        },
      }),
    }),
  }),
}));

let userCount = 0;
function renderArea(access: 'admin' | 'contractor' | 'signed-in', roles: string[], error: Error | null = null) {
  // A fresh user id each time, so the roles cache never answers for another case.
  userCount += 1;
  auth.current = { user: { id: `user-${userCount}` }, loading: false };
  rows.current = roles.map((role) => ({ role }));
  rows.error = error;
  render(
    <MemoryRouter>
      <RequireAuth access={access}>
        <p>Lead inbox data</p>
      </RequireAuth>
    </MemoryRouter>,
  );
}

describe('RequireAuth with roles', () => {
  beforeEach(() => {
    rows.asked = [];
  });

  it('lets an admin into the admin area', async () => {
    renderArea('admin', ['admin']);
    expect(await screen.findByText('Lead inbox data')).toBeInTheDocument();
    expect(rows.asked).toEqual([`user_roles:user-${userCount}`]);
  });

  it('shows a signed-in user without the role "No access" and never renders the page', async () => {
    renderArea('admin', ['contractor']);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(/admin area, and your account does not have access/)).toBeInTheDocument();
    expect(screen.queryByText('Lead inbox data')).not.toBeInTheDocument();
  });

  it('lets a contractor and an admin into the contractor portal, and nobody else', async () => {
    renderArea('contractor', ['contractor']);
    expect(await screen.findByText('Lead inbox data')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderArea('contractor', ['admin']);
    expect(await screen.findByText('Lead inbox data')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderArea('contractor', []);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the roles cannot be read; the page stays closed', async () => {
    renderArea('admin', ['admin'], new Error('network down'));
    expect(await screen.findByRole('heading', { name: 'We could not check your access' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Lead inbox data')).not.toBeInTheDocument();
  });

  it('asks for no roles on a page any signed-in user may open', async () => {
    renderArea('signed-in', []);
    expect(await screen.findByText('Lead inbox data')).toBeInTheDocument();
    expect(rows.asked).toEqual([]);
  });
});
