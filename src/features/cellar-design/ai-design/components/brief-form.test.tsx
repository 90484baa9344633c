/**
 * The design brief's form: a refused brief keeps every value, names what is
 * wrong under its field and in the page's summary, and takes focus there;
 * editing a field clears its error; the server's refusal lands under its
 * field too; a link's brief is checked once without moving focus.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DesignBrief } from '@domain/designer/brief.ts';
import { DEFAULT_FORM_VALUES } from '../brief-values.ts';
import { BriefForm } from './brief-form.tsx';

// The schema loads on the first check; loaded here, that import resolves at once.
await Promise.all([import('../brief-form-schema.ts'), import('@/components/tool-shell/form-validation.ts')]);

const WIDTH_ERROR = "The room's width must be more than 0 ft";

function renderForm(startFrom: typeof DEFAULT_FORM_VALUES | null = null) {
  const onBrief = vi.fn<(brief: DesignBrief, typed: boolean) => Promise<{ field: 'doorWidth'; message: string } | null>>(async () => null);
  const onInvalid = vi.fn<(messages: string[]) => void>();
  render(<BriefForm onBrief={onBrief} onInvalid={onInvalid} startFrom={startFrom} />);
  return { user: userEvent.setup(), onBrief, onInvalid };
}

describe('brief form', () => {
  it('a refused brief keeps its values, says why under the field and in the summary, and focuses it; editing clears the error', async () => {
    const { user, onBrief, onInvalid } = renderForm();
    const width = screen.getByLabelText('Width (ft)');
    await user.clear(width);
    await user.type(width, '0');
    await user.clear(screen.getByLabelText('Bottles you own'));
    await user.type(screen.getByLabelText('Bottles you own'), '2000');
    await user.click(screen.getByRole('button', { name: 'Design my concepts' }));
    expect(await screen.findByText(WIDTH_ERROR)).toBeInTheDocument();
    expect(onInvalid.mock.calls[0]?.[0]).toContain(WIDTH_ERROR);
    expect(onBrief).not.toHaveBeenCalled();
    expect(width).toHaveFocus();
    expect(width).toHaveValue('0');
    expect(screen.getByLabelText('Bottles you own')).toHaveValue('2000');
    await user.type(width, '9');
    expect(screen.queryByText(WIDTH_ERROR)).toBeNull();
  });

  it('a brief that passes goes to the page as numbers; a refusal from the page lands under its field', async () => {
    const { user, onBrief } = renderForm();
    onBrief.mockResolvedValueOnce({ field: 'doorWidth', message: 'The door must be 2–8 ft wide (12 ft given)' });
    await user.click(screen.getByRole('button', { name: 'Design my concepts' }));
    await waitFor(() => expect(onBrief).toHaveBeenCalledOnce());
    expect(onBrief.mock.calls[0]?.[0]).toMatchObject({ width: Number(DEFAULT_FORM_VALUES.width), bottles: Number(DEFAULT_FORM_VALUES.bottles) });
    expect(onBrief.mock.calls[0]?.[1]).toBe(true);
    expect(await screen.findByText('The door must be 2–8 ft wide (12 ft given)')).toBeInTheDocument();
    expect(screen.getByLabelText('Door width (ft)')).toHaveFocus();
  });

  it("a link's brief is filled in and checked once, as if typed, but focus stays put", async () => {
    const { onBrief, onInvalid } = renderForm({ ...DEFAULT_FORM_VALUES, width: '0' });
    expect(await screen.findByText(WIDTH_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('0');
    expect(screen.getByLabelText('Width (ft)')).not.toHaveFocus();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onBrief).not.toHaveBeenCalled();
  });
});
