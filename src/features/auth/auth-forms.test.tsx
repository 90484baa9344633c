import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));
const auth = vi.hoisted(() => ({ signInWithPassword: vi.fn(), signUp: vi.fn(), signInWithOtp: vi.fn() }));
vi.mock('@/lib/auth.tsx', () => ({ useAuth: () => ({ connect: async () => ({ auth }) }), rememberReturnPath: vi.fn() }));

const { SignInForm, SignUpForm } = await import('./auth-forms.tsx');
const { AUTH_TEXT } = await import('./auth-schemas.ts');

describe('the sign-in forms', () => {
  beforeEach(() => {
    for (const call of Object.values(auth)) call.mockReset();
    notify.error.mockReset();
  });

  it('refuses an empty sign-in under its fields with the focus on the email, calls nothing, and clears an error on typing', async () => {
    render(<SignInForm onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText(AUTH_TEXT.required)).toHaveLength(2);
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveFocus();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
    await userEvent.type(email, 'a');
    expect(screen.getAllByText(AUTH_TEXT.required)).toHaveLength(1);
  });

  it('signs in with the trimmed address, and says Login failed with the service’s words, keeping what was typed', async () => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Invalid login credentials' } });
    const done = vi.fn();
    render(<SignInForm onDone={done} />);
    await userEvent.type(screen.getByLabelText(/Email/), '  owner@example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(AUTH_TEXT.loginFailed, 'Invalid login credentials'));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'secret-1' });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret-1');
  });

  it('refuses a weak password at sign-up with the focus on it', async () => {
    render(<SignUpForm onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ana Ruiz');
    await userEvent.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_TEXT.passwordShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(auth.signUp).not.toHaveBeenCalled();
  });
});
