import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { User } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import SignedInMenu from './signed-in-menu.tsx';

const user = (metadata: Record<string, unknown>) =>
  ({ id: 'u1', email: 'margaux.collector@example.com', user_metadata: metadata, app_metadata: {}, aud: 'authenticated', created_at: '' }) as User;

const renderMenu = (account: User, inline = false) =>
  render(
    <MemoryRouter>
      <SignedInMenu user={account} inline={inline} />
    </MemoryRouter>,
  );

describe('the account menu: the spec’s label outside, the person inside', () => {
  it('keeps the email’s local part as the button’s label and says whom it is signed in as when open', async () => {
    renderMenu(user({ full_name: 'Margaux Dupont' }));
    const button = screen.getByRole('button', { name: 'margaux.collector' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Signed in as Margaux Dupont')).toBeInTheDocument();
    expect(within(menu).getByText('margaux.collector@example.com')).toBeInTheDocument();
  });

  it('without a name given at sign-up, says the address alone', async () => {
    renderMenu(user({}));
    await userEvent.click(screen.getByRole('button', { name: 'margaux.collector' }));
    expect(within(screen.getByRole('menu')).getByText('Signed in as margaux.collector@example.com')).toBeInTheDocument();
  });

  it('in the mobile menu, names the person with the address under it', () => {
    renderMenu(user({ full_name: '  Margaux   Dupont ' }), true);
    const group = screen.getByRole('group', { name: 'Signed in as Margaux Dupont' });
    expect(within(group).getByText('margaux.collector@example.com')).toBeInTheDocument();
  });
});
