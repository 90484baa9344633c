/**
 * The sequence editor's check: a refused sequence is not saved, its errors
 * sit under their fields (an email's under that email) with the focus on the
 * first, and a toast says so; a sequence that passes is saved as the schema
 * reads it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newDraft, type SequenceDraft } from '../draft.ts';

const mutateAsync = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../api/sequences.ts', () => ({ useSaveSequence: () => ({ mutateAsync, isPending: false }) }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

const { SequenceEditor } = await import('./sequence-editor.tsx');

function Editor({ start }: { start: SequenceDraft }) {
  const [draft, setDraft] = useState(start);
  return <SequenceEditor id={null} draft={draft} onDraft={setDraft} onSaved={() => {}} />;
}

beforeEach(() => {
  mutateAsync.mockReset();
  for (const fn of Object.values(notify)) fn.mockReset();
});

describe('sequence editor', () => {
  it('refuses a sequence with its errors under their fields, focusing the first, and saves none', async () => {
    const user = userEvent.setup();
    const start = newDraft();
    render(<Editor start={{ ...start, steps: start.steps.map((step, index) => (index === 1 ? { ...step, subject: '', delayDays: '200' } : step)) }} />);
    await user.clear(screen.getByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Save the sequence' }));
    expect(await screen.findByText('Give the sequence a name')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByText('Write a subject')).toBeInTheDocument();
    expect(screen.getByText('A whole number of days from 0 to 90')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('The sequence was not saved', 'Check the fields marked below.');
    expect(mutateAsync).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Name/), 'Follow-up');
    await user.click(screen.getByRole('button', { name: 'Save the sequence' }));
    await waitFor(() => expect(screen.getByLabelText('Days after email 1')).toHaveFocus());
    expect(screen.queryByText('Give the sequence a name')).toBeNull();
  });

  it('saves a sequence that passes, as the schema reads it', async () => {
    const user = userEvent.setup();
    const saved = { id: 's-1', name: 'New leads: first week', trigger_status: 'new', trigger_source: null, is_active: false, steps: [], updated_at: '2026-11-29T00:00:00Z' };
    mutateAsync.mockResolvedValue(saved);
    render(<Editor start={newDraft()} />);
    await user.click(screen.getByRole('button', { name: 'Save the sequence' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledOnce());
    expect(mutateAsync.mock.calls[0]?.[0]).toMatchObject({ id: null, input: { name: 'New leads: first week', triggerStatus: 'new', triggerSource: null, isActive: false } });
    expect(mutateAsync.mock.calls[0]?.[0].input.steps).toHaveLength(3);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sequence saved (switched off)'));
  });
});
