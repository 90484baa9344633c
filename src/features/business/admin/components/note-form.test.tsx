import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NoteInput } from '../api/lead.ts';
import { NoteForm } from './note-form.tsx';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

/** A save the test finishes by hand, as a slow network would. */
function slowAdd() {
  const sent: NoteInput[] = [];
  const settle: Array<(error?: Error) => void> = [];
  const add = {
    isPending: false,
    mutateAsync: (note: NoteInput) =>
      new Promise<void>((resolve, reject) => {
        sent.push(note);
        settle.push((error) => (error ? reject(error) : resolve()));
      }),
  };
  return { add, sent, settle };
}

describe('NoteForm', () => {
  it('clears the box once the note is saved', async () => {
    const { add, sent, settle } = slowAdd();
    render(<NoteForm add={add} />);
    const box = screen.getByLabelText('Add a note');
    await userEvent.type(box, 'Site visit Thursday. ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Site visit Thursday.', shared: false }]));
    await act(async () => settle[0]?.());
    await waitFor(() => expect(box).toHaveValue(''));
    expect(notify.success).toHaveBeenCalledWith('Note added');
  });

  it('keeps a second note typed while the first was being saved', async () => {
    const { add, sent, settle } = slowAdd();
    render(<NoteForm add={add} />);
    const box = screen.getByLabelText('Add a note');
    await userEvent.type(box, 'First note');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.clear(box);
    await userEvent.type(box, 'Second note');
    await act(async () => settle[0]?.());
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(box).toHaveValue('Second note');
  });

  it('keeps the text when the save fails', async () => {
    const { add, settle } = slowAdd();
    render(<NoteForm add={add} />);
    const box = screen.getByLabelText('Add a note');
    await userEvent.type(box, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(settle).toHaveLength(1));
    await act(async () => settle[0]?.(new Error('The network is down')));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not add the note', 'The network is down'));
    expect(box).toHaveValue('Keep me');
  });
});
