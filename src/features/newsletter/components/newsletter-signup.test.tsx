/**
 * The site's own newsletter signup (no provider form configured): a wrong
 * address is named under the box and cleared by editing, a failure keeps the
 * address and says so, a signup shows the thank-you.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const subscribeToNewsletter = vi.hoisted(() => vi.fn());
vi.mock('../api/subscribe.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/subscribe.ts')>()), subscribeToNewsletter }));

const { NewsletterSignup } = await import('./newsletter-signup.tsx');
// The email rule loads on submit; loaded here, that import resolves at once.
await import('@domain/inquiry/schema.ts');

beforeEach(() => subscribeToNewsletter.mockReset());

describe('newsletter signup', () => {
  it('names a wrong address under the box, and editing clears it', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    const box = screen.getByLabelText('Email address');
    await user.type(box, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const error = await screen.findByText('Invalid email address');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', error.id);
    await user.type(box, '@');
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });

  it('keeps the address when the signup fails, and thanks the visitor when it works', async () => {
    const user = userEvent.setup();
    subscribeToNewsletter.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<NewsletterSignup />);
    const box = screen.getByLabelText('Email address');
    await user.type(box, 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('We could not sign you up just now. Please try again in a moment.')).toBeInTheDocument();
    expect(box).toHaveValue('Ana@Example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You’re on the list.'));
    expect(subscribeToNewsletter).toHaveBeenCalledTimes(2);
    expect(subscribeToNewsletter.mock.calls[1]).toEqual([subscribeToNewsletter.mock.calls[0]?.[0]]);
  });
});
