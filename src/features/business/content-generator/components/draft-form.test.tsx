/**
 * The content generator's request form: the topic is checked by the
 * function's own rule before anything is built, its message sits under the
 * box with the focus there, editing clears it, and what is sent is the
 * cleaned topic with the chosen format, reader and (for a post) network.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftRequest } from '@domain/content-drafts/options.ts';
import type { BuildOutcome } from '../use-content-draft.ts';
import { DraftForm } from './draft-form.tsx';

function renderForm(initial: DraftRequest | null = null) {
  const onBuild = vi.fn<(request: DraftRequest) => Promise<BuildOutcome>>(async () => ({ ok: true }));
  render(<DraftForm initial={initial} busy={false} onBuild={onBuild} onFirstUse={() => {}} />);
  return { user: userEvent.setup(), onBuild };
}

describe('content draft form', () => {
  it('an empty topic is named under the box with the focus there; editing clears it', async () => {
    const { user, onBuild } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Build the draft' }));
    expect(await screen.findByText(/^Name a topic first/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Topic/)).toHaveFocus();
    expect(onBuild).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Topic/), 'h');
    expect(screen.queryByText(/^Name a topic first/)).toBeNull();
  });

  it('sends the cleaned topic with the format, reader and network chosen', async () => {
    const { user, onBuild } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Social post/ }));
    await user.selectOptions(screen.getByLabelText('Reader'), 'restaurants');
    await user.selectOptions(screen.getByLabelText('Network'), 'x');
    await user.type(screen.getByLabelText(/^Topic/), '  <b>Humidity</b> in a   basement {Enter}');
    await waitFor(() => expect(onBuild).toHaveBeenCalledWith({ format: 'social', topic: 'Humidity in a basement', audience: 'restaurants', network: 'x' }));
  });

  it('an example is filled in and built at once; a failure from the build lands under the topic', async () => {
    const { user, onBuild } = renderForm({ format: 'faq', topic: '', audience: 'homeowners' });
    onBuild.mockResolvedValueOnce({ ok: false, message: 'The site’s passages could not be read.' });
    await user.click(screen.getByRole('button', { name: 'what humidity should a wine cellar be' }));
    await waitFor(() => expect(onBuild).toHaveBeenCalledWith({ format: 'faq', topic: 'what humidity should a wine cellar be', audience: 'homeowners' }));
    expect(await screen.findByText('The site’s passages could not be read.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Topic/)).toHaveValue('what humidity should a wine cellar be');
  });
});
