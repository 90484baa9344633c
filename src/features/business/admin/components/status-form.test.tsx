import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StatusChange } from '../api/lead.ts';
import { StatusForm } from './status-form.tsx';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.ts', () => ({ notify }));

function recorder() {
  const sent: StatusChange[] = [];
  return { sent, save: { isPending: false, mutateAsync: async (change: StatusChange) => void sent.push(change) } };
}

describe('StatusForm', () => {
  it('asks for a reason when the lead is lost, takes the focus there and saves nothing until one is given', async () => {
    const { sent, save } = recorder();
    render(<StatusForm status="new" reason={null} save={save} />);
    await userEvent.selectOptions(screen.getByLabelText('Pipeline status'), 'lost');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Give a reason for this status')).toBeInTheDocument();
    const reason = screen.getByLabelText(/Reason/);
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);
    await userEvent.type(reason, ' Went elsewhere ');
    expect(screen.queryByText('Give a reason for this status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'lost', reason: 'Went elsewhere' }]));
    expect(notify.success).toHaveBeenCalledWith('Status updated', expect.any(String));
  });

  it('offers only the statuses it is given, starting from the lead’s own', () => {
    render(<StatusForm status="contacted" reason={null} statuses={['contacted', 'won']} save={recorder().save} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Pipeline status');
    expect([...select.options].map((option) => option.value)).toEqual(['contacted', 'won']);
    expect(select).toHaveValue('contacted');
  });
});
