import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mailedLinkNotice } from './mailed-link-notice.tsx';

const Notice = mailedLinkNotice('cancel', async () => ({ default: ({ token }: { token: string }) => <p>Cancelling {token}</p> }));

describe('mailedLinkNotice', () => {
  it('gives the notice the token of the followed link', async () => {
    render(
      <MemoryRouter initialEntries={['/tool?cancel=abc123']}>
        <Notice />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Cancelling abc123')).toBeTruthy();
  });

  it('shows nothing to a visitor who came without the link', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/tool?other=abc123']}>
        <Notice />
      </MemoryRouter>,
    );
    // Long enough for the notice's code to have loaded, had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
