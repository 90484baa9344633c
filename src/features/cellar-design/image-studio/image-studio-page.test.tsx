/**
 * The image studio's form: a refused form says why under each field, takes
 * the visitor to the first, keeps every value as typed and runs nothing;
 * editing a field clears its message; a valid form runs with the checked
 * settings (the count as a number, no design when none was added).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { VISUAL_TEXT } from '@/lib/runware.ts';
import { SEED_MAX, type StudioSettings } from './studio.ts';

const generate = vi.hoisted(() => vi.fn<(apiKey: string, settings: StudioSettings) => Promise<void>>(async () => {}));
vi.mock('./use-studio.ts', () => ({ useStudio: () => ({ status: 'idle', runs: [], error: null, generate, cancel: () => {} }) }));
vi.mock('@/lib/auth.tsx', () => ({ useAuth: () => ({ user: null }) }));

// The schema loads on the first submit; loaded here, that import resolves at once.
await import('./studio-schema.ts');
const { Studio } = await import('./image-studio-page.tsx');

const SEED_ERROR = `A seed is a whole number from 1 to ${SEED_MAX.toLocaleString('en-US')}`;

/** The studio with a key, a description, three images and a seed typed in, and Generate pressed. */
async function submitted({ description, seed }: { description: string; seed: string }) {
  render(
    <MemoryRouter>
      <Studio />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Runware API key'), 'user-key-123');
  await user.type(screen.getByLabelText(/^Description/), description);
  await user.selectOptions(screen.getByLabelText('Images'), '3');
  await user.type(screen.getByLabelText('Seed'), seed);
  await user.click(screen.getByRole('button', { name: 'Generate images' }));
  return { user };
}

describe('the image studio form', () => {
  it('a refused form says why under each field, focuses the first, keeps what was typed and runs nothing', async () => {
    const { user } = await submitted({ description: '<b></b>  ', seed: '2.5' });

    const description = screen.getByLabelText(/^Description/);
    const seed = screen.getByLabelText('Seed');
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription(expect.stringContaining(VISUAL_TEXT.missingDescription));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(seed).toHaveAccessibleDescription(expect.stringContaining(SEED_ERROR));
    expect(generate).not.toHaveBeenCalled();
    // Nothing lost: every value as typed.
    expect(description).toHaveValue('<b></b>  ');
    expect(seed).toHaveValue('2.5');
    expect(screen.getByLabelText('Images')).toHaveValue('3');
    expect(screen.getByLabelText('Runware API key')).toHaveValue('user-key-123');

    // Editing a field clears its own message only.
    await user.clear(seed);
    await user.type(seed, '4242');
    expect(seed).not.toHaveAccessibleDescription(expect.stringContaining(SEED_ERROR));
    expect(description).toHaveAccessibleDescription(expect.stringContaining(VISUAL_TEXT.missingDescription));
  });

  it('runs a valid form with the checked settings: the count as a number, the text trimmed, no design unless one was added', async () => {
    await submitted({ description: '  A cellar under the stairs ', seed: '4242' });
    await waitFor(() => expect(generate).toHaveBeenCalledTimes(1));
    const [key, settings] = generate.mock.calls[0] ?? [];
    expect(key).toBe('user-key-123');
    expect(settings).toMatchObject({ description: 'A cellar under the stairs', results: 3, seed: '4242' });
    expect(settings?.design).toBeUndefined();
    expect(screen.getByLabelText('Seed')).toHaveAttribute('aria-invalid', 'false');
  });
});
