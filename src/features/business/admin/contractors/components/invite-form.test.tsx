import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionError } from '@/lib/errors.ts';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));
const invite = vi.hoisted(() => ({ isPending: false, sent: [] as unknown[], answer: (): Promise<unknown> => Promise.resolve({ existingAccount: false }), mutateAsync: (input: unknown): Promise<unknown> => (invite.sent.push(input), invite.answer()) }));
vi.mock('../api/contractors.ts', () => ({ useInvite: () => invite }));

const { InviteForm } = await import('./invite-form.tsx');

describe('InviteForm', () => {
  beforeEach(() => {
    invite.sent = [];
    invite.answer = () => Promise.resolve({ existingAccount: false });
  });

  it('fills the profile address from the company until the admin writes their own', async () => {
    render(<InviteForm />);
    const company = screen.getByLabelText(/Company/);
    const slug = screen.getByLabelText(/Profile address/);
    await userEvent.type(company, 'Napa Cellar Co');
    expect(slug).toHaveValue('napa-cellar-co');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'napa');
    await userEvent.type(company, 'mpany');
    expect(slug).toHaveValue('napa');
  });

  it('puts the server’s field issues under their fields, keeps what was typed and says it failed', async () => {
    const refused = new FunctionError('Invalid request', 400, 'invalid_request', [{ path: 'slug', message: 'That profile address is taken' }]);
    invite.answer = () => Promise.reject(refused);
    render(<InviteForm />);
    await userEvent.type(screen.getByLabelText(/Email/), 'firm@example.com');
    await userEvent.type(screen.getByLabelText(/Company/), 'Napa Cellar Co');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('That profile address is taken')).toBeInTheDocument();
    expect(invite.sent).toEqual([{ email: 'firm@example.com', company: 'Napa Cellar Co', slug: 'napa-cellar-co' }]);
    expect(screen.getByLabelText(/Email/)).toHaveValue('firm@example.com');
    expect(notify.error).toHaveBeenCalledWith('Could not send the invitation', 'Invalid request');
  });

  it('refuses a missing email under its field with the focus there, and sends nothing', async () => {
    render(<InviteForm />);
    await userEvent.type(screen.getByLabelText(/Company/), 'Napa Cellar Co');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(invite.sent).toEqual([]);
  });
});
